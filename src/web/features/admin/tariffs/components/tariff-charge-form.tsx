import type { TariffChargeView } from "../../../../../domain/contracts/admin-tariffs.ts";
import { tariffChargeSchema } from "../../../../../domain/contracts/admin-tariffs-input.ts";
import { TARIFF_CHARGE_LABELS } from "../../../../../domain/tariff-categories.ts";
import { TARIFF_CHARGES } from "../../../../../domain/tariffs.ts";
import { Form } from "../../../../components/form/form.tsx";
import { useRegisteredField } from "../../../../components/form/use-registered-field.ts";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { useSaveSettings } from "../../shared/api/use-save-settings.ts";
import { SaveSettingsButton } from "../../shared/components/save-settings-button.tsx";
import { saveTariffCharge } from "../api/tariffs.ts";

/** Each choice, after its label: what it means for the family and for the association. */
const CHARGE_DETAILS = {
  tariff: "La famille paie le tarif choisi dès l'inscription. Si la demande est refusée, elle doit la différence avec le prix standard.",
  standard: "La famille paie le prix standard à l'inscription. Si la demande est acceptée, la différence lui est remboursée.",
} as const;

function ChargeChoices() {
  const { error, ...field } = useRegisteredField("charge");
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-medium text-ink">Ce qui est facturé tant qu'une demande de tarif n'est pas vérifiée</legend>
      {TARIFF_CHARGES.map((charge) => (
        <label
          key={charge}
          htmlFor={`tariff-charge-${charge}`}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
        >
          <input
            id={`tariff-charge-${charge}`}
            type="radio"
            {...field}
            defaultChecked={undefined}
            defaultValue={undefined}
            value={charge}
            aria-describedby={`tariff-charge-${charge}-details`}
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <span className="space-y-1">
            <span className="block font-semibold text-ink">{TARIFF_CHARGE_LABELS[charge]}</span>
            <span id={`tariff-charge-${charge}-details`} className="block text-sm text-muted">
              {CHARGE_DETAILS[charge]}
            </span>
          </span>
        </label>
      ))}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** What a registration with a pending claim is charged until an administrator decides. */
export function TariffChargeForm({ view }: { view: TariffChargeView }) {
  const form = useZodForm(tariffChargeSchema, { defaultValues: { charge: view.charge } });
  const save = useSaveSettings({
    form,
    save: saveTariffCharge,
    queryKey: adminKeys.tariffCharge(),
    toForm: (saved: TariffChargeView) => ({ charge: saved.charge }),
    savedMessage: "Règle de facturation enregistrée",
    failedMessage: "La règle de facturation n'a pas été enregistrée",
  });
  return (
    <Form
      form={form}
      onSubmit={(values) => save.mutate(values)}
      aria-label="Facturation en attendant la vérification"
      className="space-y-4"
    >
      <ChargeChoices />
      <SaveSettingsButton pending={save.isPending} label="Enregistrer la règle" />
    </Form>
  );
}
