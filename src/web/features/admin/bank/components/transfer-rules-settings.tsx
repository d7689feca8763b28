import { bankTransferRulesSchema } from "../../../../../domain/contracts/admin-bank-input.ts";
import type { BankTransferRules } from "../../../../../domain/bank-transfers.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormNumericField, FormTextField } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { asText, useSaveTransferRules } from "../api/bank.ts";
import { SaveSettingsButton } from "../../shared/components/save-settings-button.tsx";

/** When unpaid transfers are reminded and cancelled (the jobs read these rules each day). */
export function TransferRulesSettings({ rules }: { rules: BankTransferRules }) {
  const form = useZodForm(bankTransferRulesSchema, { defaultValues: asText(rules) });
  const save = useSaveTransferRules(form);
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
          hint="Par exemple&nbsp;: 7, 14"
          autoComplete="off"
        />
        <FormNumericField id="rules-deadline-days" name="deadlineDays" label="Date limite (jours après l'inscription)" />
        <FormNumericField id="rules-deadline-before-start" name="deadlineDaysBeforeStart" label="Au plus tard (jours avant le début)" />
      </div>
      <SaveSettingsButton pending={save.isPending} label="Enregistrer les règles" />
    </Form>
  );
}
