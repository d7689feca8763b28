import { randomUUID } from "node:crypto";
import type { Db } from "../../src/server/db/client.ts";
import { refundFiles, refunds } from "../../src/server/db/schema.ts";
import { insertBankMovement } from "./bank.ts";

/** The account of the payers of the tests' refunds: a valid Belgian IBAN. */
export const REFUND_PAYER_IBAN = "BE71096123456769";

/** A credit with a sum to give back to a valid IBAN, that no file holds yet. */
export function insertRefundDue(db: Db, refundCents = 500): Promise<{ id: string }> {
  return insertBankMovement(db, { outcome: "overpaid", refundCents, counterpartyAccount: REFUND_PAYER_IBAN });
}

/** A refund file as one made earlier, holding one refund of a fresh credit (its XML is a stand-in). */
export async function insertRefundFile(db: Db): Promise<{ id: string }> {
  const movement = await insertBankMovement(db, { outcome: "overpaid", refundCents: 500, counterpartyAccount: REFUND_PAYER_IBAN });
  const messageId = `RMBFTEST${randomUUID().replaceAll("-", "").slice(0, 16).toUpperCase()}`;
  const [file] = await db
    .insert(refundFiles)
    .values({
      messageId,
      format: "pain.001.001.09",
      transfers: 1,
      totalCents: 500,
      xml: `<?xml version="1.0" encoding="UTF-8"?><Document><MsgId>${messageId}</MsgId></Document>`,
    })
    .returning({ id: refundFiles.id });
  await db.insert(refunds).values({
    bankMovementId: movement.id,
    fileId: file.id,
    amountCents: 500,
    endToEndId: `RMB${randomUUID().replaceAll("-", "").toUpperCase()}`,
    creditorName: "DUPONT MARIE",
    creditorIban: REFUND_PAYER_IBAN,
  });
  return file;
}
