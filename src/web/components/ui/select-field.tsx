import type { Ref, SelectHTMLAttributes } from "react";
import { cn } from "../../lib/cn.ts";
import { FieldFrame, type FieldTexts, useFieldWiring } from "./field-frame.tsx";

export interface SelectFieldProps extends Omit<FieldTexts, "describedBy">, Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  /** Each value the field accepts and its French label, in the order shown. */
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled <select>, its help and error texts tied to it (aria-describedby), so a screen reader
 * says the label, the choice, then what is wrong. Works with react-hook-form's register() too.
 */
export function SelectField({ id, label, error, hint, markRequired, options, className, ...select }: SelectFieldProps) {
  const { inputId, controlProps } = useFieldWiring({ id, error, hint, markRequired });
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} markRequired={markRequired} className={className}>
      <select
        {...controlProps}
        {...select}
        className={cn(
          "h-11 w-full min-w-0 rounded-xl border bg-white px-3 text-base text-ink focus:border-brand-700",
          error ? "border-red-600" : "border-slate-300",
        )}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
