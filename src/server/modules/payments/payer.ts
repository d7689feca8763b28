import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles, users } from "../../db/schema.ts";

/**
 * The parent of a payment that is still theirs. Only an erased account's payments lose their
 * parent (kept anonymised for the accounts), and those have no registration left that could
 * lead a request or a sweep to them: reaching one here is a broken invariant, not user input.
 */
export function payerOf(payment: { id: string; parentId: string | null }): string {
  if (payment.parentId === null) throw new Error(`payment ${payment.id} belongs to an erased account`);
  return payment.parentId;
}

/** How an e-mail to a parent names them: their address and first name (the account's name when the profile has none). */
export interface ParentContact {
  email: string;
  firstName: string;
}

/** The parent's e-mail address and first name, the one query every payment e-mail starts from. */
export async function parentContact(db: Db, parentId: string): Promise<ParentContact> {
  const [parent] = await db
    .select({ email: users.email, name: users.name, firstName: profiles.firstName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, parentId));
  return { email: parent.email, firstName: parent.firstName ?? parent.name };
}
