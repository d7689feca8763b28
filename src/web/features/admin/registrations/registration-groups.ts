import type { RegistrationGroup, RegistrationRow } from "../../../../domain/contracts/registrations.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { matchesRegistrationFilters, type RegistrationFilters } from "../../../../domain/registration-filters.ts";

/** A plaine's group as the page shows it: only the rows the filters keep. */
export interface VisibleGroup {
  group: RegistrationGroup;
  rows: RegistrationRow[];
}

/** What the search box looks in: the child, the parent, the e-mail, the reference, the structured communication. */
function searchText(row: RegistrationRow): (string | null | undefined)[] {
  return [
    `${row.child.firstName} ${row.child.lastName}`,
    row.parent && `${row.parent.firstName} ${row.parent.lastName}`,
    row.parent?.email,
    row.reference,
    row.communication,
  ];
}

/**
 * The groups and rows the filters keep, by the domain's rule (the one the export applies on the
 * server). Plaines not yet over come first, soonest first; then the past ones, latest first.
 */
export function visibleGroups(groups: RegistrationGroup[], filters: RegistrationFilters, today: string): VisibleGroup[] {
  const kept = groups
    .map((group) => ({
      group,
      rows: group.registrations.filter((row) =>
        matchesRegistrationFilters(
          {
            status: row.status,
            paymentStatus: row.paymentStatus,
            paymentMethod: row.paymentMethod,
            activityId: group.activity.id,
            endDate: group.activity.endDate,
            searchText: searchText(row),
          },
          filters,
          today,
        ),
      ),
    }))
    .filter((visible) => visible.rows.length > 0);
  const upcoming = kept.filter(({ group }) => group.activity.endDate >= today);
  const past = kept.filter(({ group }) => group.activity.endDate < today);
  const byStart = (a: VisibleGroup, b: VisibleGroup) => a.group.activity.startDate.localeCompare(b.group.activity.startDate);
  return [...upcoming.sort(byStart), ...past.sort((a, b) => byStart(b, a))];
}

export interface GroupTotals {
  total: string;
  /** What came in, a transfer's partial credits included. */
  paid: string;
  /** What the families still owe on registrations that still stand. */
  due: string;
  dueCents: number;
}

/** The group's amounts as the server counted them from its payments: everything charged, what came in, what is still due. */
export function groupTotals(group: RegistrationGroup): GroupTotals {
  return { total: group.totalLabel, paid: formatEuros(group.receivedCents), due: formatEuros(group.dueCents), dueCents: group.dueCents };
}

/** The row that offers the payment's actions (refund): the first row of each payment in the group. */
export function paymentLeadRows(group: RegistrationGroup): Set<string> {
  const seen = new Set<string>();
  const leads = new Set<string>();
  const ordered = [...group.registrations].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  for (const row of ordered) {
    if (seen.has(row.paymentId)) continue;
    seen.add(row.paymentId);
    leads.add(row.id);
  }
  return leads;
}

export function canRefund(row: RegistrationRow): boolean {
  return row.paymentMethod === "stripe" && row.paymentStatus === "paid";
}
