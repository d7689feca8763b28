/**
 * A numbered receipt as a document (decision 0055): what it says, read from the receipt, its
 * payment, the plaine, the parent and the payment's registrations, and its PDF. A parent asks for
 * their own receipts only: another family's, like one that does not exist, is not found.
 */
import { and, eq } from "drizzle-orm";
import { brusselsToday } from "../../../domain/dates.ts";
import { receiptNumberLabel } from "../../../domain/receipts.ts";
import { registrationReference } from "../../../domain/registration.ts";
import { formatStructuredCommunication } from "../../../domain/structured-communication.ts";
import type { Db } from "../../db/client.ts";
import { activities, paymentReceipts, payments, profiles } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import type { MediaStore } from "../../media/media-store.ts";
import { pdfLetterhead } from "../association/index.ts";
import { type ReceiptDocumentContent, receiptPdf } from "./documents/receipt-pdf.ts";
import { childNamesOf, registrationsOfPayment } from "./outcome.ts";

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
 * What a receipt says, or null when there is none of that id or, with `parentId`, when its
 * payment is not that parent's (an erased account's payment is nobody's).
 */
export async function receiptDocument(
  db: Db,
  receiptId: string,
  { parentId }: { parentId?: string } = {},
): Promise<ReceiptDocumentContent | null> {
  const [row] = await db
    .select({
      receipt: paymentReceipts,
      method: payments.method,
      parentId: payments.parentId,
      communication: payments.structuredCommunication,
      activity: { title: activities.title, startDate: activities.startDate, endDate: activities.endDate },
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(paymentReceipts)
    .innerJoin(payments, eq(payments.id, paymentReceipts.paymentId))
    .innerJoin(activities, eq(activities.id, payments.activityId))
    .leftJoin(profiles, eq(profiles.id, payments.parentId))
    .where(and(eq(paymentReceipts.id, receiptId), parentId === undefined ? undefined : eq(payments.parentId, parentId)));
  if (!row) return null;
  const { receipt } = row;
  const payer = row.parentId === null ? ERASED_ACCOUNT : [row.firstName, row.lastName].filter(Boolean).join(" ").trim() || ERASED_ACCOUNT;
  return {
    number: receiptNumberLabel(receipt.year, receipt.number),
    payerName: payer,
    amountCents: receipt.amountCents,
    receivedOn: receipt.receivedOn,
    method: row.method,
    communication: row.method === "bank_transfer" && row.communication ? formatStructuredCommunication(row.communication) : null,
    ...(await paymentRegistrations(db, receipt.paymentId)),
    activity: row.activity,
    issuedOn: brusselsToday(receipt.createdAt),
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
