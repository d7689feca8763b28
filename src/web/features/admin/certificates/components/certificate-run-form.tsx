import Play from "lucide-react/icons/play";
import { type ReactNode, useState } from "react";
import { useWatch } from "react-hook-form";
import { Link } from "react-router";
import type { BelcotaxLayoutView, CertificateRunsView } from "../../../../../domain/contracts/certificates.ts";
import { certificateRunSchema } from "../../../../../domain/contracts/certificates-input.ts";
import { brusselsToday } from "../../../../../domain/dates.ts";
import { adminCertificateSettingsPath } from "../../../../../domain/paths.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormSelectField } from "../../../../components/form/form-select-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { isFinished, type CertificateRunRefusal, useStartCertificateRun } from "../api/certificate-runs.ts";
import { autoLayoutLabel, unknownYearNote } from "../certificate-run-labels.ts";

const START_FAILED = "La génération n'a pas pu être lancée";

/** Last year when it can be run (the usual case, in the first months of a year), else the newest year offered. */
function defaultYear(years: readonly number[]): number {
  const lastYear = Number(brusselsToday().slice(0, 4)) - 1;
  return years.includes(lastYear) ? lastYear : years[0];
}

/** The usual layout first, then every layout the site knows, then no file (decision 0047). */
function layoutOptions(year: number, layouts: readonly BelcotaxLayoutView[]) {
  return [
    { value: "auto", label: autoLayoutLabel(year, layouts) },
    ...layouts.map((layout) => ({ value: String(layout.year), label: `Format de ${layout.year}` })),
    { value: "none", label: "Sans fichier Belcotax" },
  ];
}

interface RunFormProps {
  view: CertificateRunsView;
  /** What a run does, beside the year and the button on wide screens, above them on narrow ones. */
  children: ReactNode;
}

/** Picks an income year and starts its run; the server's refusal stays shown until the next try. */
export function CertificateRunForm({ view, children }: RunFormProps) {
  if (view.years.length === 0) {
    return (
      <div className="space-y-4">
        {children}
        <p className="text-muted">Aucune année de revenus à générer pour le moment.</p>
      </div>
    );
  }
  return <RunForm view={view}>{children}</RunForm>;
}

function RunForm({ view, children }: RunFormProps) {
  const form = useZodForm(certificateRunSchema, { defaultValues: { year: String(defaultYear(view.years)), belcotaxLayout: "auto" } });
  const [refusal, setRefusal] = useState<CertificateRunRefusal | null>(null);
  const year = Number(useWatch({ control: form.control, name: "year" }));
  const choice = useWatch({ control: form.control, name: "belcotaxLayout" });
  const busy = view.runs.some((run) => run.year === year && !isFinished(run.status));
  const layoutWarning = choice === "auto" ? unknownYearNote(year, view.belcotaxLayouts) : null;

  const start = useStartCertificateRun(form, setRefusal);

  return (
    <Form form={form} onSubmit={(values) => start.mutate(values)} aria-label="Générer les attestations d'une année" className="space-y-4">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
        {children}
        <div className="space-y-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end lg:flex-col lg:items-stretch">
            <FormSelectField
              id="certificate-run-year"
              name="year"
              label="Année de revenus"
              options={view.years.map((option) => ({ value: String(option), label: String(option) }))}
              className="sm:w-48 lg:w-full"
            />
            <FormSelectField
              id="certificate-run-belcotax"
              name="belcotaxLayout"
              label="Format du fichier Belcotax"
              options={layoutOptions(year, view.belcotaxLayouts)}
              className="sm:w-60 lg:w-full"
            />
            <Button type="submit" disabled={start.isPending || busy} className="w-full sm:w-auto lg:w-full">
              <Play aria-hidden="true" className="size-4" />
              {start.isPending ? "Lancement en cours..." : "Générer les attestations"}
            </Button>
          </div>
          {layoutWarning && (
            <p className="text-sm text-amber-900" data-testid="belcotax-layout-warning">
              {layoutWarning}
            </p>
          )}
          <p className="text-sm text-muted">
            {busy
              ? `Une génération des attestations ${year} est en cours\u00a0: suivez-la ci-dessous.`
              : `Pour ${year}\u00a0: fichier Belcotax-on-web avant le 1er mars ${year + 1}, attestations aux parents de préférence d'ici avril ${year + 1}.`}
          </p>
        </div>
      </div>
      {refusal && (
        <Alert tone="error" title={START_FAILED}>
          <p>{refusal.message}</p>
          {refusal.organiser && (
            <p className="mt-1">
              <Link to={adminCertificateSettingsPath} className="font-semibold underline underline-offset-4">
                Compléter les coordonnées de l'organisateur dans les paramètres
              </Link>
            </p>
          )}
        </Alert>
      )}
    </Form>
  );
}
