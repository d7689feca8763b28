import { useQuery, useQueryClient } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import FileText from "lucide-react/icons/file-text";
import { type FormEvent, useState } from "react";
import {
  allowanceCapsSchema,
  type AllowanceCapsInput,
  type AllowanceCapsView,
  type AllowanceYearView,
} from "../../../../../domain/contracts/staff-allowances.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormTextField } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { LoadError } from "../../../../components/load-error.tsx";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { SelectField } from "../../../../components/ui/select-field.tsx";
import { SkeletonStack } from "../../../../components/ui/skeleton.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { isApiError } from "../../../../lib/api-client.ts";
import { useSaveSettings } from "../../shared/api/use-save-settings.ts";
import { SaveSettingsButton } from "../../shared/components/save-settings-button.tsx";
import {
  allowanceAmountsQueryOptions,
  allowanceCapsQueryOptions,
  allowanceKeys,
  allowanceYearQueryOptions,
  exportUrl,
  saveAllowanceCaps,
  statementUrl,
  useSaveAllowanceAmount,
} from "../api/allowances.ts";

/** "16,40" for 1640 cents: the figure as the field shows it, blank when there is none. */
const asTyped = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2).replace(".", ","));

const capsAsText = (view: AllowanceCapsView): AllowanceCapsInput => ({
  caps: view.years.map((row) => ({ year: row.year, daily: asTyped(row.dailyCents), yearly: asTyped(row.yearlyCents) })),
});

/** Each year's daily and yearly caps, indexed yearly and entered here (no figure is known in advance). */
function CapsForm({ view }: { view: AllowanceCapsView }) {
  const queryClient = useQueryClient();
  const form = useZodForm(allowanceCapsSchema, { defaultValues: capsAsText(view) });
  const save = useSaveSettings({
    form,
    save: saveAllowanceCaps,
    queryKey: allowanceKeys.caps(),
    toForm: capsAsText,
    savedMessage: "Plafonds enregistrés",
    failedMessage: "Les plafonds n'ont pas été enregistrés",
    // The year's list is kept to the caps: computed again with the new ones.
    keep: () => void queryClient.invalidateQueries({ queryKey: [...allowanceKeys.all, "year"] }),
  });
  return (
    <Form form={form} onSubmit={(input) => save.mutate(input)} aria-label="Plafonds des défraiements" className="space-y-4">
      <p className="text-sm text-muted">
        Les plafonds sont indexés chaque année (loi du 3 juillet 2005)&nbsp;: saisissez ceux de l'année publiés par le SPF Sécurité sociale.
        Sans plafonds, la liste le signale.
      </p>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {view.years.map((row, index) => (
          <li key={row.year} data-testid="allowance-cap" className="grid gap-2 px-3 py-3 sm:grid-cols-2">
            <FormTextField
              id={`allowance-daily-${row.year}`}
              name={`caps.${index}.daily`}
              label={`${row.year}\u00a0: par jour (€)`}
              inputMode="decimal"
              autoComplete="off"
            />
            <FormTextField
              id={`allowance-yearly-${row.year}`}
              name={`caps.${index}.yearly`}
              label={`${row.year}\u00a0: par an (€)`}
              inputMode="decimal"
              autoComplete="off"
            />
          </li>
        ))}
      </ul>
      <SaveSettingsButton pending={save.isPending} label="Enregistrer les plafonds" />
    </Form>
  );
}

/** One amount per day: a field and its button; blank removes it. */
function AmountRow({
  kind,
  id,
  label,
  cents,
  hint,
}: {
  kind: "plaine" | "person";
  id: string;
  label: string;
  cents: number | null;
  hint: string;
}) {
  const [amount, setAmount] = useState(asTyped(cents));
  const save = useSaveAllowanceAmount();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ kind, id, amount });
  };
  const error = isApiError(save.error) ? save.error.fields?.amount : undefined;
  return (
    <li>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2 py-2" data-testid={`allowance-${kind}`}>
        <div className="min-w-0 flex-1 basis-56">
          <TextField
            label={label}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            hint={hint}
            error={error}
          />
        </div>
        <Button type="submit" variant="outline" size="sm" className="sm:mt-7" disabled={save.isPending}>
          Enregistrer
        </Button>
      </form>
    </li>
  );
}

function Amounts() {
  const amounts = useQuery(allowanceAmountsQueryOptions());
  if (amounts.isPending) return <SkeletonStack busy className="space-y-2" bars={["h-12 w-full", "h-12 w-full"]} />;
  if (!amounts.data)
    return (
      <LoadError
        title="Erreur lors du chargement des montants"
        error={amounts.error}
        onRetry={() => void amounts.refetch()}
        retrying={amounts.isFetching}
      />
    );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        <h4 className="font-bold text-ink">Par plaine (€ par jour presté)</h4>
        <ul className="divide-y divide-slate-100">
          {amounts.data.plaines.map((plaine) => (
            <AmountRow
              key={plaine.activityId}
              kind="plaine"
              id={plaine.activityId}
              label={plaine.title}
              cents={plaine.cents}
              hint={"Vide\u00a0: pas de défraiement"}
            />
          ))}
        </ul>
      </div>
      <div>
        <h4 className="font-bold text-ink">Par personne (remplace celui des plaines)</h4>
        {amounts.data.people.length === 0 && <p className="text-sm text-muted">Personne n'a encore accepté son invitation.</p>}
        <ul className="divide-y divide-slate-100">
          {amounts.data.people.map((person) => (
            <AmountRow
              key={person.profileId}
              kind="person"
              id={person.profileId}
              label={person.name}
              cents={person.cents}
              hint={"Vide\u00a0: celui des plaines\u00a0; 0\u00a0: aucun (sous contrat)"}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

function YearList({ view }: { view: AllowanceYearView }) {
  const link = buttonClasses({ variant: "outline", size: "sm" });
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink" data-testid="allowance-caps">
        {view.caps
          ? `Plafonds ${view.year}\u00a0: ${formatEuros(view.caps.dailyCents)} par jour, ${formatEuros(view.caps.yearlyCents)} par an. Total dû\u00a0: ${formatEuros(view.dueCents)}.`
          : `Plafonds ${view.year} non saisis. Total dû\u00a0: ${formatEuros(view.dueCents)}.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <a href={exportUrl(view.year, "csv")} download className={link}>
          <Download className="size-4" aria-hidden /> Export CSV
        </a>
        <a href={exportUrl(view.year, "xlsx")} download className={link}>
          <Download className="size-4" aria-hidden /> Export Excel
        </a>
      </div>
      {view.volunteers.length === 0 ? (
        <p className="text-sm text-muted">Aucun jour presté noté sur «&nbsp;Équipe du jour&nbsp;» cette année.</p>
      ) : (
        <ul className="space-y-2">
          {view.volunteers.map((row) => (
            <li key={row.profileId} data-testid="allowance-volunteer" className="space-y-2 rounded-xl border border-slate-200 bg-white p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink">{row.name}</p>
                <p className="text-sm text-ink">
                  {row.days === 1 ? "1 jour" : `${row.days} jours`} · <strong>{formatEuros(row.dueCents)}</strong>
                </p>
              </div>
              <p className="text-sm text-muted">
                {row.lines
                  .map(
                    (line) =>
                      `${line.activityTitle}\u00a0: ${line.days} j × ${line.dayCents === null ? "sans défraiement" : formatEuros(line.dayCents)}`,
                  )
                  .join(" · ")}
              </p>
              {row.warnings.map((warning) => (
                <Alert key={warning} tone="warning" title={warning} />
              ))}
              <a href={statementUrl(row.profileId, view.year)} target="_blank" rel="noreferrer" className={link}>
                <FileText className="size-4" aria-hidden /> Relevé annuel (PDF)
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'Défraiements des volontaires' on 'Équipe' (decision 0066): amounts, caps, the year's list and its files. */
export function AllowancesSection({ thisYear }: { thisYear: number }) {
  const [year, setYear] = useState(thisYear);
  const caps = useQuery(allowanceCapsQueryOptions());
  const list = useQuery(allowanceYearQueryOptions(year));
  const years = caps.data?.years.map((row) => row.year) ?? [thisYear];
  return (
    <section aria-labelledby="allowances" className="space-y-4">
      <h2 id="allowances" className="text-xl font-extrabold text-ink">
        Défraiements des volontaires
      </h2>
      <Card>
        <CardBody className="space-y-3">
          <h3 className="text-lg font-bold text-ink">Montants par jour</h3>
          <Amounts />
        </CardBody>
      </Card>
      <Card>
        <CardBody className="space-y-3">
          <h3 className="text-lg font-bold text-ink">Plafonds légaux par année</h3>
          {caps.data ? <CapsForm view={caps.data} /> : <SkeletonStack busy className="space-y-2" bars={["h-12 w-full"]} />}
        </CardBody>
      </Card>
      <Card>
        <CardBody className="space-y-3">
          <h3 className="text-lg font-bold text-ink">Volontaires de l'année</h3>
          <SelectField
            label="Année"
            value={String(year)}
            onChange={(event) => setYear(Number(event.target.value))}
            options={years.map((value) => ({ value: String(value), label: String(value) }))}
          />
          {list.isPending ? (
            <SkeletonStack busy className="space-y-2" bars={["h-16 w-full"]} />
          ) : !list.data ? (
            <LoadError
              title="Erreur lors du chargement des défraiements"
              error={list.error}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          ) : (
            <YearList view={list.data} />
          )}
        </CardBody>
      </Card>
    </section>
  );
}
