import Send from "lucide-react/icons/send";
import { Form } from "../../../components/form/form.tsx";
import { useLazyZodForm } from "../../../components/form/use-lazy-zod-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { EmailField } from "./email-field.tsx";
import { useResendVerification } from "../api/send-verification-email.ts";

const RESEND_LABEL = "Renvoyer le lien de confirmation";
// The label is long: let it wrap on narrow cards instead of squeezing the icon.
const WRAPPING = "h-auto min-h-11 py-2 whitespace-normal";

/** Sends a fresh verification link to an address the page already knows. */
export function ResendVerificationButton({ email, variant = "outline" }: { email: string; variant?: "outline" | "primary" }) {
  const resend = useResendVerification();
  return (
    <Button variant={variant} className={WRAPPING} disabled={resend.isPending} onClick={() => resend.mutate(email)}>
      <Send aria-hidden="true" className="size-4 shrink-0" />
      {resend.isPending ? "Envoi en cours..." : RESEND_LABEL}
    </Button>
  );
}

/** Asks for the address, then sends a fresh verification link (after an expired or invalid one). */
export function ResendVerificationForm() {
  const resend = useResendVerification();
  // The same one-field e-mail form as the forgotten password: one address, the same French messages.
  const form = useLazyZodForm(() => import("../../../../domain/contracts/account-input.ts").then((m) => m.forgotPasswordSchema), {
    defaultValues: { email: "" },
  });

  return (
    <Form
      form={form}
      onSubmit={({ email }) => resend.mutate(email)}
      className="space-y-3"
      aria-label="Recevoir un nouveau lien de confirmation"
    >
      <EmailField id="resend-email" name="email" />
      <Button type="submit" variant="outline" className={`w-full ${WRAPPING}`} disabled={resend.isPending}>
        <Send aria-hidden="true" className="size-4 shrink-0" />
        {resend.isPending ? "Envoi en cours..." : RESEND_LABEL}
      </Button>
    </Form>
  );
}
