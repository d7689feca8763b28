import { useMutation } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import KeyRound from "lucide-react/icons/key-round";
import { useForm, useWatch } from "react-hook-form";
import { useSearchParams } from "react-router";
import { INVALID_RESET_LINK_MESSAGE, resetPasswordSchema } from "../../../../domain/account.ts";
import { GENERIC_ERROR_MESSAGE } from "../../../../domain/api-error.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { serverFieldErrors } from "../../../lib/form-errors.ts";
import { resetPassword } from "../api/reset-password.ts";
import { useAuth } from "../../../lib/auth/auth-context.ts";
import { AuthPage } from "../components/auth-page.tsx";
import { InvalidResetLink } from "../components/invalid-reset-link.tsx";
import { PasswordChecklist } from "../components/password-checklist.tsx";
import { PasswordField } from "../components/password-field.tsx";
import { ResetPasswordSuccess } from "../components/reset-password-success.tsx";

export const RESET_TITLE = "Choisir un nouveau mot de passe";
export const PASSWORDS_DIFFER_MESSAGE = "Les mots de passe ne correspondent pas";

const CHECKLIST_ID = "reset-password-rules";

/** The server says a link is unusable (unknown, used, expired) with this message and no field. */
function isInvalidLink(error: unknown): boolean {
  return isApiError(error) && error.code !== "VALIDATION" && error.message === INVALID_RESET_LINK_MESSAGE;
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const { refresh } = useAuth();
  const { register, handleSubmit, formState, setError, control } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmation: "" },
  });
  const [password, confirmation] = useWatch({ control, name: ["password", "confirmation"] });

  const reset = useMutation({
    mutationFn: ({ password: newPassword }: { password: string }) => resetPassword(token ?? "", newPassword),
    // Every session of the account has just been closed, this browser's included.
    onSuccess: () => void refresh().catch(() => undefined),
    onError: (error) => {
      const fields = serverFieldErrors(error, ["password"] as const, "password");
      if (fields.password) setError("password", { type: "server", message: fields.password });
    },
  });

  if (!token || isInvalidLink(reset.error)) return <InvalidResetLink />;
  if (reset.isSuccess) return <ResetPasswordSuccess />;

  const mismatch = confirmation !== "" && password !== confirmation;
  const ready = password !== "" && confirmation !== "" && !mismatch;
  const formError = reset.error && !serverFieldErrors(reset.error, ["password"] as const, "password").password ? reset.error : null;

  return (
    <AuthPage title={RESET_TITLE} intro="Choisissez un mot de passe que vous n'utilisez pas ailleurs.">
      <form
        noValidate
        onSubmit={(event) => void handleSubmit((values) => reset.mutate(values))(event)}
        className="space-y-4"
        aria-label={RESET_TITLE}
      >
        {formError && <Alert tone="error">{formError.message || GENERIC_ERROR_MESSAGE}</Alert>}
        <PasswordField
          id="reset-password"
          label="Nouveau mot de passe"
          autoComplete="new-password"
          describedBy={CHECKLIST_ID}
          error={formState.errors.password?.message}
          {...register("password")}
        />
        <PasswordChecklist id={CHECKLIST_ID} password={password} />
        <PasswordField
          id="reset-confirmation"
          label="Confirmer le mot de passe"
          autoComplete="new-password"
          error={formState.errors.confirmation?.message ?? (mismatch ? PASSWORDS_DIFFER_MESSAGE : undefined)}
          {...register("confirmation")}
        />
        <Button type="submit" size="lg" className="w-full" disabled={!ready || reset.isPending}>
          <KeyRound aria-hidden="true" className="size-5" />
          {reset.isPending ? "Enregistrement en cours..." : "Enregistrer le mot de passe"}
        </Button>
      </form>
    </AuthPage>
  );
}
