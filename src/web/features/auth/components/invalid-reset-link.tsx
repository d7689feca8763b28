import { Link } from "react-router";
import { INVALID_RESET_LINK_MESSAGE } from "../../../../domain/account.ts";
import { paths } from "../../../../domain/paths.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { AuthPage } from "./auth-page.tsx";

/** A reset link without token, used already, or older than an hour: the way out is a new link. */
export function InvalidResetLink() {
  return (
    <AuthPage title="Réinitialiser le mot de passe" focusTitle>
      <Alert tone="error" title={INVALID_RESET_LINK_MESSAGE}>
        Un lien de réinitialisation ne sert qu'une fois et expire après une heure. Demandez-en un nouveau.
      </Alert>
      <Link to={paths.forgotPassword} className={buttonClasses({ className: "w-full" })}>
        Demander un nouveau lien
      </Link>
    </AuthPage>
  );
}
