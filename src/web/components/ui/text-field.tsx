import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../../lib/cn.ts";
import { FieldFrame, type FieldTexts, useFieldWiring } from "./field-frame.tsx";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, Omit<FieldTexts, "id"> {
  /** Something drawn inside the field's right end, e.g. a show-password button. */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled input with its help and error texts tied to it (aria-describedby), so a screen
 * reader says the label, the value, then what is wrong. Works with react-hook-form's register().
 */
export function TextField({ id, label, error, hint, markRequired, trailing, describedBy, className, readOnly, ...input }: TextFieldProps) {
  const { inputId, controlProps } = useFieldWiring({ id, error, hint, markRequired, describedBy });
  return (
    <FieldFrame inputId={inputId} label={label} error={error} hint={hint} markRequired={markRequired} className={className}>
      <div className="relative">
        <input
          {...controlProps}
          readOnly={readOnly}
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
    </FieldFrame>
  );
}
