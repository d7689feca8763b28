import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { useState } from "react";
import { type BoundFieldProps, useRegisteredField } from "../../../components/form/use-registered-field.ts";
import { TextField, type TextFieldProps } from "../../../components/ui/text-field.tsx";

const SHOW_PASSWORD_LABEL = "Afficher le mot de passe";
const HIDE_PASSWORD_LABEL = "Masquer le mot de passe";

/**
 * A password input with a show/hide button. The button's name says what pressing it does and
 * aria-pressed says whether the password is shown; focus stays in place when it is pressed.
 * Bound to the surrounding Form's field `name`; `liveError` is a message the page works out while
 * the person types (two passwords that differ), shown until the schema has one of its own.
 */
export function PasswordField({
  name,
  liveError,
  ...props
}: BoundFieldProps<Omit<TextFieldProps, "type" | "trailing">> & { id: string; liveError?: string }) {
  const [visible, setVisible] = useState(false);
  const { error, ...field } = useRegisteredField(name);
  return (
    <TextField
      {...props}
      {...field}
      error={error ?? liveError}
      type={visible ? "text" : "password"}
      // Phones must not "correct" or capitalise a password shown in clear.
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
          aria-controls={props.id}
          onClick={() => setVisible((shown) => !shown)}
          className="grid size-10 place-items-center rounded-lg text-muted hover:bg-slate-100 hover:text-ink"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      }
    />
  );
}
