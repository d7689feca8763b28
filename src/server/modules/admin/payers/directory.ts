/**
 * The organisations that pay for children (decision 0056): the directory an administrator keeps,
 * each with what it still owes, and the list of shares the treasurer chases.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { PayerShareView, PayerView } from "../../../../domain/contracts/admin-payers.ts";
import type { InvoiceView } from "../../../../domain/contracts/invoices.ts";
import { formatIban } from "../../../../domain/iban.ts";
import { PAYER_KIND_LABELS, PAYER_SHARE_STATUS_LABELS, type PayerShareStatus, shareOutstandingCents } from "../../../../domain/payers.ts";
import { receiptNumberLabel } from "../../../../domain/receipts.ts";
import { registrationReference } from "../../../../domain/registration.ts";
import { formatStructuredCommunication } from "../../../../domain/structured-communication.ts";
import type { Db } from "../../../db/client.ts";
import { isUniqueViolation } from "../../../db/errors.ts";
import { activities, children, payerShares, registrations, thirdPartyPayers } from "../../../db/schema.ts";
import { HttpError, notFound } from "../../../http/errors.ts";
import { type AuditActor, recordAudit } from "../../audit-log.ts";
import {
  invoicesOf,
  payerKindLabel,
  receiptsOf,
  joinSharePayerChildAndPlaine,
  sharePayerColumns,
  shareReceiptKey,
} from "../../payments/index.ts";

const PAYER_NOT_FOUND = "Organisme non trouvé";
const NAME_TAKEN = "Un organisme porte déjà ce nom.";

type PayerRow = typeof thirdPartyPayers.$inferSelect;
export interface PayerFields {
  kind: PayerRow["kind"];
  name: string;
  contactName: string | null;
  email: string;
  iban: string | null;
  address: string | null;
}

/** What a share still waits for, for a registration that stands (SQL, for the sums). */
const outstandingSql = sql<number>`case when ${payerShares.status} = 'due' and ${registrations.status} <> 'cancelled'
  then greatest(${payerShares.amountCents} - ${payerShares.receivedCents}, 0) else 0 end`;

/** The directory: organisations in use by name, then the archived ones; with their shares and what they owe. */
export async function listPayers(db: Db): Promise<PayerView[]> {
  const totals = db
    .select({
      payerId: payerShares.payerId,
      shareCount: sql<number>`count(*) filter (where ${registrations.status} <> 'cancelled')::int`.as("share_count"),
      outstandingCents: sql<number>`coalesce(sum(${outstandingSql}), 0)::int`.as("outstanding_cents"),
    })
    .from(payerShares)
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    .where(ne(payerShares.status, "cancelled"))
    .groupBy(payerShares.payerId)
    .as("totals");
  const rows = await db
    .select({ payer: thirdPartyPayers, shareCount: totals.shareCount, outstandingCents: totals.outstandingCents })
    .from(thirdPartyPayers)
    .leftJoin(totals, eq(totals.payerId, thirdPartyPayers.id))
    .orderBy(sql`${thirdPartyPayers.archivedAt} is not null`, asc(sql`lower(${thirdPartyPayers.name})`));
  return rows.map(({ payer, shareCount, outstandingCents }) => ({
    id: payer.id,
    kind: payer.kind,
    kindLabel: PAYER_KIND_LABELS[payer.kind],
    name: payer.name,
    contactName: payer.contactName,
    email: payer.email,
    iban: payer.iban ? formatIban(payer.iban) : null,
    address: payer.address,
    archived: payer.archivedAt !== null,
    shareCount: shareCount ?? 0,
    outstandingCents: outstandingCents ?? 0,
  }));
}

const snapshot = (payer: PayerFields & { archivedAt?: Date | null }) => ({
  kind: PAYER_KIND_LABELS[payer.kind],
  name: payer.name,
  contactName: payer.contactName,
  email: payer.email,
  iban: payer.iban,
  address: payer.address,
  ...(payer.archivedAt !== undefined ? { archived: payer.archivedAt ? "oui" : "non" } : {}),
});

async function refusingTakenName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "third_party_payers_name_unique")) throw new HttpError("CONFLICT", NAME_TAKEN, { name: NAME_TAKEN });
    throw error;
  }
}

export async function createPayer(db: Db, actor: AuditActor, fields: PayerFields): Promise<string> {
  return refusingTakenName(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(thirdPartyPayers).values(fields).returning({ id: thirdPartyPayers.id });
      await recordAudit(tx, { actor, entity: "payer", entityId: row.id, action: "create", before: null, after: snapshot(fields) });
      return row.id;
    }),
  );
}

export async function updatePayer(db: Db, actor: AuditActor, id: string, fields: PayerFields & { archived?: boolean }): Promise<void> {
  const { archived, ...details } = fields;
  await refusingTakenName(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(thirdPartyPayers).where(eq(thirdPartyPayers.id, id)).for("update");
      if (!before) throw notFound(PAYER_NOT_FOUND);
      const archivedAt = archived === undefined ? before.archivedAt : archived ? (before.archivedAt ?? new Date()) : null;
      await tx
        .update(thirdPartyPayers)
        .set({ ...details, archivedAt, updatedAt: new Date() })
        .where(eq(thirdPartyPayers.id, id));
      await recordAudit(tx, {
        actor,
        entity: "payer",
        entityId: id,
        action: "update",
        before: snapshot(before),
        after: snapshot({ ...details, archivedAt }),
      });
    }),
  );
}

/**
 * The shares with their child, plaine and organisation: those still due first, the overdue before
 * the others (by due date), then the newest. `status` 'all' lists every one.
 */
export async function listShares(
  db: Db,
  filters: { payerId?: string; status: PayerShareStatus | "all"; shareId?: string },
  today: string,
): Promise<PayerShareView[]> {
  const rows = await joinSharePayerChildAndPlaine(
    db
      .select({
        share: payerShares,
        payer: { name: sharePayerColumns.payerName, kind: sharePayerColumns.payerKind },
        registrationStatus: registrations.status,
        child: { firstName: children.firstName, lastName: children.lastName },
        activity: { id: activities.id, title: activities.title, startDate: activities.startDate, endDate: activities.endDate },
      })
      .from(payerShares)
      .$dynamic(),
  )
    .where(
      and(
        filters.payerId ? eq(payerShares.payerId, filters.payerId) : undefined,
        filters.status !== "all" ? eq(payerShares.status, filters.status) : undefined,
        filters.shareId ? eq(payerShares.id, filters.shareId) : undefined,
      ),
    )
    .orderBy(sql`${payerShares.status} = 'due' desc`, asc(payerShares.dueDate), desc(payerShares.createdAt));
  const receipts = await receiptsOf(
    db,
    rows.map((row) => shareReceiptKey(row.share.id)),
  );
  const invoicesByShare = new Map<string, InvoiceView[]>();
  for (const { paymentId: _, payerShareId, ...invoice } of await invoicesOf(db, { payerShareIds: rows.map((row) => row.share.id) }))
    if (payerShareId) invoicesByShare.set(payerShareId, [...(invoicesByShare.get(payerShareId) ?? []), invoice]);
  return rows.map(({ share, payer, registrationStatus, child, activity }) => {
    const outstandingCents = registrationStatus === "cancelled" ? 0 : shareOutstandingCents(share);
    return {
      id: share.id,
      number: receiptNumberLabel(share.year, share.number),
      payerId: share.payerId,
      payerName: payer.name,
      payerKindLabel: payerKindLabel(payer.kind),
      registrationId: share.registrationId,
      reference: registrationReference(share.registrationId),
      childName: `${child.firstName} ${child.lastName}`,
      activityId: activity.id,
      activityTitle: activity.title,
      startDate: activity.startDate,
      endDate: activity.endDate,
      amountCents: share.amountCents,
      percent: share.percent,
      voucherNumber: share.voucherNumber,
      receivedCents: share.receivedCents,
      outstandingCents: share.status === "due" ? outstandingCents : 0,
      status: share.status,
      statusLabel: PAYER_SHARE_STATUS_LABELS[share.status],
      dueDate: share.dueDate,
      overdue: share.status === "due" && outstandingCents > 0 && share.dueDate < today,
      registrationCancelled: registrationStatus === "cancelled",
      communication: formatStructuredCommunication(share.structuredCommunication),
      sentAt: share.sentAt?.toISOString() ?? null,
      invoices: invoicesByShare.get(share.id) ?? [],
      receipts: receipts
        .filter((receipt) => receipt.paymentId === shareReceiptKey(share.id))
        .map(({ id, number, amountCents, receivedOn }) => ({ id, number, amountCents, receivedOn })),
    };
  });
}
