import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { cn } from "../../lib/cn.ts";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The French message of what is wrong, shown under the field and read with it. */
  error?: string;
  /** A help text read with the field (what is expected, why it cannot change...). */
  hint?: ReactNode;
  /** Marks the label with an asterisk (the form explains it) and tells screen readers. */
  markRequired?: boolean;
  /** Something drawn inside the field's right end, e.g. a show-password button. */
  trailing?: ReactNode;
  /** Extra ids to read with the field (a password checklist). */
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its help and error texts tied to it (aria-describedby), so a screen
 * reader says the label, the value, then what is wrong. Works with react-hook-form's register().
 */
export function TextField({ id, label, error, hint, markRequired, trailing, describedBy, className, readOnly, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [hint ? hintId : null, describedBy ?? null, error ? errorId : null].filter(Boolean).join(" ");

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
      <div className="relative">
        <input
          id={inputId}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-required={markRequired || undefined}
          aria-describedby={described || undefined}
          className={cn(
            "h-11 w-full min-w-0 rounded-xl border px-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-700",
            readOnly ? "border-slate-200 bg-slate-100 text-muted" : "bg-white",
            error ? "border-red-600" : !readOnly && "border-slate-300",
            trailing ? "pr-12" : null,
          )}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium whitespace-pre-line text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
