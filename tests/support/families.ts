import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { addDaysIso, brusselsToday } from "../../src/domain/dates.ts";
import type { Db } from "../../src/server/db/client.ts";
import { children, profiles, sessions, users } from "../../src/server/db/schema.ts";
import { pickMedicalFile, sealMedicalFile, type MedicalFile } from "../../src/server/modules/children/medical-file.ts";
import { TEST_CIPHER } from "./data-keys.ts";
import type { Engine } from "./databases.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export interface TestParent {
  id: string;
  email: string;
  cookie: string;
}

/** A child's columns, with the medical file in clear: the helper seals it as the app does. */
type NewChild = typeof children.$inferInsert & Partial<MedicalFile>;

let sequence = 0;

/** better-auth's signed cookie value: the token, a dot, its HMAC-SHA256 in base64, URL-encoded. */
function signedSessionCookie(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Verified parents with a signed-in session, written straight to the database: creating an
 * account through HTTP hashes a password (scrypt) and sends mail, which is what auth tests are
 * about and far too slow for 300 parents. The cookie is signed with the app's secret exactly
 * as better-auth signs it, so requests carry a real session that better-auth itself checks.
 */
export async function insertParents(t: TestApp, count: number, names?: { firstName: string; lastName: string }): Promise<TestParent[]> {
  const { secret } = await t.app.context.auth.$context;
  return insertSignedInParents(t.db, secret, count, names);
}

/** The same without an app in this process (benchmarks): any server sharing `secret` accepts the cookies. */
export async function insertSignedInParents(
  db: Db,
  secret: string,
  count: number,
  names = { firstName: "Camille", lastName: "Dupont" },
): Promise<TestParent[]> {
  const now = new Date();
  const rows = Array.from({ length: count }, () => {
    sequence += 1;
    const id = randomUUID();
    return { id, email: `parent-${sequence}-${id.slice(0, 8)}@example.org`, token: randomBytes(24).toString("base64url") };
  });
  await db
    .insert(users)
    .values(rows.map((row) => ({ id: row.id, name: `${names.firstName} ${names.lastName}`, email: row.email, emailVerified: true })));
  await db.insert(profiles).values(rows.map((row) => ({ id: row.id, ...names })));
  await db
    .insert(sessions)
    .values(
      rows.map((row) => ({ id: randomUUID(), token: row.token, userId: row.id, expiresAt: new Date(now.getTime() + 24 * 3600 * 1000) })),
    );
  return rows.map((row) => ({ id: row.id, email: row.email, cookie: signedSessionCookie(row.token, secret) }));
}

export async function insertParent(t: TestApp, names?: { firstName: string; lastName: string }): Promise<TestParent> {
  return (await insertParents(t, 1, names))[0];
}

/** A child of the given age (in whole years) on a day: by default 7 years old on the plaines the factories create. */
export function birthDateForAge(years: number, onDay = addDaysIso(brusselsToday(), 30)): string {
  const [y, m, d] = onDay.split("-").map(Number);
  return `${y - years}-${String(m).padStart(2, "0")}-${String(Math.min(d, 28)).padStart(2, "0")}`;
}

export async function insertChildren(db: Db, parentId: string, list: Partial<NewChild>[]) {
  return db
    .insert(children)
    .values(
      list.map((overrides, index) => {
        const file = pickMedicalFile(overrides);
        // What is left once the file's fields are taken out are the row's own columns.
        const columns = Object.fromEntries(Object.entries(overrides).filter(([key]) => !(key in file))) as Partial<
          typeof children.$inferInsert
        >;
        const id = columns.id ?? randomUUID();
        return {
          id,
          parentId,
          firstName: `Enfant${index + 1}`,
          lastName: "Dupont",
          birthDate: birthDateForAge(7),
          ...sealMedicalFile(TEST_CIPHER, id, file),
          ...columns,
        };
      }),
    )
    .returning();
}

export async function insertChild(db: Db, parentId: string, overrides: Partial<NewChild> = {}) {
  return (await insertChildren(db, parentId, [overrides]))[0];
}

/** An administrator with a signed-in session, written straight to the database like the parents. */
export async function insertAdmin(t: TestApp, names = { firstName: "Alex", lastName: "Martin" }): Promise<TestParent> {
  const admin = await insertParent(t, names);
  await t.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, admin.id));
  return admin;
}

/** The real application on a fresh database (see createTestApp) with one administrator signed in. */
export async function createAdminTestApp(
  engine: Engine,
  env?: Record<string, string>,
  options?: Parameters<typeof createTestApp>[2],
): Promise<{ t: TestApp; admin: TestParent }> {
  const t = await createTestApp(engine, env, options);
  return { t, admin: await insertAdmin(t) };
}
