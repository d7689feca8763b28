import MailCheck from "lucide-react/icons/mail-check";
import Send from "lucide-react/icons/send";
import { Link } from "react-router";
import { RESET_LINK_LIFETIME_SECONDS } from "../../../../domain/account.ts";
import { GENERIC_ERROR_MESSAGE } from "../../../../domain/api-error.ts";
import { paths } from "../../../../domain/paths.ts";
import { Form } from "../../../components/form/form.tsx";
import { useLazyZodForm } from "../../../components/form/use-lazy-zod-form.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";
import { EmailField } from "../components/email-field.tsx";
import { useRequestPasswordReset } from "../api/request-password-reset.ts";
import { AuthPage, AuthSwitch } from "../components/auth-page.tsx";
import { AuthSubmit } from "../components/auth-submit.tsx";

export const FORGOT_TITLE = "Mot de passe oublié";
const FORGOT_SENT_TITLE = "Vérifiez votre boîte de réception";

const LINK_LIFETIME_HOURS = RESET_LINK_LIFETIME_SECONDS / 3600;
const LIFETIME_TEXT = LINK_LIFETIME_HOURS === 1 ? "1 heure" : `${LINK_LIFETIME_HOURS} heures`;

export function ForgotPasswordPage() {
  const form = useLazyZodForm(() => import("../../../../domain/contracts/account-input.ts").then((m) => m.forgotPasswordSchema), {
    defaultValues: { email: "" },
  });
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    // The same words whatever the address: the page must not reveal who has an account.
    return (
      <AuthPage title={FORGOT_SENT_TITLE} focusTitle>
        <div className="space-y-4 text-ink" role="status">
          <MailCheck aria-hidden="true" className="size-10 text-brand-700" />
          <p>
            Si un compte existe pour <strong className="break-all">{request.variables.email}</strong>, vous allez recevoir un e-mail avec un
            lien pour choisir un nouveau mot de passe.
          </p>
          <p>Ce lien expire dans {LIFETIME_TEXT} et ne peut servir qu'une fois.</p>
          <p className="text-muted">Vous ne trouvez pas le message&nbsp;? Vérifiez vos courriers indésirables (spam).</p>
        </div>
        <div className="flex flex-col gap-3">
          <Link to={paths.login} className={buttonClasses()}>
            Retour à la connexion
          </Link>
          <Button variant="ghost" onClick={() => request.reset()}>
            Utiliser une autre adresse
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title={FORGOT_TITLE}
      intro="Indiquez l'adresse e-mail de votre compte&nbsp;: nous vous enverrons un lien pour choisir un nouveau mot de passe."
      footer={<AuthSwitch question="Vous vous en souvenez&nbsp;?" to={paths.login} label="Se connecter" />}
    >
      <Form form={form} onSubmit={(values) => request.mutate(values)} className="space-y-4" aria-label={FORGOT_TITLE}>
        {request.error && <Alert tone="error">{request.error.message || GENERIC_ERROR_MESSAGE}</Alert>}
        <EmailField id="forgot-email" name="email" />
        <AuthSubmit icon={Send} label="Envoyer le lien" pendingLabel="Envoi en cours..." pending={request.isPending} />
      </Form>
    </AuthPage>
  );
}
