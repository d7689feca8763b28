import { oneAgreementSentSchema } from "../../../../../domain/contracts/admin-presences-input.ts";
import type { CentreReportResponse } from "../../../../../domain/contracts/admin-presences.ts";
import { brusselsToday, formatDateFr } from "../../../../../domain/dates.ts";
import { ONE_AGREEMENT_DAYS_BEFORE } from "../../../../../domain/plaine/one-agreement.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormTextField } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { useSetOneAgreement } from "../api/centre-report.ts";

type Agreement = NonNullable<CentreReportResponse["oneAgreement"]>;

/**
 * The ONE agreement request of the plaine: the last day to send it, and the day it was sent once
 * recorded (the dashboard reminds it until then); « Annuler » clears a date noted by mistake.
 */
export function OneAgreementForm({ activityId, agreement }: { activityId: string; agreement: Agreement }) {
  const today = brusselsToday();
  const form = useZodForm(oneAgreementSentSchema, { defaultValues: { requestedOn: today } });
  const save = useSetOneAgreement(activityId, form);
  return (
    <div className="space-y-2" data-testid="one-agreement">
      <h3 className="font-bold text-ink">Demande d'agrément ONE</h3>
      {agreement.requestedOn ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink">Demande envoyée le {formatDateFr(agreement.requestedOn)}.</p>
          <Button variant="outline" size="sm" disabled={save.isPending} onClick={() => save.mutate({ requestedOn: null })}>
            Annuler
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm text-muted">
            À envoyer à l'ONE au plus tard le {formatDateFr(agreement.deadline)} ({ONE_AGREEMENT_DAYS_BEFORE} jours avant le début)&nbsp;:
            une demande plus tardive est refusée. Le tableau de bord la rappelle tant qu'elle n'est pas notée comme envoyée.
          </p>
          <Form
            form={form}
            onSubmit={(values) => save.mutate(values)}
            aria-label="Noter la demande d'agrément ONE comme envoyée"
            className="flex flex-wrap items-end gap-2"
          >
            <FormTextField id="one-agreement-date" name="requestedOn" type="date" label="Envoyée le" max={today} className="min-w-40" />
            <Button type="submit" size="sm" disabled={save.isPending}>
              Noter comme envoyée
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}
