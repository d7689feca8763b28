import type { DailyCapsView } from "../../../../../domain/contracts/certificates.ts";
import { dailyCapsSchema, type DailyCapsInput } from "../../../../../domain/contracts/certificates-input.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormTextField } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { useSaveSettings } from "../../shared/api/use-save-settings.ts";
import { saveDailyCaps } from "../api/certificate-settings.ts";
import { SaveSettingsButton } from "../../shared/components/save-settings-button.tsx";

const SAVED = "Plafonds journaliers enregistrés";
const SAVE_ERROR = "Les plafonds n'ont pas été enregistrés";

/** "16,40" for 1640 cents: the figure as the field shows it, blank when there is none. */
const asTyped = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2).replace(".", ","));

/**
 * Where a year's figure comes from: the published one (replaced or not by the one saved), the one
 * saved for a year without a published figure, or nothing yet.
 */
function capNote(row: DailyCapsView["years"][number]): string {
  if (row.publishedCents !== null) {
    const published = `Publié\u00a0: ${formatEuros(row.publishedCents)} — ${row.source}`;
    return row.entered ? `${published}. Le montant saisi remplace le montant publié.` : published;
  }
  if (row.entered && row.cents !== null)
    return `Montant saisi dans les paramètres\u00a0: ${formatEuros(row.cents)} (aucun montant publié connu).`;
  return "Pas de montant publié connu\u00a0: à saisir.";
}

function asText(view: DailyCapsView): DailyCapsInput {
  return { caps: view.years.map((row) => ({ year: row.year, amount: asTyped(row.cents) })) };
}

/**
 * The 281.86 daily maximum of each income year: the published figures with their source, and a
 * field for the years not yet published when the site was written (the figure is indexed yearly).
 * Certificates show it to parents as the most they may deduct per day.
 */
export function DailyCapsForm({ view }: { view: DailyCapsView }) {
  const form = useZodForm(dailyCapsSchema, { defaultValues: asText(view) });
  const save = useSaveSettings({
    form,
    save: saveDailyCaps,
    queryKey: adminKeys.certificateDailyCaps(),
    toForm: asText,
    savedMessage: SAVED,
    failedMessage: SAVE_ERROR,
  });

  return (
    <Form form={form} onSubmit={(input) => save.mutate(input)} aria-label="Plafonds journaliers 281.86" className="space-y-4">
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {view.years.map((row, index) => (
          <li key={row.year} data-testid="daily-cap" className="grid gap-2 px-3 py-3 sm:grid-cols-[10rem_1fr] sm:items-start">
            <FormTextField
              id={`daily-cap-${row.year}`}
              name={`caps.${index}.amount`}
              label={`${row.year} (€ par jour)`}
              inputMode="decimal"
              autoComplete="off"
            />
            <p className="text-sm text-muted sm:pt-7" data-testid="daily-cap-note">
              {capNote(row)}
            </p>
          </li>
        ))}
      </ul>
      <SaveSettingsButton pending={save.isPending} label="Enregistrer les plafonds" />
    </Form>
  );
}
