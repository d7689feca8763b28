import type { RetentionView } from "../../../../../domain/contracts/privacy.ts";
import { retentionSettingsSchema } from "../../../../../domain/contracts/privacy-input.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { RETENTION_BOUNDS, type RetentionSettings } from "../../../../../domain/privacy.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormNumericField } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { saveRetention } from "../api/retention.ts";
import { useSaveSettings } from "../../shared/api/use-save-settings.ts";
import { SaveSettingsButton } from "../../shared/components/save-settings-button.tsx";

const FIELDS = Object.keys(RETENTION_BOUNDS) as (keyof RetentionSettings)[];
const SAVED = "Durées de conservation enregistrées";
const SAVE_ERROR = "Les durées n'ont pas été enregistrées";

const asText = (settings: RetentionSettings) =>
  Object.fromEntries(FIELDS.map((field) => [field, String(settings[field])])) as Record<keyof RetentionSettings, string>;

/** The periods after which personal data is purged, and what each purge removed so far. */
export function RetentionSettingsPanel({ view }: { view: RetentionView }) {
  const form = useZodForm(retentionSettingsSchema, { defaultValues: asText(view.settings) });
  const save = useSaveSettings({
    form,
    save: saveRetention,
    queryKey: adminKeys.retention(),
    toForm: (saved: RetentionView) => asText(saved.settings),
    savedMessage: SAVED,
    failedMessage: SAVE_ERROR,
  });

  return (
    <div className="space-y-6">
      <Form form={form} onSubmit={(values) => save.mutate(values)} aria-label="Durées de conservation" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <FormNumericField
              key={field}
              id={`retention-${field}`}
              name={field}
              label={`${RETENTION_BOUNDS[field].label} (${RETENTION_BOUNDS[field].unit})`}
            />
          ))}
        </div>
        <SaveSettingsButton pending={save.isPending} label="Enregistrer les durées" />
      </Form>

      <div className="space-y-2">
        <h3 className="font-bold text-ink">Suppressions effectuées</h3>
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Suppressions effectuées">
          {view.purges.map((purge) => (
            <li key={purge.job} data-testid="purge-count" className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:justify-between">
              <span className="text-ink">{purge.label}</span>
              <span className="text-muted">
                <strong className="text-ink">{purge.total}</strong> au total
                {purge.lastRunAt
                  ? ` · dernier passage le ${formatDateTimeFr(purge.lastRunAt)} (${purge.lastPurged ?? 0})`
                  : " · jamais exécuté"}
              </span>
            </li>
          ))}
          <li data-testid="erasure-count" className="px-3 py-2 text-sm text-ink">
            Comptes supprimés&nbsp;: {view.erasures.self} par les parents, {view.erasures.admin} par un administrateur,{" "}
            {view.erasures.inactivity} pour inactivité
          </li>
        </ul>
      </div>
    </div>
  );
}
