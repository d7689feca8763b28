import { useQuery } from "@tanstack/react-query";
import type { RefundSettingsView } from "../../../../../domain/contracts/admin-refunds.ts";
import { refundSettingsSchema } from "../../../../../domain/contracts/admin-refunds-input.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormSelectField } from "../../../../components/form/form-select-field.tsx";
import { FormNumericField, FormTextField } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { QueryPanel } from "../../shared/components/query-panel.tsx";
import { SaveSettingsButton } from "../../shared/components/save-settings-button.tsx";
import { asText, refundSettingsQueryOptions, useSaveRefundSettings } from "../api/refund-settings.ts";

const FILE_FORMAT_OPTIONS = [
  { value: "pain.001.001.09", label: "pain.001.001.09 (habituelle)" },
  { value: "pain.001.001.03", label: "pain.001.001.03 (banques qui la demandent encore)" },
] as const;

function RefundRulesForm({ settings }: { settings: RefundSettingsView }) {
  const form = useZodForm(refundSettingsSchema, { defaultValues: asText(settings) });
  const save = useSaveRefundSettings(form);
  return (
    <Form form={form} onSubmit={(values) => save.mutate(values)} aria-label="Règle de remboursement des annulations" className="space-y-4">
      <p className="text-sm text-muted">
        Quand une famille annule un enfant d'une inscription déjà payée, sa part lui est remboursée (sur la carte, ou listée à rembourser
        sur le virement reçu), moins les frais, et plus rien à partir du nombre de jours indiqué avant le début de la plaine. Une annulation
        par l'association rembourse toujours toute la part. Les conditions générales énoncent la règle.
      </p>
      <p className="text-sm font-semibold text-ink" data-testid="refund-rule-sentence">
        Règle actuelle&nbsp;: {settings.sentence}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormTextField
          id="refund-fee"
          name="fee"
          label="Frais par enfant annulé (€)"
          hint="0 pour un remboursement intégral"
          inputMode="decimal"
          autoComplete="off"
        />
        <FormNumericField
          id="refund-days"
          name="noRefundDaysBefore"
          label="Aucun remboursement à partir de (jours avant le début)"
          hint="Vide&nbsp;: remboursé quel que soit le jour"
        />
        <FormSelectField
          id="refund-file-format"
          name="fileFormat"
          label="Version des fichiers de remboursement"
          options={FILE_FORMAT_OPTIONS}
        />
      </div>
      <SaveSettingsButton pending={save.isPending} label="Enregistrer la règle" />
    </Form>
  );
}

/** The organiser's refund rule of a family's cancellation, and the refund files' version (decision 0053). */
export function RefundRulesSettings() {
  const settings = useQuery(refundSettingsQueryOptions());
  return (
    <QueryPanel
      query={settings}
      loading={<Skeleton className="h-32 w-full" />}
      errorTitle="Impossible de charger la règle de remboursement"
    >
      {(data) => <RefundRulesForm settings={data.settings} />}
    </QueryPanel>
  );
}
