import Copy from "lucide-react/icons/copy";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import type { AdminActivity } from "../../../../../domain/contracts/admin-activities.ts";
import { formatDateRangeFr, isIsoDate } from "../../../../../domain/dates.ts";
import { adminActivityEditPath } from "../../../../../domain/paths.ts";
import { followingDates, START_ON_WEEKDAY, weekdaysBetween } from "../../../../../domain/plaine/days.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useDuplicateActivity } from "../api/duplicate-activity.ts";

const START_REQUIRED = "La date de début est requise";

/** The copy's dates for the start typed so far, or why there are none. */
function copyDates(activity: AdminActivity, startDate: string) {
  if (!isIsoDate(startDate)) return { error: START_REQUIRED };
  const dates = followingDates(activity.startDate, activity.endDate, startDate);
  return dates ? { dates } : { error: START_ON_WEEKDAY };
}

/**
 * 'Dupliquer « … »': the administrator picks the copy's first day and sees where it ends (as many
 * weekdays as the original). The copy, a draft, then opens in the editor.
 */
export function DuplicateActivityDialog({ activity, onClose }: { activity: AdminActivity | null; onClose: () => void }) {
  const navigate = useNavigate();
  const [startDate, setStartDate] = useState("");
  const [touched, setTouched] = useState(false);
  const close = () => {
    setStartDate("");
    setTouched(false);
    onClose();
  };
  const duplicate = useDuplicateActivity((copy) => {
    close();
    void navigate(adminActivityEditPath(copy.id));
  });
  const result = activity ? copyDates(activity, startDate) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (activity && result?.dates) duplicate.mutate({ activity, startDate });
  };

  return (
    <Dialog
      open={activity !== null}
      onClose={() => !duplicate.isPending && close()}
      title={activity ? `Dupliquer «\u00a0${activity.title}\u00a0»` : ""}
      description="Textes, prix, capacité, image et groupes sont repris. La copie est enregistrée comme brouillon."
    >
      {activity && (
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField
            id="duplicate-start-date"
            type="date"
            label="Premier jour de la copie"
            markRequired
            data-autofocus
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
            error={touched && result?.error ? result.error : undefined}
            hint={`La plaine d'origine compte ${weekdaysBetween(activity.startDate, activity.endDate).length} jours de semaine\u00a0: la copie en compte autant.`}
          />
          {result?.dates && (
            <p className="rounded-xl bg-slate-50 p-3 text-sm text-ink">
              Dates de la copie&nbsp;: <strong>{formatDateRangeFr(result.dates.startDate, result.dates.endDate)}</strong>. Les jours sans
              activité de l'originale ne sont pas repris&nbsp;: marquez ceux de la nouvelle période.
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={duplicate.isPending} onClick={close}>
              Annuler
            </Button>
            <Button type="submit" disabled={duplicate.isPending}>
              <Copy aria-hidden="true" className="size-4" />
              {duplicate.isPending ? "Duplication en cours..." : "Dupliquer"}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
