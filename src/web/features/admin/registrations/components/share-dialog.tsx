import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { Link } from "react-router";
import { payerShareInput } from "../../../../../domain/contracts/admin-payers-input.ts";
import type { RegistrationRow } from "../../../../../domain/contracts/registrations.ts";
import { addDaysIso, brusselsToday } from "../../../../../domain/dates.ts";
import { eurosToCents, formatEuros } from "../../../../../domain/money.ts";
import { paths } from "../../../../../domain/paths.ts";
import { shareCents, shareRefusal } from "../../../../../domain/payers.ts";
import { parseTypedNumber } from "../../../../../domain/typed-number.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormSelectField } from "../../../../components/form/form-select-field.tsx";
import { FormNumericField, FormTextField } from "../../../../components/form/form-text-field.tsx";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { useRegisteredField } from "../../../../components/form/use-registered-field.ts";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { payersQueryOptions } from "../../payers/api/payers.ts";
import { type ShareRequest, useTakePayerShare } from "../api/take-payer-share.ts";
import { childPriceCents } from "../payer-shares.ts";

/** A share's due date unless the administrator says otherwise: 30 days from today (Brussels). */
const DEFAULT_DUE_DAYS = 30;

const MODES = [
  { value: "amount", label: "Montant (€)" },
  { value: "percent", label: "Pourcentage du prix" },
] as const;

/** The form's fields as typed: both the sum and the percentage are kept while the administrator switches between them. */
interface ShareFormValues {
  payerId: string;
  mode: ShareRequest["mode"];
  amount: string;
  percent: string;
  dueDate: string;
}

/** What is sent: the organisation, the sum or the percentage as typed, the due date. */
function shareRequest({ payerId, mode, amount, percent, dueDate }: ShareFormValues): ShareRequest {
  return mode === "amount" ? { payerId, mode, amount, dueDate } : { payerId, mode, percent, dueDate };
}

function ModeChoices() {
  const { error: _error, defaultValue: _default, ...field } = useRegisteredField("mode");
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">Part prise en charge</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {MODES.map((mode) => (
          <label
            key={mode.value}
            htmlFor={`share-mode-${mode.value}`}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm font-medium text-ink has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              id={`share-mode-${mode.value}`}
              type="radio"
              {...field}
              value={mode.value}
              className="size-4 shrink-0 accent-brand-700"
            />
            {mode.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The sum or the percentage, as chosen. */
function ShareField() {
  const mode = useWatch<ShareFormValues, "mode">({ name: "mode" });
  return mode === "percent" ? (
    <FormNumericField
      key="percent"
      id="share-percent"
      name="percent"
      label="Pourcentage pris en charge (%)"
      markRequired
      className="sm:max-w-48"
      hint="Un nombre entier de 1 à 100."
    />
  ) : (
    <FormTextField
      key="amount"
      id="share-amount"
      name="amount"
      label="Montant pris en charge (€)"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      markRequired
      className="sm:max-w-48"
    />
  );
}

/** What the share would be in cents as typed so far, or null while it is no number. */
function typedShareCents(values: Pick<ShareFormValues, "mode" | "amount" | "percent">, wholeCents: number): number | null {
  if (values.mode === "amount") {
    const euros = parseTypedNumber(values.amount, "decimal");
    return euros === null ? null : shareCents({ mode: "amount", amountCents: eurosToCents(euros) }, wholeCents);
  }
  const percent = parseTypedNumber(values.percent, "whole");
  return percent === null ? null : shareCents({ mode: "percent", percent }, wholeCents);
}

/** The child's whole price and, as typed, what the family would pay after the share (or why it cannot be taken). */
function SharePreview({ row }: { row: RegistrationRow }) {
  const [mode, amount, percent] = useWatch<ShareFormValues, ["mode", "amount", "percent"]>({ name: ["mode", "amount", "percent"] });
  const wholeCents = childPriceCents(row);
  const cents = typedShareCents({ mode, amount, percent }, wholeCents);
  const refusal = cents === null ? null : shareRefusal(cents, row.priceCents);
  return (
    <div className="space-y-1 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="share-preview" aria-live="polite">
      <p>
        Prix de l'enfant&nbsp;: <strong>{formatEuros(wholeCents)}</strong>
        {wholeCents !== row.priceCents && <> · la famille paie aujourd'hui {formatEuros(row.priceCents)}</>}
      </p>
      {cents !== null &&
        (refusal ? (
          <p className="font-medium text-red-700">{refusal}</p>
        ) : (
          <p>
            Part prise en charge&nbsp;: <strong>{formatEuros(cents)}</strong> · part de la famille après&nbsp;:{" "}
            <strong>{formatEuros(row.priceCents - cents)}</strong>
          </p>
        ))}
    </div>
  );
}

function ShareForm({ row, onClose }: { row: RegistrationRow; onClose: () => void }) {
  const payers = useQuery(payersQueryOptions());
  // Both the sum and the percentage are held while the administrator switches: the schema reads the one the mode names.
  const defaults: ShareFormValues = {
    payerId: "",
    mode: "amount",
    amount: "",
    percent: "",
    dueDate: addDaysIso(brusselsToday(), DEFAULT_DUE_DAYS),
  };
  const form = useZodForm(payerShareInput, { defaultValues: defaults as z.input<typeof payerShareInput> });
  const take = useTakePayerShare({ onDone: onClose, onRefused: (error) => showServerErrors(form, error) });
  const name = `${row.child.firstName} ${row.child.lastName}`;
  const active = (payers.data ?? []).filter((payer) => !payer.archived);

  if (payers.isPending) return <Skeleton className="h-64 w-full" />;
  if (active.length === 0)
    return (
      <div className="space-y-4 text-sm leading-relaxed text-ink">
        <p>
          {payers.isError
            ? "L'annuaire des organismes n'a pas pu être chargé."
            : "Aucun organisme dans l'annuaire\u00a0: ajoutez d'abord le CPAS, l'employeur ou le sponsor qui paie."}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Retour
          </Button>
          <Link to={paths.adminPayers} className={buttonClasses()}>
            Ouvrir les organismes payeurs
          </Link>
        </div>
      </div>
    );

  return (
    <Form
      form={form}
      // The sum or the percentage as typed: the server reads it with the same schema.
      onSubmit={() => take.mutate({ row, request: shareRequest(form.getValues() as ShareFormValues) })}
      className="space-y-4"
    >
      <p className="text-sm leading-relaxed text-ink">
        Un organisme paie une part de l'inscription de <strong>{name}</strong>. La part de la famille baisse d'autant et la famille en est
        informée par e-mail&nbsp;; l'organisme reçoit une demande de paiement numérotée avec sa communication structurée.
      </p>
      <FormSelectField
        id="share-payer"
        name="payerId"
        label="Organisme"
        markRequired
        options={[{ value: "", label: "Choisissez l'organisme" }, ...active.map((payer) => ({ value: payer.id, label: payer.name }))]}
      />
      <ModeChoices />
      <ShareField />
      <FormTextField id="share-due-date" name="dueDate" label="Échéance" type="date" markRequired className="sm:max-w-56" />
      <SharePreview row={row} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={take.isPending} onClick={onClose}>
          Retour
        </Button>
        <Button type="submit" disabled={take.isPending}>
          {take.isPending ? "Enregistrement..." : "Enregistrer la prise en charge"}
        </Button>
      </div>
    </Form>
  );
}

/** 'Prise en charge…': an organisation takes a sum or a percentage of one child's price, with a due date. */
export function ShareDialog({ row, onClose }: { row: RegistrationRow | null; onClose: () => void }) {
  return (
    <Dialog open={row !== null} title="Prise en charge par un organisme" onClose={onClose}>
      {row && <ShareForm key={row.id} row={row} onClose={onClose} />}
    </Dialog>
  );
}
