import { FieldFrame, type FieldTexts, useFieldWiring } from "../ui/field-frame.tsx";
import { cn } from "../../lib/cn.ts";
import { type BoundFieldProps, useRegisteredField } from "./use-registered-field.ts";

export interface SelectFieldProps extends Omit<FieldTexts, "describedBy"> {
  /** Each value the schema accepts and its French label, in the order shown. */
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  className?: string;
}

/** A labelled <select> bound to the surrounding Form's field `name`, its error under it and read with it. */
export function FormSelectField({ name, id, label, hint, markRequired, options, disabled, className }: BoundFieldProps<SelectFieldProps>) {
  const { error, ...field } = useRegisteredField(name);
  const { inputId, controlProps } = useFieldWiring({ id, error, hint, markRequired });
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} markRequired={markRequired} className={className}>
      <select
        {...controlProps}
        {...field}
        disabled={disabled}
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
