import LogIn from "lucide-react/icons/log-in";
import { Link, useLocation, useSearchParams } from "react-router";
import { GENERIC_ERROR_MESSAGE } from "../../../../domain/api-error.ts";
import { paths } from "../../../../domain/paths.ts";
import { Form } from "../../../components/form/form.tsx";
import { useLazyZodForm } from "../../../components/form/use-lazy-zod-form.ts";
import { PageLoading } from "../../../components/layout/page-loading.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { EmailField } from "../components/email-field.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { afterLoginTarget } from "../after-login-target.ts";
import { useSignIn } from "../api/sign-in.ts";
import { useAuth } from "../../../lib/auth/auth-context.ts";
import { AuthPage, AuthSwitch, authLinkClass } from "../components/auth-page.tsx";
import { PasswordField } from "../components/password-field.tsx";
import { ResendVerificationButton, ResendVerificationForm } from "../components/resend-verification.tsx";
import { SignedInRedirect } from "../components/signed-in-redirect.tsx";
import { verificationNotice } from "../verification-notice.ts";
import { AuthSubmit } from "../components/auth-submit.tsx";

export const LOGIN_TITLE = "Connexion";
/** Spec §5: the server opened a session but nobody could be read back. */

export function LoginPage() {
  const { user, isLoading, refresh } = useAuth();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const notice = verificationNotice(searchParams);

  const form = useLazyZodForm(() => import("../../../../domain/contracts/account-input.ts").then((m) => m.loginSchema), {
    defaultValues: { email: "", password: "" },
  });
  const login = useSignIn(refresh);

  if (isLoading) return <PageLoading />;
  if (user) {
    const from = (location.state as { from?: unknown } | null)?.from;
    return <SignedInRedirect to={afterLoginTarget(user, searchParams.get("redirect"), from)} />;
  }

  const failure = login.error;
  const unverified = isApiError(failure) && failure.code === "EMAIL_NOT_VERIFIED";

  return (
    <AuthPage
      title={LOGIN_TITLE}
      intro="Accédez à votre espace parent pour inscrire vos enfants aux plaines."
      footer={<AuthSwitch question="Pas encore de compte&nbsp;?" to={paths.signup} label="Créer un compte" />}
    >
      {notice?.kind === "verified" && <Alert tone="success">{notice.message}</Alert>}
      {notice?.kind === "invalid-link" && (
        <section aria-labelledby="resend-title" className="space-y-3 rounded-xl border border-slate-200 p-4">
          <Alert tone="error">{notice.message}</Alert>
          <h2 id="resend-title" className="font-semibold text-ink">
            Recevoir un nouveau lien de confirmation
          </h2>
          <ResendVerificationForm />
        </section>
      )}

      <Form form={form} onSubmit={(values) => login.mutate(values)} className="space-y-4" aria-label={LOGIN_TITLE}>
        {failure && (
          <div className="space-y-3">
            <Alert tone="error">{failure instanceof Error && failure.message ? failure.message : GENERIC_ERROR_MESSAGE}</Alert>
            {unverified && login.variables && <ResendVerificationButton email={login.variables.email} />}
          </div>
        )}
        <EmailField id="login-email" name="email" />
        <PasswordField id="login-password" name="password" label="Mot de passe" autoComplete="current-password" />
        <p className="text-right text-sm">
          <Link to={paths.forgotPassword} className={authLinkClass}>
            Mot de passe oublié&nbsp;?
          </Link>
        </p>
        <AuthSubmit icon={LogIn} label="Se connecter" pendingLabel="Connexion en cours..." pending={login.isPending} />
      </Form>
    </AuthPage>
  );
}
