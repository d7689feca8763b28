/**
 * What organisations take of a registration (decision 0056): read by the price change (the child's
 * whole price is the family's part plus it), the shares and their payment requests.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payerShares } from "../../db/schema.ts";

/** What organisations take of this registration (shares not withdrawn), in cents. */
export async function liveSharesCents(tx: Db, registrationId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${payerShares.amountCents}), 0)::int` })
    .from(payerShares)
    .where(and(eq(payerShares.registrationId, registrationId), ne(payerShares.status, "cancelled")));
  return row.cents;
}
