import KeyRound from "lucide-react/icons/key-round";
import { useWatch } from "react-hook-form";
import { useSearchParams } from "react-router";
import { INVALID_RESET_LINK_MESSAGE } from "../../../../domain/account.ts";
import { GENERIC_ERROR_MESSAGE } from "../../../../domain/api-error.ts";
import { Form } from "../../../components/form/form.tsx";
import { serverErrorsFor } from "../../../components/form/server-errors.ts";
import { useLazyZodForm } from "../../../components/form/use-lazy-zod-form.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { useResetPassword } from "../api/reset-password.ts";
import { useAuth } from "../../../lib/auth/auth-context.ts";
import { AuthPage } from "../components/auth-page.tsx";
import { InvalidResetLink } from "../components/invalid-reset-link.tsx";
import { PasswordChecklist } from "../components/password-checklist.tsx";
import { PasswordField } from "../components/password-field.tsx";
import { ResetPasswordSuccess } from "../components/reset-password-success.tsx";
import { AuthSubmit } from "../components/auth-submit.tsx";

export const RESET_TITLE = "Choisir un nouveau mot de passe";
const PASSWORDS_DIFFER_MESSAGE = "Les mots de passe ne correspondent pas";

const CHECKLIST_ID = "reset-password-rules";

/** The server says a link is unusable (unknown, used, expired) with this message and no field. */
function isInvalidLink(error: unknown): boolean {
  return isApiError(error) && error.code !== "VALIDATION" && error.message === INVALID_RESET_LINK_MESSAGE;
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const { refresh } = useAuth();
  const form = useLazyZodForm(() => import("../../../../domain/account-schemas.ts").then((m) => m.resetPasswordSchema), {
    defaultValues: { password: "", confirmation: "" },
  });
  const [password, confirmation] = useWatch({ control: form.control, name: ["password", "confirmation"] });

  const reset = useResetPassword(token, refresh, form);

  if (!token || isInvalidLink(reset.error)) return <InvalidResetLink />;
  if (reset.isSuccess) return <ResetPasswordSuccess />;

  const mismatch = confirmation !== "" && password !== confirmation;
  const ready = password !== "" && confirmation !== "" && !mismatch;
  const formError = reset.error && !serverErrorsFor(form, reset.error, "password").password ? reset.error : null;

  return (
    <AuthPage title={RESET_TITLE} intro="Choisissez un mot de passe que vous n'utilisez pas ailleurs.">
      <Form form={form} onSubmit={(values) => reset.mutate(values)} className="space-y-4" aria-label={RESET_TITLE}>
        {formError && <Alert tone="error">{formError.message || GENERIC_ERROR_MESSAGE}</Alert>}
        <PasswordField
          id="reset-password"
          name="password"
          label="Nouveau mot de passe"
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
        />
        <PasswordChecklist id={CHECKLIST_ID} password={password} />
        <PasswordField
          id="reset-confirmation"
          name="confirmation"
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          liveError={mismatch ? PASSWORDS_DIFFER_MESSAGE : undefined}
        />
        <AuthSubmit
          icon={KeyRound}
          label="Enregistrer le mot de passe"
          pendingLabel="Enregistrement en cours..."
          pending={reset.isPending}
          disabled={!ready}
        />
      </Form>
    </AuthPage>
  );
}
