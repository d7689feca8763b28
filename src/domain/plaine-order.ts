/**
 * The order of a parent's plaines ('Mes inscriptions'): those still to come or running first, the
 * nearest first; then those over, the most recent first. Dates are calendar dates (YYYY-MM-DD) in
 * Brussels, today by the site's clock.
 */
interface PlaineDates {
  title: string;
  startDate: string;
  endDate: string;
}

export function upcomingPlainesFirst(today: string): (a: PlaineDates, b: PlaineDates) => number {
  return (a, b) => {
    const aOver = a.endDate < today;
    const bOver = b.endDate < today;
    if (aOver !== bOver) return aOver ? 1 : -1;
    const byDate = aOver
      ? b.startDate.localeCompare(a.startDate) || b.endDate.localeCompare(a.endDate)
      : a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate);
    return byDate || a.title.localeCompare(b.title, "fr");
  };
}
