import { useMutation } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import UserPlus from "lucide-react/icons/user-plus";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { homeAfterLogin } from "../../../../domain/account.ts";
import { signUpSchema, type SignUpInput } from "../../../../domain/contracts/account-input.ts";
import { GENERIC_ERROR_MESSAGE } from "../../../../domain/api-error.ts";
import { PageLoading } from "../../../components/layout/page-loading.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { EmailField } from "../components/email-field.tsx";
import { serverFieldErrors } from "../../../lib/form-errors.ts";
import { signUp } from "../api/sign-up.ts";
import { useAuth } from "../auth-context.ts";
import { AuthPage, AuthSwitch } from "../components/auth-page.tsx";
import { PasswordChecklist } from "../components/password-checklist.tsx";
import { PasswordField } from "../components/password-field.tsx";
import { SignedInRedirect } from "../components/signed-in-redirect.tsx";
import { SignUpConfirmation } from "../components/sign-up-confirmation.tsx";

export const SIGNUP_TITLE = "Créer un compte";
/** Spec §8: the server answered without the new account. */
export const SIGNUP_FAILED_MESSAGE = "Erreur lors de la création du compte";

const FIELDS = ["firstName", "lastName", "email", "password"] as const;
const CHECKLIST_ID = "signup-password-rules";

export function SignupPage() {
  const { user, isLoading } = useAuth();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, control } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const password = useWatch({ control, name: "password" });

  const create = useMutation({
    mutationFn: async (input: SignUpInput) => {
      const answer = (await signUp(input)) as { user?: unknown } | null;
      if (!answer?.user) throw new Error(SIGNUP_FAILED_MESSAGE);
      return input.email;
    },
    onSuccess: setRegisteredEmail,
    onError: (error) => {
      // The server's reasons go beside the fields; what the person typed stays as it was.
      for (const [field, message] of Object.entries(serverFieldErrors(error, FIELDS, "password"))) {
        setError(field as (typeof FIELDS)[number], { type: "server", message });
      }
    },
  });

  if (isLoading) return <PageLoading />;
  if (user && !registeredEmail) return <SignedInRedirect to={homeAfterLogin(user)} />;
  if (registeredEmail) return <SignUpConfirmation email={registeredEmail} />;

  const failure = create.error;
  const fieldErrors = Object.keys(serverFieldErrors(failure, FIELDS, "password")).length > 0;

  return (
    <AuthPage
      title={SIGNUP_TITLE}
      intro="Votre compte parent vous permet d'inscrire vos enfants aux plaines et de suivre vos inscriptions."
      footer={<AuthSwitch question="Déjà un compte ?" to="/login" label="Se connecter" />}
    >
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => create.mutate(values))(event)}
        className="space-y-4"
        aria-label={SIGNUP_TITLE}
      >
        {failure && !fieldErrors && (
          <Alert tone="error">{failure instanceof Error && failure.message ? failure.message : GENERIC_ERROR_MESSAGE}</Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="signup-first-name"
            label="Prénom"
            autoComplete="given-name"
            error={formState.errors.firstName?.message}
            {...register("firstName")}
          />
          <TextField
            id="signup-last-name"
            label="Nom"
            autoComplete="family-name"
            error={formState.errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <EmailField id="signup-email" error={formState.errors.email?.message} {...register("email")} />
        <PasswordField
          id="signup-password"
          label="Mot de passe"
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
          error={formState.errors.password?.message}
          {...register("password")}
        />
        <PasswordChecklist id={CHECKLIST_ID} password={password} />
        <Button type="submit" size="lg" className="w-full" disabled={create.isPending}>
          <UserPlus aria-hidden="true" className="size-5" />
          {create.isPending ? "Création en cours..." : "Créer mon compte"}
        </Button>
      </form>
    </AuthPage>
  );
}
