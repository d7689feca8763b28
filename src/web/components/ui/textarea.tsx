import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from "react";
import { cn } from "../../lib/cn.ts";

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The French message of what is wrong, shown under the field and read with it. */
  error?: string;
  /** A help text read with the field (what to write, an example...). */
  hint?: ReactNode;
  /** Marks the label with an asterisk (the form explains it) and tells screen readers. */
  markRequired?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The multi-line sibling of TextField, for free text that runs over a line (allergies,
 * treatments...). Same label, help and error wiring, so both read alike with a screen reader.
 * Grows with its content where the browser can (field-sizing), so nothing typed hides behind a scroll bar.
 */
export function TextArea({ id, label, error, hint, markRequired, className, rows = 3, ...textarea }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");

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
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-required={markRequired || undefined}
        aria-describedby={described || undefined}
        className={cn(
          "max-h-64 min-h-20 w-full min-w-0 resize-y rounded-xl border bg-white px-3 py-2 text-base text-ink [field-sizing:content]",
          "placeholder:text-slate-500 focus:border-brand-700",
          error ? "border-red-600" : "border-slate-300",
        )}
        {...textarea}
      />
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
