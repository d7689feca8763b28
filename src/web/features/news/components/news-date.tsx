import { formatDateFr } from "../../../../domain/dates.ts";
import { cn } from "../../../lib/cn.ts";

export function NewsDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date.slice(0, 10)} className={cn("text-sm font-medium text-muted", className)}>
      {formatDateFr(date)}
    </time>
  );
}
