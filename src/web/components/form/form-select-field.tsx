import { SelectField, type SelectFieldProps as AnySelectFieldProps } from "../ui/select-field.tsx";
import { type BoundFieldProps, useRegisteredField } from "./use-registered-field.ts";

/** What a form's select is drawn with: its label, texts and options; its value and handlers come from the form. */
export type SelectFieldProps = Pick<AnySelectFieldProps, "id" | "label" | "hint" | "markRequired" | "options" | "disabled" | "className">;

/** A labelled <select> bound to the surrounding Form's field `name`, its error under it and read with it. */
export function FormSelectField({ name, ...props }: BoundFieldProps<SelectFieldProps>) {
  return <SelectField {...props} {...useRegisteredField(name)} />;
}
