import CircleCheck from "lucide-react/icons/circle-check";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { AuthPage } from "./auth-page.tsx";

/** Spec §9: the success screen stays 3 seconds, then the login page opens. */
const REDIRECT_AFTER_RESET_MS = 3000;
const PASSWORD_CHANGED_TITLE = "Mot de passe modifié";

export function ResetPasswordSuccess() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.login, { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthPage title={PASSWORD_CHANGED_TITLE} focusTitle>
      <div className="space-y-4 text-ink" role="status">
        <CircleCheck aria-hidden="true" className="size-10 text-emerald-700" />
        <p>Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.</p>
        <p className="text-muted">Vous allez être redirigé vers la page de connexion dans {REDIRECT_AFTER_RESET_MS / 1000} secondes.</p>
      </div>
      <Link to={paths.login} replace className={buttonClasses({ className: "w-full" })}>
        Se connecter maintenant
      </Link>
    </AuthPage>
  );
}
