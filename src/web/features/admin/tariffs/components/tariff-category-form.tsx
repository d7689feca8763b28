import Save from "lucide-react/icons/save";
import { useWatch } from "react-hook-form";
import type { TariffCategoryView } from "../../../../../domain/contracts/admin-tariffs.ts";
import {
  PROOF_KEPT_DAYS_MAX,
  TARIFF_NAME_MAX,
  TARIFF_PROOF_MAX,
  TARIFF_QUALIFIES_MAX,
  type TariffCategoryInput,
  tariffCategorySchema,
} from "../../../../../domain/contracts/admin-tariffs-input.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormCheckbox } from "../../../../components/form/form-checkbox.tsx";
import { FormNumericField, FormTextArea, FormTextField } from "../../../../components/form/form-text-field.tsx";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { useSaveTariffCategory } from "../api/tariffs.ts";
import { TARIFF_CATEGORY_FIELD_LABELS as LABELS } from "../tariff-labels.ts";

/** The form's starting values: empty for a new category, the saved ones (numbers as typed) to change one. */
function categoryFormValues(category: TariffCategoryView | null): TariffCategoryInput {
  return {
    name: category?.name ?? "",
    qualifies: category?.qualifies ?? "",
    defaultPercent: category?.defaultPercent === null || category === null ? "" : String(category.defaultPercent),
    proofRequired: category?.proofRequired ?? false,
    proofDescription: category?.proofDescription ?? "",
    proofKeptDays: category?.proofRequired ? String(category.proofKeptDays) : "",
  };
}

/** What is asked of the proof, once a proof is asked. */
function ProofFields({ idPrefix }: { idPrefix: string }) {
  const proofRequired = useWatch<TariffCategoryInput, "proofRequired">({ name: "proofRequired" });
  if (proofRequired !== true) return null;
  return (
    <div className="grid gap-4 border-l-2 border-brand-100 pl-4 sm:grid-cols-[minmax(0,1fr)_16rem]">
      <FormTextField
        id={`${idPrefix}-proof-description`}
        name="proofDescription"
        label={LABELS.proofDescription}
        markRequired
        maxLength={TARIFF_PROOF_MAX}
        placeholder="Ex.&nbsp;: l'attestation BIM de votre mutualité"
        hint="Montré aux familles&nbsp;: «&nbsp;Joignez&nbsp;: …&nbsp;»."
      />
      <FormNumericField
        id={`${idPrefix}-proof-kept-days`}
        name="proofKeptDays"
        label={LABELS.proofKeptDays}
        markRequired
        placeholder="Ex.&nbsp;: 90"
        hint={`De 0 à ${PROOF_KEPT_DAYS_MAX} jours.`}
      />
    </div>
  );
}

/**
 * A category's form: its name, who qualifies, its default price (a percentage of each plaine's
 * standard price, or none: then only plaines giving it a price offer it) and the proof asked.
 * Checked by the domain's schema here and on the server; the server's refusals show under their fields.
 */
export function TariffCategoryForm({ category, onDone }: { category: TariffCategoryView | null; onDone: () => void }) {
  const form = useZodForm(tariffCategorySchema, { defaultValues: categoryFormValues(category) });
  const save = useSaveTariffCategory({ onSaved: onDone, onRefused: (error) => showServerErrors(form, error) });
  const idPrefix = category ? `tariff-${category.id}` : "tariff-new";

  return (
    <Form
      form={form}
      onSubmit={(values) => save.mutate({ id: category?.id ?? null, values })}
      aria-label={category ? `Modifier le tarif «\u00a0${category.name}\u00a0»` : "Nouveau tarif"}
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:p-5"
    >
      <FormTextField id={`${idPrefix}-name`} name="name" label={LABELS.name} markRequired maxLength={TARIFF_NAME_MAX} autoComplete="off" />
      <FormTextArea
        id={`${idPrefix}-qualifies`}
        name="qualifies"
        label={LABELS.qualifies}
        markRequired
        rows={3}
        maxLength={TARIFF_QUALIFIES_MAX}
        hint="En mots simples&nbsp;: c'est ce que lisent les familles sur la page de chaque plaine."
      />
      <FormNumericField
        id={`${idPrefix}-default-percent`}
        name="defaultPercent"
        label={LABELS.defaultPercent}
        className="sm:max-w-xs"
        placeholder="Ex.&nbsp;: 90"
        hint="Facultatif. Vide&nbsp;: proposé seulement sur les plaines qui donnent leur propre prix à ce tarif."
      />
      <FormCheckbox
        id={`${idPrefix}-proof-required`}
        name="proofRequired"
        label={
          <>
            <span className="font-medium">{LABELS.proofRequired}</span>
            <span className="block text-muted">La famille joint un justificatif à sa demande.</span>
          </>
        }
      />
      <ProofFields idPrefix={idPrefix} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Annuler
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? "Enregistrement en cours..." : category ? "Enregistrer le tarif" : "Créer le tarif"}
        </Button>
      </div>
    </Form>
  );
}
