import { asc, eq, inArray } from "drizzle-orm";
import { ageOn, formatAge } from "../../../../domain/age.ts";
import type { ExportFormat } from "../../../../domain/contracts/admin.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { sharesByPayment } from "../../../../domain/payment-shares.ts";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentReceipts,
  REGISTRATION_STATUS_LABELS,
  registrationReference,
} from "../../../../domain/registration.ts";
import { matchesRegistrationFilters, type RegistrationFilters } from "../../../../domain/registration-filters.ts";
import { formatStructuredCommunication } from "../../../../domain/structured-communication.ts";
import type { FieldCipher } from "../../../crypto/field-encryption.ts";
import type { Db } from "../../../db/client.ts";
import { openMedicalFile } from "../../children/index.ts";
import {
  activities,
  children,
  payments,
  profiles,
  registrations,
  users,
  waitlistEntries,
  waitlistEntryChildren,
} from "../../../db/schema.ts";
import { ACTIVE_WAITLIST_STATUSES, waitlistPositionLabel } from "../../../../domain/waitlist.ts";
import { formatDateTimeFr } from "../../../../domain/date-time.ts";
import { day, euros, type SheetCell, spreadsheetFile } from "../../../http/spreadsheet.ts";

/** One line of the export: one registered child. */
interface ExportLine {
  childId: string;
  hasMedicalInfo: boolean;
  cells: Record<ColumnKey, SheetCell>;
}

const COLUMNS = [
  ["plaine", "Plaine"],
  ["startDate", "Début"],
  ["endDate", "Fin"],
  ["child", "Enfant"],
  ["birthDate", "Date de naissance"],
  ["age", "Âge au début"],
  ["parent", "Parent"],
  ["phone", "Téléphone"],
  ["email", "E-mail"],
  ["reference", "Référence"],
  ["status", "Statut de l'inscription"],
  ["paymentStatus", "Statut du paiement"],
  ["method", "Mode de paiement"],
  ["amount", "Montant (€)"],
  ["received", "Reçu (€)"],
  ["communication", "Communication structurée"],
  ["paidAt", "Date de paiement"],
  ["allergies", "Allergies"],
  ["medicalConditions", "Problèmes de santé"],
] as const;
type ColumnKey = (typeof COLUMNS)[number][0];
const MEDICAL_COLUMNS: ColumnKey[] = ["allergies", "medicalConditions"];

interface ChildShare {
  amountCents: number;
  receivedCents: number;
}

/**
 * Each registration's share of its payment (decision 0046, `registrationShares`): the amount and
 * what came in, spread in proportion to their prices over the payment's registrations that still stand (all of them when
 * none does), the first child first for a cent left by rounding. A cancelled child beside standing
 * ones has 0. So a column of the export adds up to its payments' totals.
 */
function childShares(
  rows: readonly { registration: typeof registrations.$inferSelect; payment: typeof payments.$inferSelect }[],
): Map<string, ChildShare> {
  const shared = rows.map(({ registration, payment }) => ({
    id: registration.id,
    paymentId: payment.id,
    isPrimary: registration.isPrimary,
    createdAt: registration.createdAt,
    cancelled: registration.status === "cancelled",
    priceCents: registration.priceCents,
    payment,
  }));
  const amounts = sharesByPayment(shared, (row) => row.payment.amountCents);
  const received = sharesByPayment(shared, (row) => paymentReceipts(row.payment).receivedCents);
  return new Map(shared.map((row) => [row.id, { amountCents: amounts.get(row.id) ?? 0, receivedCents: received.get(row.id) ?? 0 }]));
}

/**
 * The registrations the list's filters keep, one line per child, ordered by plaine then name.
 * The medical columns are filled only when asked; each line says whether its child has a medical
 * file, so the caller records whose file an export showed.
 */
export async function exportLines(
  { db, cipher }: { db: Db; cipher: FieldCipher },
  filters: RegistrationFilters,
  today: string,
  medical: boolean,
): Promise<ExportLine[]> {
  const rows = await db
    .select({ registration: registrations, child: children, payment: payments, activity: activities, email: users.email, parent: profiles })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(payments, eq(payments.id, registrations.paymentId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .innerJoin(users, eq(users.id, registrations.parentId))
    .leftJoin(profiles, eq(profiles.id, registrations.parentId))
    .orderBy(asc(activities.startDate), asc(activities.title), asc(children.lastName), asc(children.firstName));

  // Shared out over every registration of a payment, before the filters keep some.
  const shares = childShares(rows);
  return rows
    .map((row) => {
      const parentName = `${row.parent?.firstName ?? ""} ${row.parent?.lastName ?? ""}`.trim();
      const childName = `${row.child.firstName} ${row.child.lastName}`;
      const reference = registrationReference(row.registration.id);
      const communication = row.payment.structuredCommunication ? formatStructuredCommunication(row.payment.structuredCommunication) : "";
      return { row, parentName, childName, reference, communication };
    })
    .filter(({ row, parentName, childName, reference, communication }) =>
      matchesRegistrationFilters(
        {
          status: row.registration.status,
          paymentStatus: row.payment.status,
          paymentMethod: row.payment.method,
          activityId: row.activity.id,
          endDate: row.activity.endDate,
          searchText: [childName, parentName, row.email, reference, communication],
        },
        filters,
        today,
      ),
    )
    .map(({ row, parentName, childName, reference, communication }) => {
      // Opened only for an export that asked for the medical columns.
      const file = medical ? openMedicalFile(cipher, row.child) : null;
      const share = shares.get(row.registration.id)!;
      return {
        childId: row.child.id,
        hasMedicalInfo: row.child.hasMedicalInfo,
        cells: {
          plaine: row.activity.title,
          startDate: day(row.activity.startDate),
          endDate: day(row.activity.endDate),
          child: childName,
          birthDate: day(row.child.birthDate),
          age: formatAge(ageOn(row.child.birthDate, row.activity.startDate)),
          parent: parentName,
          phone: row.parent?.phone ?? "",
          email: row.email,
          reference,
          status: REGISTRATION_STATUS_LABELS[row.registration.status],
          paymentStatus: PAYMENT_STATUS_LABELS[row.payment.status],
          method: PAYMENT_METHOD_LABELS[row.payment.method],
          amount: euros(share.amountCents),
          received: euros(share.receivedCents),
          communication,
          // The day in Brussels: a payment at 00:09 there is of that day, not of the day before (UTC).
          paidAt: row.payment.paidAt ? day(brusselsToday(row.payment.paidAt)) : null,
          allergies: file?.allergies ?? "",
          medicalConditions: file?.medicalConditions ?? "",
        },
      };
    });
}

/**
 * The families still on waiting lists (waiting or holding an offer), one line per child after the
 * registrations, their status saying where they stand ('Liste d'attente — position 2'). Filters of
 * a registration's or a payment's status leave them out; medical columns stay empty (they are not
 * registered, so their file is not opened).
 */
export async function waitlistExportLines(db: Db, filters: RegistrationFilters, today: string): Promise<ExportLine[]> {
  if (filters.status || filters.paymentStatus || filters.method) return [];
  const rows = await db
    .select({ entry: waitlistEntries, child: children, activity: activities, email: users.email, parent: profiles })
    .from(waitlistEntries)
    .innerJoin(waitlistEntryChildren, eq(waitlistEntryChildren.entryId, waitlistEntries.id))
    .innerJoin(children, eq(children.id, waitlistEntryChildren.childId))
    .innerJoin(activities, eq(activities.id, waitlistEntries.activityId))
    .innerJoin(users, eq(users.id, waitlistEntries.parentId))
    .leftJoin(profiles, eq(profiles.id, waitlistEntries.parentId))
    .where(inArray(waitlistEntries.status, [...ACTIVE_WAITLIST_STATUSES]))
    .orderBy(asc(activities.startDate), asc(activities.title), asc(waitlistEntries.position), asc(children.firstName));
  const ranks = new Map<string, number>();
  const rankOf = (activityId: string, entryId: string) => {
    const key = `${activityId}:${entryId}`;
    if (!ranks.has(key)) ranks.set(key, [...ranks.keys()].filter((known) => known.startsWith(`${activityId}:`)).length + 1);
    return ranks.get(key)!;
  };
  for (const row of rows) if (row.entry.status === "waiting") rankOf(row.activity.id, row.entry.id);
  return rows
    .map((row) => ({ row, parentName: `${row.parent?.firstName ?? ""} ${row.parent?.lastName ?? ""}`.trim() }))
    .filter(({ row, parentName }) =>
      matchesRegistrationFilters(
        {
          status: "pending",
          paymentStatus: "pending",
          paymentMethod: "bank_transfer",
          activityId: row.activity.id,
          endDate: row.activity.endDate,
          searchText: [`${row.child.firstName} ${row.child.lastName}`, parentName, row.email],
        },
        filters,
        today,
      ),
    )
    .map(({ row, parentName }) => ({
      childId: row.child.id,
      hasMedicalInfo: false,
      cells: {
        plaine: row.activity.title,
        startDate: day(row.activity.startDate),
        endDate: day(row.activity.endDate),
        child: `${row.child.firstName} ${row.child.lastName}`,
        birthDate: day(row.child.birthDate),
        age: formatAge(ageOn(row.child.birthDate, row.activity.startDate)),
        parent: parentName,
        phone: row.parent?.phone ?? "",
        email: row.email,
        reference: "",
        status:
          row.entry.status === "offered" && row.entry.offerExpiresAt
            ? `Place proposée jusqu'au ${formatDateTimeFr(row.entry.offerExpiresAt)}`
            : waitlistPositionLabel(rankOf(row.activity.id, row.entry.id)),
        paymentStatus: "",
        method: "",
        amount: null,
        received: null,
        communication: "",
        paidAt: null,
        allergies: "",
        medicalConditions: "",
      },
    }));
}

function columnsFor(medical: boolean) {
  return COLUMNS.filter(([key]) => medical || !MEDICAL_COLUMNS.includes(key));
}

export function exportFile(format: ExportFormat, lines: ExportLine[], medical: boolean): Promise<Buffer> {
  const columns = columnsFor(medical);
  return spreadsheetFile(
    format,
    columns.map(([key, label]) => ({ label, width: key === "plaine" || key === "email" ? 28 : 18 })),
    lines.map((line) => columns.map(([key]) => line.cells[key])),
  );
}
