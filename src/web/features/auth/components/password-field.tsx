import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import { useState } from "react";
import { TextField, type TextFieldProps } from "../../../components/ui/text-field.tsx";

export const SHOW_PASSWORD_LABEL = "Afficher le mot de passe";
export const HIDE_PASSWORD_LABEL = "Masquer le mot de passe";

/**
 * A password input with a show/hide button. The button's name says what pressing it does and
 * aria-pressed says whether the password is shown; focus stays in place when it is pressed.
 */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing"> & { id: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
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
