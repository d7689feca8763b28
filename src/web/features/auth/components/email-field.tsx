import { TextField, type TextFieldProps } from "../../../components/ui/text-field.tsx";

/** The account's e-mail address, typed: the phone shows its e-mail keyboard and offers saved addresses. */
export function EmailField(props: Omit<TextFieldProps, "label" | "type" | "autoComplete" | "inputMode">) {
  return <TextField label="Adresse e-mail" type="email" autoComplete="email" inputMode="email" {...props} />;
}
