import Download from "lucide-react/icons/download";
import FileSpreadsheet from "lucide-react/icons/file-spreadsheet";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { exportUrl, type ListFilters } from "../registration-filters-url.ts";

interface ExportLinksProps {
  filters: ListFilters;
  medical: boolean;
  /** One plaine's group only; the whole filtered list without it. */
  activity?: { id: string; title: string };
}

/**
 * 'Exporter CSV' and 'Exporter Excel': plain links to the export's address (the browser sends the
 * session cookie and saves the file), with the list's filters so the file holds what is shown.
 */
export function ExportLinks({ filters, medical, activity }: ExportLinksProps) {
  const options = { activityId: activity?.id, medical };
  const link = buttonClasses({ variant: "outline", size: "sm" });
  const scope = activity ? <span className="sr-only"> — {activity.title}</span> : null;
  return (
    <div className="flex flex-wrap gap-2">
      <a href={exportUrl("csv", filters, options)} download className={link}>
        <Download aria-hidden="true" className="size-4" />
        Exporter CSV{scope}
      </a>
      <a href={exportUrl("xlsx", filters, options)} download className={link}>
        <FileSpreadsheet aria-hidden="true" className="size-4" />
        Exporter Excel{scope}
      </a>
    </div>
  );
}
