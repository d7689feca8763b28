/**
 * Retention rules: each is a plain function of the database and the time it runs at, that
 * purges what is past its period and answers how many rows it purged. Nothing here schedules
 * them: `retentionJobs` lists them, and `jobs.ts` beside gives each its time of day, for the job queue to
 * run; every run records its count in `purge_runs`, which the settings page sums.
 */
import { and, eq, inArray, isNotNull, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import { brusselsToday } from "../../../domain/dates.ts";
import { paths } from "../../../domain/paths.ts";
import { INACTIVITY_GRACE_DAYS, type RetentionJobName, type RetentionSettings } from "../../../domain/privacy.ts";
import { SIGN_IN_LIMITS } from "../../auth/rate-limit.ts";
import type { Config } from "../../config.ts";
import type { DocumentStore } from "../../documents/document-store.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import type { Db } from "../../db/client.ts";
import {
  activities,
  auditLog,
  bankDebits,
  bankMovements,
  bankStatementImports,
  checkoutSessions,
  children,
  emailOutbox,
  inactivityWarnings,
  medicalAccessLog,
  payments,
  profiles,
  purgeRuns,
  rateLimits,
  refundFiles,
  refunds,
  registrations,
  retentionSettings,
  sessions,
  users,
  verifications,
} from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { inactivityWarningMail } from "../../mail/templates.ts";
import { MEDICAL_FIELDS } from "../../../domain/medical-consent.ts";
import { loadPublicAssociation } from "../association/index.ts";
import { openMedicalFile, sealMedicalFile } from "../children/index.ts";
import { purgeRetainedCertificates } from "../certificates/index.ts";
import { purgeFamilyMessages } from "../messages/index.ts";
import { eraseAccount, forgetAnonymousPayers } from "./erasure.ts";
import { loadRetentionSettings } from "./retention-settings.ts";

export interface RetentionDeps {
  db: Db;
  cipher: FieldCipher;
  mailer: Mailer;
  config: Pick<Config, "publicUrl">;
  /** The private documents: an erased account's certificate ZIPs rebuilt, a purged message's files removed. */
  documents: DocumentStore;
}

const DAY = 24 * 60 * 60_000;

/** `now` moved back by whole calendar months (or years): the same day of an earlier month. */
function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export async function saveRetentionSettings(db: Db, settings: RetentionSettings): Promise<RetentionSettings> {
  await db
    .insert(retentionSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: retentionSettings.id, set: { ...settings, updatedAt: new Date() } });
  return loadRetentionSettings(db);
}

/**
 * Medical fields of a child whose last plaine ended more than `medicalMonths` ago (a child never
 * registered: counted from the file's last change). The notes stay; the child stays.
 */
export async function purgeMedicalFiles({ db, cipher }: RetentionDeps, now: Date): Promise<number> {
  const { medicalMonths } = await loadRetentionSettings(db);
  const limit = brusselsToday(monthsBefore(now, medicalMonths));
  const lastActivity = db
    .select({ childId: registrations.childId, lastEnd: sql<string>`max(${activities.endDate})`.as("last_end") })
    .from(registrations)
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(ne(registrations.status, "cancelled"))
    .groupBy(registrations.childId)
    .as("last_plaine");
  const due = await db
    .select({ child: children })
    .from(children)
    .leftJoin(lastActivity, eq(lastActivity.childId, children.id))
    .where(
      and(
        eq(children.hasMedicalInfo, true),
        sql`coalesce(${lastActivity.lastEnd}, (coalesce(${children.medicalUpdatedAt}, ${children.createdAt}) at time zone 'Europe/Brussels')::date) < ${limit}::date`,
      ),
    );
  for (const { child } of due) {
    const kept = { ...openMedicalFile(cipher, child), ...Object.fromEntries(MEDICAL_FIELDS.map((field) => [field, null])) };
    await db
      .update(children)
      .set(sealMedicalFile(cipher, child.id, kept, now))
      .where(and(eq(children.id, child.id), eq(children.medicalFile, child.medicalFile ?? "")));
  }
  return due.length;
}

/** Each account's last sign-in: its newest session (the sweep keeps it), or its creation. */
const lastSeen = sql<Date>`greatest(${users.createdAt}, (select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id}))`;

/** Parents not seen for `inactiveAccountMonths`: warned by e-mail, once, that the erasure comes in 30 days. */
export async function warnInactiveAccounts({ db, mailer, config }: RetentionDeps, now: Date): Promise<number> {
  const { inactiveAccountMonths } = await loadRetentionSettings(db);
  const limit = monthsBefore(now, inactiveAccountMonths);
  const due = await db
    .select({ id: users.id, email: users.email, firstName: profiles.firstName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(inactivityWarnings, eq(inactivityWarnings.userId, users.id))
    .where(and(eq(profiles.role, "parent"), isNull(inactivityWarnings.userId), lt(lastSeen, limit)));
  const eraseOn = brusselsToday(new Date(now.getTime() + INACTIVITY_GRACE_DAYS * DAY));
  const from = await loadPublicAssociation(db);
  for (const user of due) {
    await db.transaction(async (tx) => {
      await tx.insert(inactivityWarnings).values({ userId: user.id, warnedAt: now });
      await mailer.queue(
        {
          ...inactivityWarningMail(from, user.firstName, eraseOn, `${config.publicUrl}${paths.login}`),
          dedupeKey: `inactivity:${user.id}:${now.toISOString().slice(0, 10)}`,
          kind: "inactivity-warning",
          to: user.email,
        },
        tx,
      );
    });
  }
  return due.length;
}

/**
 * Accounts warned 30 days ago or more and not signed in since: erased like a parent's own
 * erasure (payments kept anonymised). One who signed in meanwhile loses the warning; one with a
 * registration to come is left for the next run.
 */
export async function eraseInactiveAccounts({ db, cipher, documents, mailer }: RetentionDeps, now: Date): Promise<number> {
  const warned = await db
    .select({ userId: inactivityWarnings.userId, warnedAt: inactivityWarnings.warnedAt, lastSeen })
    .from(inactivityWarnings)
    .innerJoin(users, eq(users.id, inactivityWarnings.userId))
    .where(lt(inactivityWarnings.warnedAt, new Date(now.getTime() - INACTIVITY_GRACE_DAYS * DAY)));
  let erased = 0;
  for (const account of warned) {
    if (new Date(account.lastSeen).getTime() > account.warnedAt.getTime()) {
      await db.delete(inactivityWarnings).where(eq(inactivityWarnings.userId, account.userId));
      continue;
    }
    try {
      await eraseAccount({ db, cipher, documents, mailer }, account.userId, { by: "inactivity" }, now);
      erased += 1;
    } catch (error) {
      // A registration to come (or an account made administrator since): kept, tried again next run.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return erased;
}

/**
 * Anonymised payment records past the legal retention, counted from their payment (or creation).
 * First, a credit that reached an anonymised payment after its erasure loses its payer's name,
 * message and (unless a refund is due) account, as the erasure's own credits did.
 */
export async function purgeAnonymisedPayments({ db }: RetentionDeps, now: Date): Promise<number> {
  await forgetAnonymousPayers(db);
  const { paymentYears } = await loadRetentionSettings(db);
  const limit = monthsBefore(now, paymentYears * 12);
  const due = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(isNull(payments.parentId), isNotNull(payments.anonymisedAt), lt(sql`coalesce(${payments.paidAt}, ${payments.createdAt})`, limit)),
    );
  if (due.length === 0) return 0;
  const ids = due.map((row) => row.id);
  return db.transaction(async (tx) => {
    await tx.delete(checkoutSessions).where(inArray(checkoutSessions.paymentId, ids));
    // The bank's credits for them name the payer (name, account): they go with the payment, and
    // with them the refunds sent on them by file and the statements' debits that paid those.
    const credits = tx.select({ id: bankMovements.id }).from(bankMovements).where(inArray(bankMovements.paymentId, ids));
    const creditRefunds = tx.select({ id: refunds.id }).from(refunds).where(inArray(refunds.bankMovementId, credits));
    await tx.delete(bankDebits).where(inArray(bankDebits.refundId, creditRefunds));
    await tx.delete(refunds).where(inArray(refunds.bankMovementId, credits));
    await tx.delete(bankMovements).where(inArray(bankMovements.paymentId, ids));
    return (await tx.delete(payments).where(inArray(payments.id, ids)).returning({ id: payments.id })).length;
  });
}

/**
 * What the bank's statements left that no payment keeps, past the same legal retention: the
 * import reports (they name payers whose credits were reported for review) and the credits never
 * matched to a payment or set aside as 'Hors plaines' (a payer's name, account and message), and
 * the debits that gave no refund back (a payee's name, account and message). A credit of a payment
 * goes with its payment (above), and so does the debit that refunded it. A refund file (each
 * payee's name and account) goes after the same years once no transfer of it is kept.
 */
export async function purgeBankStatements({ db }: RetentionDeps, now: Date): Promise<number> {
  const { paymentYears } = await loadRetentionSettings(db);
  const limit = monthsBefore(now, paymentYears * 12);
  return db.transaction(async (tx) => {
    const reports = await tx
      .delete(bankStatementImports)
      .where(lt(bankStatementImports.createdAt, limit))
      .returning({ id: bankStatementImports.id });
    const unpaid = and(isNull(bankMovements.paymentId), lt(bankMovements.valueDate, brusselsToday(limit)));
    const unpaidCredits = tx.select({ id: bankMovements.id }).from(bankMovements).where(unpaid);
    const creditRefunds = tx.select({ id: refunds.id }).from(refunds).where(inArray(refunds.bankMovementId, unpaidCredits));
    await tx.update(bankDebits).set({ refundId: null }).where(inArray(bankDebits.refundId, creditRefunds));
    await tx.delete(refunds).where(inArray(refunds.bankMovementId, unpaidCredits));
    // A refund file names each payee (name, account): it goes once none of its transfers is kept.
    const kept = tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.fileId, refundFiles.id));
    const files = await tx
      .delete(refundFiles)
      .where(and(lt(refundFiles.createdAt, limit), notExists(kept)))
      .returning({ id: refundFiles.id });
    const credits = await tx.delete(bankMovements).where(unpaid).returning({ id: bankMovements.id });
    const debits = await tx
      .delete(bankDebits)
      .where(and(isNull(bankDebits.refundId), lt(bankDebits.valueDate, brusselsToday(limit))))
      .returning({ id: bankDebits.id });
    return reports.length + files.length + credits.length + debits.length;
  });
}

/** Tax certificates of erased families, once `taxCertificateYears` have passed since their income year (decision 0036). */
export async function purgeTaxCertificates({ db }: RetentionDeps, now: Date): Promise<number> {
  const { taxCertificateYears } = await loadRetentionSettings(db);
  return purgeRetainedCertificates(db, taxCertificateYears, now);
}

/** The body of a message sent (or given up) more than `mailBodyDays` ago: names and amounts go, the subject and date stay. */
export async function purgeMailBodies({ db }: RetentionDeps, now: Date): Promise<number> {
  const { mailBodyDays } = await loadRetentionSettings(db);
  const limit = new Date(now.getTime() - mailBodyDays * DAY);
  const purged = await db
    .update(emailOutbox)
    .set({ html: "", text: "", attachments: null })
    .where(
      and(
        ne(emailOutbox.status, "pending"),
        lt(sql`coalesce(${emailOutbox.sentAt}, ${emailOutbox.createdAt})`, limit),
        or(ne(emailOutbox.html, ""), ne(emailOutbox.text, ""), isNotNull(emailOutbox.attachments)),
      ),
    )
    .returning({ id: emailOutbox.id });
  return purged.length;
}

/** Messages to families sent more than `familyMessageMonths` ago, with every family's copy (decision 0061). */
async function purgeOldFamilyMessages({ db, documents }: RetentionDeps, now: Date): Promise<number> {
  const { familyMessageMonths } = await loadRetentionSettings(db);
  return purgeFamilyMessages({ db, documents }, familyMessageMonths, now);
}

/** Medical-access entries and the administrators' audit log, each past its own period. */
export async function purgeAccessLogs({ db }: RetentionDeps, now: Date): Promise<number> {
  const { medicalAccessLogMonths, auditLogMonths } = await loadRetentionSettings(db);
  const access = await db
    .delete(medicalAccessLog)
    .where(lt(medicalAccessLog.createdAt, monthsBefore(now, medicalAccessLogMonths)))
    .returning({ id: medicalAccessLog.id });
  const audit = await db
    .delete(auditLog)
    .where(lt(auditLog.createdAt, monthsBefore(now, auditLogMonths)))
    .returning({ id: auditLog.id });
  return access.length + audit.length;
}

/**
 * Expired sessions (each account's newest is kept: it is the last sign-in the inactivity rule
 * reads), expired verification and reset links, and rate-limit counters past their longest window.
 */
export async function sweepExpiredAuth({ db }: RetentionDeps, now: Date): Promise<number> {
  const newest = db
    .selectDistinctOn([sessions.userId], { id: sessions.id })
    .from(sessions)
    .orderBy(sessions.userId, sql`${sessions.createdAt} desc`);
  const expiredSessions = await db
    .delete(sessions)
    .where(and(lt(sessions.expiresAt, now), sql`${sessions.id} not in ${newest}`))
    .returning({ id: sessions.id });
  const expiredLinks = await db.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id });
  // The known-address marks live as long as they are believed; every other counter's window is a day at most.
  const knownFor = SIGN_IN_LIMITS.knownAddressMs;
  const counters = await db
    .delete(rateLimits)
    .where(
      or(
        lt(rateLimits.lastRequest, now.getTime() - knownFor),
        and(sql`${rateLimits.key} not like 'sign-in-known:%'`, lt(rateLimits.lastRequest, now.getTime() - 2 * DAY)),
      ),
    )
    .returning({ id: rateLimits.id });
  return expiredSessions.length + expiredLinks.length + counters.length;
}

export interface RetentionJob {
  name: RetentionJobName;
  /** Runs the rule once at `now` and records its count in purge_runs; answers the count. */
  run(deps: RetentionDeps, now: Date): Promise<number>;
}

const recorded =
  (name: RetentionJobName, rule: (deps: RetentionDeps, now: Date) => Promise<number>) =>
  async (deps: RetentionDeps, now: Date): Promise<number> => {
    const purged = await rule(deps, now);
    await deps.db.insert(purgeRuns).values({ job: name, purged, ranAt: now });
    return purged;
  };

/** Every retention rule; their schedules are their jobs' (jobs.ts). */
export const retentionJobs: RetentionJob[] = [
  { name: "purge-medical-files", run: recorded("purge-medical-files", purgeMedicalFiles) },
  { name: "warn-inactive-accounts", run: recorded("warn-inactive-accounts", warnInactiveAccounts) },
  { name: "erase-inactive-accounts", run: recorded("erase-inactive-accounts", eraseInactiveAccounts) },
  { name: "purge-anonymised-payments", run: recorded("purge-anonymised-payments", purgeAnonymisedPayments) },
  { name: "purge-bank-statements", run: recorded("purge-bank-statements", purgeBankStatements) },
  { name: "purge-retained-certificates", run: recorded("purge-retained-certificates", purgeTaxCertificates) },
  { name: "purge-mail-bodies", run: recorded("purge-mail-bodies", purgeMailBodies) },
  { name: "purge-access-logs", run: recorded("purge-access-logs", purgeAccessLogs) },
  { name: "purge-family-messages", run: recorded("purge-family-messages", purgeOldFamilyMessages) },
  { name: "sweep-expired-auth", run: recorded("sweep-expired-auth", sweepExpiredAuth) },
];

/** What each rule purged so far, and its last run, for the settings page. */
export async function purgeTotals(db: Db) {
  const rows = await db
    .select({
      job: purgeRuns.job,
      total: sql<number>`sum(${purgeRuns.purged})`,
      lastRunAt: sql<Date>`max(${purgeRuns.ranAt})`,
    })
    .from(purgeRuns)
    .groupBy(purgeRuns.job);
  const last = await db
    .selectDistinctOn([purgeRuns.job], { job: purgeRuns.job, purged: purgeRuns.purged })
    .from(purgeRuns)
    .orderBy(purgeRuns.job, sql`${purgeRuns.ranAt} desc`);
  return { rows, last };
}
