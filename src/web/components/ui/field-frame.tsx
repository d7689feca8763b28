import { type ReactNode, useId } from "react";
import { cn } from "../../lib/cn.ts";

export interface FieldTexts {
  id?: string;
  label: string;
  /** The French message of what is wrong, shown under the field and read with it. */
  error?: string;
  /** A help text read with the field (what is expected, why it cannot change...). */
  hint?: ReactNode;
  /** Marks the label with an asterisk (the form explains it) and tells screen readers. */
  markRequired?: boolean;
  /** Extra ids to read with the field (a password checklist). */
  describedBy?: string;
}

/**
 * The ids and ARIA attributes that tie a control to its label, help and error texts, so a screen
 * reader says the label, the value, then what is wrong.
 */
export function useFieldWiring({ id, error, hint, markRequired, describedBy }: Omit<FieldTexts, "label">) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const described = [hint ? `${inputId}-hint` : null, describedBy ?? null, error ? `${inputId}-error` : null].filter(Boolean).join(" ");
  return {
    inputId,
    controlProps: {
      id: inputId,
      "aria-invalid": error ? true : undefined,
      "aria-required": markRequired || undefined,
      "aria-describedby": described || undefined,
    },
  };
}

/** Label above, help and error below: the frame shared by every form control. */
export function FieldFrame({
  inputId,
  label,
  error,
  hint,
  markRequired,
  className,
  children,
}: FieldTexts & { inputId: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
        {markRequired && (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${inputId}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-medium whitespace-pre-line text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
