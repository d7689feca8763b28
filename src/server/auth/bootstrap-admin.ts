import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { profiles, sessions, users } from "../db/schema.ts";
import { type Auth, endResetLinks } from "./auth.ts";

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create the first administrator at start, or promote the
 * account that has this address. The password is (re)set too and other sessions are closed:
 * whoever may have registered the address before cannot keep a foothold. The address counts
 * as verified, since the operator vouches for it.
 */
export async function ensureAdmin(auth: Auth, db: Db, admin: { email: string; password: string }): Promise<"created" | "promoted"> {
  const context = await auth.$context;
  const email = admin.email.toLowerCase();
  const hash = await context.password.hash(admin.password);
  const [existing] = await db.select().from(users).where(eq(users.email, email));

  let userId: string;
  if (existing) {
    userId = existing.id;
    await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
    const accounts = await context.internalAdapter.findAccounts(userId);
    if (accounts.some((account) => account.providerId === "credential")) await context.internalAdapter.updatePassword(userId, hash);
    else await context.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
    await db.delete(sessions).where(eq(sessions.userId, userId));
    // The password changed: a reset link asked for before no longer works either.
    await endResetLinks(db, userId);
  } else {
    const user = await context.internalAdapter.createUser({ email, name: "Administrateur", emailVerified: true }, { method: "admin" });
    userId = user.id;
    await context.internalAdapter.linkAccount({ userId, providerId: "credential", accountId: userId, password: hash });
  }
  await db
    .insert(profiles)
    .values({ id: userId, role: "admin", firstName: "Administrateur", lastName: "" })
    .onConflictDoUpdate({ target: profiles.id, set: { role: "admin", updatedAt: new Date() } });
  return existing ? "promoted" : "created";
}
