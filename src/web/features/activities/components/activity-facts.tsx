import Baby from "lucide-react/icons/baby";
import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";
import type { Activity } from "../../../../domain/activity.ts";
import { formatAgeRange } from "../../../../domain/age.ts";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
import { cn } from "../../../lib/cn.ts";

type Facts = Pick<Activity, "startDate" | "endDate" | "location" | "ageRange">;

/** When, where and for whom: the three facts a parent scans first. */
export function ActivityFacts({ activity, className }: { activity: Facts; className?: string }) {
  const items = [
    { Icon: CalendarDays, label: "Dates", text: formatDateRangeFr(activity.startDate, activity.endDate) },
    { Icon: MapPin, label: "Ville", text: activity.location.city },
    { Icon: Baby, label: "Âge", text: formatAgeRange(activity.ageRange) },
  ];
  return (
    <dl className={cn("space-y-1.5 text-sm text-muted", className)}>
      {items.map(({ Icon, label, text }) => (
        <div key={label} className="flex items-center gap-2">
          <dt>
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {/* The trailing " : " keeps label and value apart when the text is read as one string. */}
            <span className="sr-only">{`${label}\u00a0: `}</span>
          </dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
