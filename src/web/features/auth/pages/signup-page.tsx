import UserPlus from "lucide-react/icons/user-plus";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { homeAfterLogin } from "../../../../domain/account.ts";
import { GENERIC_ERROR_MESSAGE } from "../../../../domain/api-error.ts";
import { paths } from "../../../../domain/paths.ts";
import { Form } from "../../../components/form/form.tsx";
import { FormTextField } from "../../../components/form/form-text-field.tsx";
import { serverErrorsFor } from "../../../components/form/server-errors.ts";
import { useLazyZodForm } from "../../../components/form/use-lazy-zod-form.ts";
import { PageLoading } from "../../../components/layout/page-loading.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { EmailField } from "../components/email-field.tsx";
import { EmailSuggestion } from "../components/email-suggestion.tsx";
import { useSignUp } from "../api/sign-up.ts";
import { useAuth } from "../../../lib/auth/auth-context.ts";
import { AuthPage, AuthSwitch } from "../components/auth-page.tsx";
import { PasswordChecklist } from "../components/password-checklist.tsx";
import { PasswordField } from "../components/password-field.tsx";
import { SignedInRedirect } from "../components/signed-in-redirect.tsx";
import { SignUpConfirmation } from "../components/sign-up-confirmation.tsx";
import { AuthSubmit } from "../components/auth-submit.tsx";

export const SIGNUP_TITLE = "Créer un compte";
/** Spec §8: the server answered without the new account. */

const CHECKLIST_ID = "signup-password-rules";

export function SignupPage() {
  const { user, isLoading } = useAuth();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const form = useLazyZodForm(() => import("../../../../domain/contracts/account-input.ts").then((m) => m.signUpSchema), {
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const password = useWatch({ control: form.control, name: "password" });

  const create = useSignUp(form, setRegisteredEmail);

  if (isLoading) return <PageLoading />;
  if (user && !registeredEmail) return <SignedInRedirect to={homeAfterLogin(user)} />;
  if (registeredEmail) return <SignUpConfirmation email={registeredEmail} />;

  const failure = create.error;
  const fieldErrors = Object.keys(serverErrorsFor(form, failure, "password")).length > 0;

  return (
    <AuthPage
      title={SIGNUP_TITLE}
      intro="Votre compte parent vous permet d'inscrire vos enfants aux plaines et de suivre vos inscriptions."
      footer={<AuthSwitch question="Déjà un compte&nbsp;?" to={paths.login} label="Se connecter" />}
    >
      <Form form={form} onSubmit={(values) => create.mutate(values)} className="space-y-4" aria-label={SIGNUP_TITLE}>
        {failure && !fieldErrors && (
          <Alert tone="error">{failure instanceof Error && failure.message ? failure.message : GENERIC_ERROR_MESSAGE}</Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField id="signup-first-name" name="firstName" label="Prénom" autoComplete="given-name" />
          <FormTextField id="signup-last-name" name="lastName" label="Nom" autoComplete="family-name" />
        </div>
        <div>
          <EmailField id="signup-email" name="email" />
          <EmailSuggestion name="email" />
        </div>
        <PasswordField id="signup-password" name="password" label="Mot de passe" autoComplete="new-password" describedBy={CHECKLIST_ID} />
        <PasswordChecklist id={CHECKLIST_ID} password={password} />
        <AuthSubmit icon={UserPlus} label="Créer mon compte" pendingLabel="Création en cours..." pending={create.isPending} />
      </Form>
    </AuthPage>
  );
}
