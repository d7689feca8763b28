import { useMutation, useQueryClient } from "@tanstack/react-query";
import Save from "lucide-react/icons/save";
import { bankTransferRulesSchema } from "../../../../../domain/contracts/admin-bank-input.ts";
import type { BankTransferRules } from "../../../../../domain/bank-transfers.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormTextField } from "../../../../components/form/form-text-field.tsx";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { isApiError, isSessionExpired } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { saveBankTransferRules } from "../api/bank.ts";

const asText = (rules: BankTransferRules) => ({
  reminderDays: rules.reminderDays.join(", "),
  deadlineDays: String(rules.deadlineDays),
  deadlineDaysBeforeStart: String(rules.deadlineDaysBeforeStart),
});

/** When unpaid transfers are reminded and cancelled (the jobs read these rules each day). */
export function TransferRulesSettings({ rules }: { rules: BankTransferRules }) {
  const queryClient = useQueryClient();
  const form = useZodForm(bankTransferRulesSchema, { defaultValues: asText(rules) });
  const save = useMutation({
    mutationFn: saveBankTransferRules,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.bankTransferRules(), saved);
      form.reset(asText(saved.rules));
      toast.success("Règles des virements enregistrées");
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      showServerErrors(form, error);
      toast.error("Les règles n'ont pas été enregistrées", isApiError(error) ? error.message : undefined);
    },
  });
  return (
    <Form form={form} onSubmit={(values) => save.mutate(values)} aria-label="Rappels et échéance des virements" className="space-y-4">
      <p className="text-sm text-muted">
        Un virement non reçu est rappelé par e-mail (mêmes instructions et code QR) puis, après sa date limite, l'inscription est annulée et
        les places rendues. Un administrateur peut accorder un délai à un paiement.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField
          id="rules-reminder-days"
          name="reminderDays"
          label="Rappels (jours après l'inscription)"
          hint="Par exemple : 7, 14"
          autoComplete="off"
        />
        <FormTextField
          id="rules-deadline-days"
          name="deadlineDays"
          label="Date limite (jours après l'inscription)"
          inputMode="numeric"
          autoComplete="off"
        />
        <FormTextField
          id="rules-deadline-before-start"
          name="deadlineDaysBeforeStart"
          label="Au plus tard (jours avant le début)"
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <Button type="submit" disabled={save.isPending}>
        <Save aria-hidden="true" className="size-4" />
        {save.isPending ? "Enregistrement en cours..." : "Enregistrer les règles"}
      </Button>
    </Form>
  );
}
