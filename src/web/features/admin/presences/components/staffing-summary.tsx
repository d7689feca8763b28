import TriangleAlert from "lucide-react/icons/triangle-alert";
import { type StaffingOfDay, staffingWarning } from "../../../../../domain/plaine/staffing.ts";

/** One day's ratio in a line: expected and present children, the monitors each needs, the staff entered. */
export function StaffingSummary({ staffing }: { staffing: StaffingOfDay }) {
  const warning = staffingWarning(staffing);
  return (
    <div className="space-y-1 text-sm">
      <p className="text-ink">
        {staffing.expectedChildren} attendus ({staffing.requiredForExpected} anim. requis) · {staffing.presentChildren} présents (
        {staffing.requiredForPresent} requis) ·{" "}
        {staffing.staffCount === null ? "animateurs non renseignés" : `${staffing.staffCount} animateurs`}
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
