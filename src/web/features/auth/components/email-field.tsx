import { FormTextField } from "../../../components/form/form-text-field.tsx";
import type { BoundFieldProps } from "../../../components/form/use-registered-field.ts";
import type { TextFieldProps } from "../../../components/ui/text-field.tsx";

/** The account's e-mail address, typed: the phone shows its e-mail keyboard and offers saved addresses. */
export function EmailField(props: Omit<BoundFieldProps<TextFieldProps>, "label" | "type" | "autoComplete" | "inputMode">) {
  return <FormTextField label="Adresse e-mail" type="email" autoComplete="email" inputMode="email" {...props} />;
}
