import { useState } from "react";
import { staffingWarning, type StaffingOfDay } from "../../../../../domain/plaine/staffing.ts";
import { staffingNorms } from "../../../../../domain/plaine/staffing-norms.ts";
import { parseTypedNumber } from "../../../../../domain/typed-number.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { toast } from "../../../../lib/toast.ts";
import { useSaveStaffCount } from "../api/presences.ts";

function Figure({ label, value, testId }: { label: string; value: number | string; testId?: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-2 text-center">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="text-2xl font-extrabold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Which staff the day is weighed by: the team checked in, or else the number entered (associations without team accounts). */
function StaffSource({ staffing }: { staffing: StaffingOfDay }) {
  if (staffing.staffSource === "checked-in") {
    const n = staffing.staffCount ?? 0;
    return (
      <p className="rounded-xl bg-emerald-50 p-2 text-sm text-ink" data-testid="staff-source">
        <strong data-testid="staff-counted">{n}</strong> {staffing.past ? "animateur" : "animateur présent"}
        {n > 1 ? "s" : ""} compté{n > 1 ? "s" : ""} depuis «&nbsp;Équipe du jour&nbsp;»
        {staffing.past ? " (venus ce jour-là)." : " (arrivés et pas encore partis)."} Le nombre saisi ci-dessous ne compte plus ce jour-là.
      </p>
    );
  }
  return (
    <p className="text-xs text-muted" data-testid="staff-source">
      {staffing.staffSource === "entered"
        ? "L'encadrement se compte sur le nombre saisi ci-dessous : personne de l'équipe n'est pointé dans « Équipe du jour » ce jour-là."
        : "Pointez l'équipe dans « Équipe du jour », ou saisissez le nombre d'animateurs (associations sans comptes d'équipe)."}
    </p>
  );
}

/**
 * What the association's staffing norms ask of the day and the staff the administrator counts: for
 * the children expected and those on the ground, or once the day is over, for those who came.
 */
export function StaffingPanel({ activityId, date, staffing }: { activityId: string; date: string; staffing: StaffingOfDay }) {
  const [typed, setTyped] = useState<string | null>(null);
  const save = useSaveStaffCount(activityId, date, () => setTyped(null));
  const value = typed ?? (staffing.enteredStaffCount === null ? "" : String(staffing.enteredStaffCount));
  const warning = staffingWarning(staffing);
  const norms = staffingNorms(staffing.norms);
  return (
    <section aria-labelledby="staffing-title" className="space-y-3 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
      <h2 id="staffing-title" className="font-bold text-ink">
        Encadrement
      </h2>
      {staffing.past ? (
        <dl className="grid grid-cols-3 gap-2">
          <Figure label="Enfants attendus" value={staffing.expectedChildren} />
          <Figure label="Enfants venus" value={staffing.attendedChildren} testId="attended-children" />
          <Figure label="Animateurs requis" value={staffing.requiredForAttended} />
        </dl>
      ) : (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Figure label="Enfants attendus" value={staffing.expectedChildren} />
          <Figure label="Enfants présents" value={staffing.presentChildren} testId="present-children" />
          <Figure label="Animateurs requis (attendus)" value={staffing.requiredForExpected} />
          <Figure label="Animateurs requis (présents)" value={staffing.requiredForPresent} />
        </dl>
      )}
      <p className="text-xs text-muted">
        Animateurs requis par {norms.source}&nbsp;: {norms.rule}, l'âge compté le jour même.
        {staffing.past
          ? " Jour passé\u00a0: l'encadrement se compte sur les enfants venus."
          : " Un enfant parti ne compte plus parmi les présents."}
      </p>
      <StaffSource staffing={staffing} />
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const blank = value.trim() === "";
          const count = blank ? null : parseTypedNumber(value, "whole");
          if (!blank && (count === null || count < 0)) {
            toast.error("Le nombre d'animateurs doit être un nombre entier positif");
            return;
          }
          save.mutate(count);
        }}
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor="staff-count" className="text-sm font-medium text-ink">
            Animateurs présents ce jour
          </label>
          <input
            id="staff-count"
            type="number"
            inputMode="numeric"
            min={0}
            max={500}
            value={value}
            onChange={(event) => setTyped(event.target.value)}
            className="h-11 w-28 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
          />
        </div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          Enregistrer
        </Button>
      </form>
      {warning && (
        <Alert tone="error" role="alert">
          {warning}
        </Alert>
      )}
    </section>
  );
}
