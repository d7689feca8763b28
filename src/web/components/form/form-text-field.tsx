import { TextField, type TextFieldProps } from "../ui/text-field.tsx";
import { TextArea, type TextAreaProps } from "../ui/textarea.tsx";
import { type BoundFieldProps, useRegisteredField } from "./use-registered-field.ts";

/** A TextField (text, e-mail, date, tel...) bound to the surrounding Form's field `name`, its error under it. */
export function FormTextField({ name, ...props }: BoundFieldProps<TextFieldProps>) {
  return <TextField {...props} {...useRegisteredField(name)} />;
}

/** A TextArea bound to the surrounding Form's field `name`. */
export function FormTextArea({ name, ...props }: BoundFieldProps<TextAreaProps>) {
  return <TextArea {...props} {...useRegisteredField(name)} />;
}

/** A FormTextField for digits (a count, a number of days, a company number): the numeric keypad, nothing filled in by the browser. */
export function FormNumericField(props: Omit<BoundFieldProps<TextFieldProps>, "inputMode" | "autoComplete">) {
  return <FormTextField {...props} inputMode="numeric" autoComplete="off" />;
}
