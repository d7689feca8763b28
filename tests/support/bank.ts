import { randomUUID } from "node:crypto";
import type { Db } from "../../src/server/db/client.ts";
import { bankMovements } from "../../src/server/db/schema.ts";

/** A credit as an import records it, unmatched unless told otherwise (its identity at the bank is new). */
export async function insertBankMovement(db: Db, overrides: Partial<typeof bankMovements.$inferInsert> = {}): Promise<{ id: string }> {
  const [row] = await db
    .insert(bankMovements)
    .values({
      movementKey: `test:${randomUUID()}`,
      format: "coda",
      account: "BE68539007547034",
      amountCents: 12_500,
      valueDate: "2026-07-06",
      bookingDate: "2026-07-06",
      freeCommunication: "PLAINE JUILLET",
      counterpartyName: "DUPONT MARIE",
      outcome: "unmatched",
      ...overrides,
    })
    .returning({ id: bankMovements.id });
  return row;
}
