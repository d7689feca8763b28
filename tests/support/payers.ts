/** Organisations that pay for children and their shares (decision 0056), as a test's world needs them. */
import { randomInt, randomUUID } from "node:crypto";
import { brusselsToday } from "../../src/domain/dates.ts";
import { structuredCommunicationFromNumber } from "../../src/domain/structured-communication.ts";
import type { Db } from "../../src/server/db/client.ts";
import { payerShares, thirdPartyPayers } from "../../src/server/db/schema.ts";
import { nextDocumentNumber } from "../../src/server/modules/payments/receipts.ts";

/** An organisation of the directory with a name of its own. */
export async function insertPayer(db: Db, fields: Partial<typeof thirdPartyPayers.$inferInsert> = {}): Promise<{ id: string }> {
  const [row] = await db
    .insert(thirdPartyPayers)
    .values({ kind: "cpas", name: `CPAS ${randomUUID().slice(0, 8)}`, email: "social@cpas.example.be", ...fields })
    .returning({ id: thirdPartyPayers.id });
  return row;
}

/**
 * A share of a registration, due, nothing received, its request numbered as the payments module
 * numbers them. Inserted as it stands (the family's part is not lowered): for access and input tests.
 */
export async function insertPayerShare(
  db: Db,
  share: { payerId: string; registrationId: string; amountCents?: number },
): Promise<{ id: string }> {
  const year = Number(brusselsToday().slice(0, 4));
  const [row] = await db
    .insert(payerShares)
    .values({
      payerId: share.payerId,
      registrationId: share.registrationId,
      year,
      number: await nextDocumentNumber(db, "payer-request", year),
      amountCents: share.amountCents ?? 1_000,
      structuredCommunication: structuredCommunicationFromNumber(randomInt(1, 10_000_000_000)),
      dueDate: "2099-01-31",
    })
    .returning({ id: payerShares.id });
  return row;
}
