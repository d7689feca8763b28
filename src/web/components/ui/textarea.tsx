import type { Ref, TextareaHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { FieldFrame, type FieldTexts, useFieldWiring } from "./field-frame.tsx";

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, Omit<FieldTexts, "id" | "describedBy"> {
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The multi-line sibling of TextField, for free text that runs over a line (allergies,
 * treatments...). Same label, help and error wiring, so both read alike with a screen reader.
 * Grows with its content where the browser can (field-sizing), so nothing typed hides behind a scroll bar.
 */
export function TextArea({ id, label, error, hint, markRequired, className, rows = 3, ...textarea }: TextAreaProps) {
  const { inputId, controlProps } = useFieldWiring({ id, error, hint, markRequired });
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} markRequired={markRequired} className={className}>
      <textarea
        {...controlProps}
        rows={rows}
        className={cn(
          "max-h-64 min-h-20 w-full min-w-0 resize-y rounded-xl border bg-white px-3 py-2 text-base text-ink [field-sizing:content]",
          "placeholder:text-slate-500 focus:border-brand-700",
          error ? "border-red-600" : "border-slate-300",
        )}
        {...textarea}
      />
    </FieldFrame>
  );
}
