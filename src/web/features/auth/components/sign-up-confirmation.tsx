import MailCheck from "lucide-react/icons/mail-check";
import { Link } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { AuthPage } from "./auth-page.tsx";
import { ResendVerificationButton } from "./resend-verification.tsx";

const CHECK_INBOX_TITLE = "Vérifiez votre boîte de réception";

/** After sign-up: the account waits for its e-mail address to be confirmed. */
export function SignUpConfirmation({ email }: { email: string }) {
  return (
    <AuthPage title={CHECK_INBOX_TITLE} focusTitle>
      <div className="space-y-4 text-ink" role="status">
        <MailCheck aria-hidden="true" className="size-10 text-brand-700" />
        <p>
          Votre compte est créé. Nous avons envoyé un lien de confirmation à <strong className="break-all">{email}</strong>.
        </p>
        <p>Cliquez sur ce lien pour activer votre compte, puis connectez-vous.</p>
        <p className="text-muted">
          Vous ne trouvez pas le message&nbsp;? Vérifiez vos courriers indésirables (spam), ou demandez un nouveau lien.
        </p>
      </div>
      <div className="flex flex-col gap-3">
        <ResendVerificationButton email={email} />
        <Link to={paths.login} className={buttonClasses({ variant: "ghost" })}>
          Aller à la page de connexion
        </Link>
      </div>
    </AuthPage>
  );
}
