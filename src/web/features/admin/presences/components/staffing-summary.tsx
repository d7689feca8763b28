import TriangleAlert from "lucide-react/icons/triangle-alert";
import { type StaffingOfDay, staffingWarning } from "../../../../../domain/plaine/staffing.ts";

/** "3 attendus", "1 animateur": a French plural from 2 on. */
const count = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;

/** The children a day's ratio is counted on: those expected and on the ground; once the day is over, those who came. */
function childrenLine(staffing: StaffingOfDay): string {
  const expected = count(staffing.expectedChildren, "attendu");
  if (staffing.past) return `${expected} · ${count(staffing.attendedChildren, "venu")} (${staffing.requiredForAttended} anim. requis)`;
  return `${expected} (${staffing.requiredForExpected} anim. requis) · ${count(staffing.presentChildren, "présent")} (${staffing.requiredForPresent} requis)`;
}

/** The staff counted: the team checked in, or the number entered. */
function staffLine(staffing: StaffingOfDay): string {
  if (staffing.staffCount === null) return "animateurs non renseignés";
  const counted = count(staffing.staffCount, "animateur");
  return staffing.staffSource === "checked-in" ? `${counted} pointé${staffing.staffCount > 1 ? "s" : ""}` : counted;
}

/** One day's ratio in a line: the children counted, the monitors they need, the staff entered. */
export function StaffingSummary({ staffing }: { staffing: StaffingOfDay }) {
  const warning = staffingWarning(staffing);
  return (
    <div className="space-y-1 text-sm">
      <p className="text-ink">
        {childrenLine(staffing)} · {staffLine(staffing)}
      </p>
      {warning && (
        <p className="flex items-center gap-1.5 font-semibold text-red-700">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {warning}
        </p>
      )}
    </div>
  );
}
