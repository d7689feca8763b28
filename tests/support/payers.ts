/** Organisations that pay for children and their shares (decision 0056), parents' parts and invitations (0058), as a test's world needs them. */
import { createHash, randomBytes, randomInt, randomUUID } from "node:crypto";
import { brusselsToday } from "../../src/domain/dates.ts";
import { structuredCommunicationFromNumber } from "../../src/domain/structured-communication.ts";
import type { Db } from "../../src/server/db/client.ts";
import { childInvitations, payerShares, thirdPartyPayers } from "../../src/server/db/schema.ts";
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
  share: ({ payerId: string } | { parentId: string }) & { registrationId: string; amountCents?: number },
): Promise<{ id: string }> {
  const year = Number(brusselsToday().slice(0, 4));
  const [row] = await db
    .insert(payerShares)
    .values({
      // An organisation's share, or the part of a child's other parent (decision 0058).
      ...("payerId" in share ? { payerId: share.payerId } : { parentId: share.parentId }),
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

/**
 * An invitation to share a child's file (decision 0058), open for 7 days, sent by its first parent
 * to an address: its link's token (the table keeps only its hash).
 */
export async function insertChildInvitation(db: Db, invitation: { childId: string; invitedBy: string; email: string }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(childInvitations).values({
    ...invitation,
    email: invitation.email.toLowerCase(),
    tokenHash: createHash("sha256").update(token).digest("hex"),
    percent: 50,
    expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
  });
  return token;
}
