/**
 * A numbered receipt as a document (decision 0055): what it says, read from the receipt, its
 * payment (the plaine, the parent and the payment's registrations) or its share (the organisation
 * or the other parent, the child, the plaine), and its PDF. A parent asks for
 * their own receipts only: another family's, like one that does not exist, is not found.
 */
import { and, eq } from "drizzle-orm";
import { brusselsToday } from "../../../domain/dates.ts";
import { isUuid } from "../../../domain/ids.ts";
import { receiptNumberLabel } from "../../../domain/receipts.ts";
import { registrationReference } from "../../../domain/registration.ts";
import { formatStructuredCommunication } from "../../../domain/structured-communication.ts";
import type { Db } from "../../db/client.ts";
import { activities, children, payerShares, paymentReceipts, payments, profiles } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import type { MediaStore } from "../../media/media-store.ts";
import { pdfLetterhead } from "../association/index.ts";
import { type ReceiptDocumentContent, receiptPdf } from "./documents/receipt-pdf.ts";
import { childNamesOf, registrationsOfPayment } from "./outcome.ts";
import { joinSharePayerChildAndPlaine, sharePayerColumns } from "./share-payer.ts";

const ERASED_ACCOUNT = "Compte supprimé";
const RECEIPT_NOT_FOUND = "Reçu non trouvé";

/** The children, as the payment's e-mails list them, and the reference the family knows (the primary registration's). */
async function paymentRegistrations(db: Db, paymentId: string): Promise<{ children: string[]; reference: string }> {
  const rows = await registrationsOfPayment(db, paymentId);
  return {
    children: childNamesOf(rows),
    reference: registrationReference((rows.find((row) => row.isPrimary) ?? rows[0])?.id ?? paymentId),
  };
}

/**
 * What a receipt says, or null when there is none of that id or, with `parentId`, when its money
 * is not that parent's: their payment's, or their own part of a shared child's registration
 * (decision 0058). An erased account's money is nobody's.
 */
export async function receiptDocument(
  db: Db,
  receiptId: string,
  { parentId }: { parentId?: string } = {},
): Promise<ReceiptDocumentContent | null> {
  if (!isUuid(receiptId)) return null;
  const [receipt] = await db.select().from(paymentReceipts).where(eq(paymentReceipts.id, receiptId));
  if (!receipt) return null;
  const common = {
    number: receiptNumberLabel(receipt.year, receipt.number),
    amountCents: receipt.amountCents,
    receivedOn: receipt.receivedOn,
    issuedOn: brusselsToday(receipt.createdAt),
  };
  if (receipt.payerShareId) {
    const share = await shareReceiptFacts(db, receipt.payerShareId);
    if (!share || (parentId !== undefined && share.parentId !== parentId)) return null;
    return { ...common, ...share.content, byHand: receipt.bankMovementId === null };
  }
  const [row] = await db
    .select({
      method: payments.method,
      parentId: payments.parentId,
      communication: payments.structuredCommunication,
      activity: { title: activities.title, startDate: activities.startDate, endDate: activities.endDate },
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(payments)
    .innerJoin(activities, eq(activities.id, payments.activityId))
    .leftJoin(profiles, eq(profiles.id, payments.parentId))
    .where(and(eq(payments.id, receipt.paymentId!), parentId === undefined ? undefined : eq(payments.parentId, parentId)));
  if (!row) return null;
  const payer = row.parentId === null ? ERASED_ACCOUNT : [row.firstName, row.lastName].filter(Boolean).join(" ").trim() || ERASED_ACCOUNT;
  return {
    ...common,
    payerName: payer,
    method: row.method,
    byHand: false,
    communication: row.method === "bank_transfer" && row.communication ? formatStructuredCommunication(row.communication) : null,
    ...(await paymentRegistrations(db, receipt.paymentId!)),
    activity: row.activity,
  };
}

/** What a share's receipt says of its payer, child and plaine, and whose part it is (a parent's, else null). */
async function shareReceiptFacts(db: Db, shareId: string) {
  const [row] = await joinSharePayerChildAndPlaine(
    db
      .select({
        parentId: payerShares.parentId,
        registrationId: payerShares.registrationId,
        communication: payerShares.structuredCommunication,
        payerName: sharePayerColumns.payerName,
        child: { firstName: children.firstName, lastName: children.lastName },
        activity: { title: activities.title, startDate: activities.startDate, endDate: activities.endDate },
      })
      .from(payerShares)
      .$dynamic(),
  ).where(eq(payerShares.id, shareId));
  if (!row) return null;
  return {
    parentId: row.parentId,
    content: {
      payerName: row.payerName,
      method: "bank_transfer" as const,
      communication: formatStructuredCommunication(row.communication),
      children: [`${row.child.firstName} ${row.child.lastName}`],
      reference: registrationReference(row.registrationId),
      activity: row.activity,
    },
  };
}

/** A receipt's PDF and the name the browser shows it under. */
export interface ReceiptFile {
  filename: string;
  pdf: Buffer;
}

/** The receipt's PDF on the association's letterhead; 404 'Reçu non trouvé' as receiptDocument finds none. */
export async function receiptFile(
  deps: { db: Db; media: MediaStore },
  receiptId: string,
  who: { parentId?: string } = {},
): Promise<ReceiptFile> {
  const content = await receiptDocument(deps.db, receiptId, who);
  if (!content) throw notFound(RECEIPT_NOT_FOUND);
  return { filename: `recu-${content.number}.pdf`, pdf: await receiptPdf(content, await pdfLetterhead(deps.db, deps.media)) };
}
