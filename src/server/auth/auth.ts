import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { betterAuth, type BetterAuthOptions } from "better-auth";
import type { FastifyBaseLogger } from "fastify";
import { and, eq, like, ne } from "drizzle-orm";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { RESET_LINK_LIFETIME_SECONDS, VERIFICATION_LINK_LIFETIME_SECONDS } from "../../domain/account.ts";
import { AUTH_BASE_PATH } from "../../domain/contracts/account.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { scrubMessage } from "../http/logging.ts";
import { allowVerificationMail } from "./rate-limit.ts";
import { accounts, profiles, rateLimits, sessions, users, verifications } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { existingAccountMail, type MailSender, resetPasswordMail, verificationMail } from "../mail/templates.ts";
import { paths, resetPasswordPath } from "../../domain/paths.ts";

export type Auth = ReturnType<typeof createAuth>;

/** The association that signs the account e-mails, as its settings say now (given by app.ts). */
export type SenderOf = () => Promise<MailSender>;

/** The first name to greet someone by: the profile's, else the first word of the account name. */
async function firstNameOf(db: Db, user: { id: string; name: string }): Promise<string> {
  const [profile] = await db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, user.id));
  return profile?.firstName ?? user.name.split(" ")[0] ?? "";
}

/** Passwords: their length, and the e-mails of a reset link and of a sign-up with an address that has an account. */
function passwordOptions(config: Config, db: Db, mailer: Mailer, sender: SenderOf): BetterAuthOptions["emailAndPassword"] {
  return {
    enabled: true,
    requireEmailVerification: true,
    minPasswordLength: 8,
    maxPasswordLength: 128,
    resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
    revokeSessionsOnPasswordReset: true,
    // One link used ends the others: an older link found in a mailbox must not set the password again.
    async onPasswordReset({ user }) {
      await endResetLinks(db, user.id);
    },
    // A new link ends the earlier ones: only the latest link sent works.
    async sendResetPassword({ user, token }) {
      await endResetLinks(db, user.id, token);
      const url = `${config.publicUrl}${resetPasswordPath(token)}`;
      await mailer.queue({
        dedupeKey: `reset:${crypto.randomUUID()}`,
        kind: "password-reset",
        to: user.email,
        ...resetPasswordMail(await sender(), await firstNameOf(db, user), url),
      });
    },
    // Signing up with an address that has an account answers as for a new one (better-auth does,
    // since e-mails must be verified); the owner is told by e-mail. Limited like any sign-up.
    async onExistingUserSignUp({ user }) {
      await mailer.queue({
        dedupeKey: `existing-account:${crypto.randomUUID()}`,
        kind: "existing-account",
        to: user.email,
        ...existingAccountMail(
          await sender(),
          await firstNameOf(db, user),
          `${config.publicUrl}${paths.login}`,
          `${config.publicUrl}${paths.forgotPassword}`,
        ),
      });
    },
  };
}

/** The address's verification: the link sent at sign-up and at a refused sign-in, within the address's limit. */
function verificationOptions(
  config: Config,
  db: Db,
  { mailer, sender }: { mailer: Mailer; sender: SenderOf },
  log: FastifyBaseLogger,
): BetterAuthOptions["emailVerification"] {
  return {
    sendOnSignUp: true,
    sendOnSignIn: true,
    autoSignInAfterVerification: false,
    expiresIn: VERIFICATION_LINK_LIFETIME_SECONDS,
    async sendVerificationEmail({ user, url }) {
      // Sign-up, every refused sign-in and the resend button all lead here: one count per address.
      if (!(await allowVerificationMail(db, user.email, config.rateLimitMultiplier))) {
        log.warn("verification e-mail not sent: limit of its address reached");
        return;
      }
      await mailer.queue({
        dedupeKey: `verify:${crypto.randomUUID()}`,
        kind: "email-verification",
        to: user.email,
        ...verificationMail(await sender(), await firstNameOf(db, user), url),
      });
    },
  };
}

/**
 * better-auth owns passwords (scrypt), sessions and cookies. Sessions live in the database, so
 * any number of app processes share them; cookies are httpOnly, SameSite=Lax, Secure behind
 * https. Its own rate limiter is off: ours (rate-limit.ts) counts in the database per address
 * and per e-mail. Mails go through the outbox.
 */
export function createAuth(config: Config, db: Db, secret: string, mail: { mailer: Mailer; sender: SenderOf }, log: FastifyBaseLogger) {
  return betterAuth({
    logger: authLogger(config, log),
    // Not shown to anyone (the e-mails are ours, signed by the association's settings).
    appName: "plaines",
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    rateLimit: { enabled: false },
    emailAndPassword: passwordOptions(config, db, mail.mailer, mail.sender),
    emailVerification: verificationOptions(config, db, mail, log),
    databaseHooks: {
      user: {
        create: {
          // The profile carries the names and the role; it is born with the account.
          async after(user, context) {
            const body = (context?.body ?? {}) as { firstName?: string; lastName?: string };
            if (!body.firstName || !body.lastName) return;
            await db.insert(profiles).values({ id: user.id, firstName: body.firstName, lastName: body.lastName }).onConflictDoNothing();
          },
        },
      },
    },
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
 * better-auth's own messages go to the app's log, at LOG_LEVEL, through the same cleaning as
 * every error: its errors and warnings as such, its information and debug lines as debug.
 */
function authLogger(config: Config, log: FastifyBaseLogger): BetterAuthOptions["logger"] {
  if (config.logLevel === "silent") return { disabled: true };
  return {
    level: "debug",
    log(level, message, ...args: unknown[]) {
      // Only an error passed along is kept (cleaned by the log's serializer); other values may be anything.
      const err = args.find((arg) => arg instanceof Error);
      const fields = err ? { err } : {};
      const line = `better-auth: ${scrubMessage(message)}`;
      if (level === "error") log.error(fields, line);
      else if (level === "warn") log.warn(fields, line);
      else log.debug(fields, line);
    },
  };
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

/**
 * Ends every password-reset link of an account (after one was used, or the password changed
 * otherwise), but the one whose token is `keep` (the link just issued).
 */
export async function endResetLinks(db: Db, userId: string, keep?: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, "reset-password:%"),
        eq(verifications.value, userId),
        keep === undefined ? undefined : ne(verifications.identifier, `reset-password:${keep}`),
      ),
    );
}
