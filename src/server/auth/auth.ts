import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { SITE } from "../../domain/site.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema.ts";

export type Auth = ReturnType<typeof createAuth>;

/**
 * better-auth owns passwords, sessions and cookies. Sessions live in the database, so any
 * number of app processes share them; cookies are httpOnly, SameSite=Lax, and Secure behind https.
 */
export function createAuth(config: Config, db: Db, secret: string) {
  return betterAuth({
    appName: SITE.name,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    session: {
      expiresIn: 60 * 60 * 24 * 14, // 14 days...
      updateAge: 60 * 60 * 24, // ...sliding: renewed at most once a day while used
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
  });
}

/**
 * AUTH_SECRET signs session cookies. Without it, the embedded set-up keeps a random secret in
 * its data folder so sessions survive restarts; several processes on PostgreSQL must share one
 * AUTH_SECRET, which the configuration requires in production.
 */
export async function resolveAuthSecret(config: Config): Promise<string> {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  try {
    return (await readFile(file, "utf8")).trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600, flag: "wx" }).catch(() => undefined);
    return (await readFile(file, "utf8")).trim();
  }
}
