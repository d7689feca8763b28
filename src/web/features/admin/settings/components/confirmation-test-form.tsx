import MailCheck from "lucide-react/icons/mail-check";
import type { z } from "zod";
import { testConfirmationSchema } from "../../../../../domain/contracts/admin-input.ts";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from "../../../../../domain/registration.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormFields, type FormFieldSpec } from "../../../../components/form/form-fields.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { useSendTestConfirmation } from "../api/send-test-confirmation.ts";

/** Made-up values that read like a real registration, so the message can be judged as a parent would see it. */
const DEFAULT_VALUES: z.input<typeof testConfirmationSchema> = {
  parentName: "Camille Dupont",
  childName: "Léa Dupont",
  activityTitle: "Plaine d'été - test",
  amount: "90",
  paymentMethod: "bank_transfer",
  paymentStatus: "pending",
};

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));
const STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] }));

/** What the message is filled with, as a registration would fill it. */
const FIELDS: FormFieldSpec[] = [
  { id: "test-parent-name", name: "parentName", label: "Nom du parent", autoComplete: "off" },
  { id: "test-child-name", name: "childName", label: "Nom de l'enfant", autoComplete: "off" },
  { id: "test-activity-title", name: "activityTitle", label: "Titre de la plaine", autoComplete: "off", className: "sm:col-span-2" },
  { id: "test-amount", name: "amount", label: "Montant (€)", hint: "Par ex. 90 ou 12,50", inputMode: "decimal", autoComplete: "off" },
  { kind: "select", id: "test-payment-method", name: "paymentMethod", label: "Mode de paiement", options: METHOD_OPTIONS },
  { kind: "select", id: "test-payment-status", name: "paymentStatus", label: "Statut du paiement", options: STATUS_OPTIONS },
];

/** Sends the real confirmation template, filled with these values, to the administrator's own address. */
export function ConfirmationTestForm({ to }: { to: string }) {
  const form = useZodForm(testConfirmationSchema, { defaultValues: DEFAULT_VALUES });
  const test = useSendTestConfirmation(to, form);

  return (
    <Form
      form={form}
      onSubmit={(input) => test.mutateAsync(input).catch(() => undefined)}
      aria-label="Tester l'e-mail de confirmation"
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormFields fields={FIELDS} />
      </div>
      {/* A long label: on a phone it takes the whole width and wraps rather than overflow. */}
      <Button type="submit" disabled={test.isPending} className="h-auto min-h-11 w-full py-2.5 text-center whitespace-normal sm:w-auto">
        <MailCheck aria-hidden="true" className="size-4" />
        {test.isPending ? "Envoi en cours..." : "Envoyer l'e-mail de confirmation de test"}
      </Button>
    </Form>
  );
}
