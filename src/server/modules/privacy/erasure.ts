/**
 * Erasing an account (GDPR art. 17), asked by the parent or by e-mail to an administrator, or
 * at the end of the inactivity rule. Everything that names the person goes: profile (national
 * register number included), account, sessions, the inactivity warning, the waiting lists'
 * entries, children with their files (national register number, medical file, people to call),
 * consents, attendance, check-in taps and group moves, registrations, the e-mails sent to them,
 * the activity log's lines of what they did themselves (a cancellation),
 * their rate-limit counters and pending links, and the family's place in the year's certificate runs
 * (their ZIPs rebuilt without it, their reports purged of it). What the association's accounts and
 * the tax law must keep stays without them: each payment keeps its amount, dates, structured
 * communication and plaine, its parent set to null; each tax certificate already issued keeps its
 * sealed record, detached (decision 0036); both until their legal retention ends (retention.ts).
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, like, ne, or, sql } from "drizzle-orm";
import type { ErasureBlocker, ErasureRefusalDetails } from "../../../domain/contracts/privacy.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { ADMIN_CANNOT_BE_ERASED, erasureRefusal, PARENT_NOT_FOUND } from "../../../domain/privacy.ts";
import { canParentCancel, lastCancellationDay } from "../../../domain/registration.ts";
import type { Auth } from "../../auth/auth.ts";
import { emailKey } from "../../auth/rate-limit.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import type { Db } from "../../db/client.ts";
import {
  accountErasures,
  accounts,
  activities,
  bankDebits,
  bankMovements,
  children,
  emailOutbox,
  payments,
  profiles,
  rateLimits,
  refunds,
  registrations,
  staffQualifications,
  staffRoles,
  tariffClaims,
  users,
  verifications,
  waitlistEntries,
} from "../../db/schema.ts";
import type { DocumentStore } from "../../documents/document-store.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { accountDeletedMail } from "../../mail/templates.ts";
import { loadPublicAssociation } from "../association/index.ts";
import { forgetFamilyInRuns, retainFamilyCertificates } from "../certificates/index.ts";
import { forgetParentInMessages } from "../messages/index.ts";
import { endOffer } from "../places/index.ts";
import { qualificationKey } from "../staff/index.ts";
import { type AuditActor, forgetAuditedRecords, forgetAuditedRecordsNaming, forgetParentActions } from "../audit-log.ts";
import { loadRetentionSettings } from "./retention-settings.ts";

export interface ErasureDeps {
  db: Db;
  cipher: FieldCipher;
  /** The private documents (a run's ZIP to rebuild); a caller that has none reaches no run's ZIP. */
  documents?: DocumentStore;
  /** Sends the confirmation e-mail at once; without it, the outbox's job sends it within a minute. */
  mailer?: Pick<Mailer, "deliverSoon">;
}

/** Stands for the store where none is given: reading a ZIP from it fails, so nothing is half-forgotten. */
const NO_DOCUMENTS: DocumentStore = {
  kind: "disk",
  location: "",
  write: () => Promise.reject(new Error("no document store given to the erasure")),
  read: () => Promise.reject(new Error("no document store given to the erasure")),
  readAll: () => Promise.reject(new Error("no document store given to the erasure")),
  remove: (keys) => (keys.length === 0 ? Promise.resolve() : Promise.reject(new Error("no document store given to the erasure"))),
  check: () => Promise.resolve(),
};

export type ErasureRequest = { by: "self" } | { by: "admin"; admin: AuditActor } | { by: "inactivity" };

export interface ErasureResult {
  anonymisedPayments: number;
}

/** Whether this is the password of the account, which its owner types again to erase it. */
export async function isAccountPassword({ db, auth }: { db: Db; auth: Auth }, userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  const authContext = await auth.$context;
  return credential?.hash ? await authContext.password.verify({ hash: credential.hash, password }) : false;
}

/** The parent's registrations, not cancelled, in plaines not over yet: by the plaine's first day, then the child. */
async function liveRegistrations(tx: Db, userId: string, today: string) {
  return tx
    .select({
      childFirstName: children.firstName,
      activityId: activities.id,
      title: activities.title,
      startDate: activities.startDate,
      endDate: activities.endDate,
      status: registrations.status,
      paymentStatus: payments.status,
      paymentMethod: payments.method,
    })
    .from(registrations)
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .innerJoin(payments, eq(payments.id, registrations.paymentId))
    .innerJoin(children, eq(children.id, registrations.childId))
    .where(and(eq(registrations.parentId, userId), ne(registrations.status, "cancelled"), gte(activities.endDate, today)))
    .orderBy(asc(activities.startDate), asc(activities.title), asc(children.firstName));
}

/** Each registration that keeps the account, as the parent's refusal lists it (contracts/privacy.ts). */
function blockerOf(row: Awaited<ReturnType<typeof liveRegistrations>>[number], today: string): ErasureBlocker {
  return {
    childFirstName: row.childFirstName,
    activityId: row.activityId,
    activityTitle: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    when: row.startDate <= today ? "in-progress" : "upcoming",
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    cancellableUntil: canParentCancel(row, today) ? lastCancellationDay(row.startDate) : null,
    freeFrom: addDaysIso(row.endDate, 1),
  };
}

/**
 * Refuses the erasure while it cannot be done: an administrator's account erased by an
 * administrator, or a plaine not over yet holding a live registration. The French message says
 * what to do; the parent's refusal also lists each registration, why it keeps the account and the
 * association's contact (`details`), which 'Mes données' shows.
 */
async function refuseWhileInUse(tx: Db, user: { id: string; role: string | null }, request: ErasureRequest, today: string): Promise<void> {
  if (user.role === "admin" && request.by === "admin") throw new HttpError("CONFLICT", ADMIN_CANNOT_BE_ERASED);
  const live = await liveRegistrations(tx, user.id, today);
  if (live.length === 0) return;
  const byTitle = new Map<string, boolean>();
  for (const row of live) byTitle.set(row.title, (byTitle.get(row.title) ?? false) || row.paymentStatus === "paid");
  const association = await loadPublicAssociation(tx);
  const message = erasureRefusal(
    [...byTitle].map(([title, paid]) => ({ title, paid })),
    request.by === "admin" ? "admin" : "parent",
    association.email,
  );
  const details: ErasureRefusalDetails | undefined =
    request.by === "self"
      ? {
          kind: "erasure-blocked",
          blockers: live.map((row) => blockerOf(row, today)),
          contact: { name: association.name, email: association.email, phone: association.phone },
        }
      : undefined;
  throw new HttpError("CONFLICT", message, undefined, undefined, details);
}

/** The mail queued to the address, the counters keyed by it or by the account, its verification links. */
async function forgetAddressTraces(tx: Db, user: { id: string; email: string }): Promise<void> {
  await tx.delete(emailOutbox).where(or(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.ccAddress, user.email)));
  // Invitations into the team to the address, never accepted (an accepted role goes with the
  // account), and the activity log's lines of the person's roles, which name them by address.
  const roles = await tx
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(or(eq(staffRoles.profileId, user.id), eq(staffRoles.email, user.email)));
  await forgetAuditedRecords(
    tx,
    "staff_role",
    roles.map((role) => role.id),
  );
  await tx.delete(staffRoles).where(and(eq(staffRoles.email, user.email), isNull(staffRoles.profileId)));
  // Counters keyed by the address's digest (sign-in, sign-up) or by the account (export, erasure).
  await tx
    .delete(rateLimits)
    .where(or(like(rateLimits.key, `%${escapeLike(emailKey(user.email))}%`), like(rateLimits.key, `%${escapeLike(user.id)}%`)));
  await tx
    .delete(verifications)
    .where(
      or(
        eq(verifications.identifier, user.email),
        like(verifications.value, `%${escapeLike(user.email)}%`),
        like(verifications.value, `%${escapeLike(user.id)}%`),
      ),
    );
}

/**
 * A file the child's other parent shares stays, theirs alone from now on (decision 0058); so does
 * one another account registered the child with (a second parent whose link ended since).
 */
async function handOverSharedChildren(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(children)
    .set({ parentId: sql`${children.secondParentId}`, secondParentId: null, updatedAt: now })
    .where(and(eq(children.parentId, userId), isNotNull(children.secondParentId)));
  const registeredByOthers = await tx
    .selectDistinctOn([registrations.childId], { childId: registrations.childId, parentId: registrations.parentId })
    .from(registrations)
    .innerJoin(children, eq(children.id, registrations.childId))
    .where(and(eq(children.parentId, userId), ne(registrations.parentId, userId)));
  for (const { childId, parentId } of registeredByOthers)
    await tx.update(children).set({ parentId, updatedAt: now }).where(eq(children.id, childId));
}

/** The erasure's record (who asked, how many payments were anonymised), and the goodbye e-mail to the address. */
async function recordErasure(
  tx: Db,
  user: { email: string; firstName: string | null },
  request: ErasureRequest,
  anonymisedPayments: number,
  now: Date,
): Promise<void> {
  const [erasure] = await tx
    .insert(accountErasures)
    .values({
      requestedBy: request.by,
      actorId: request.by === "admin" ? request.admin.id : null,
      actorEmail: request.by === "admin" ? request.admin.email : null,
      anonymisedPayments,
      erasedAt: now,
    })
    .returning({ id: accountErasures.id });
  // The last message to the address, kept only until it has left (decision 0051).
  await enqueueMail(tx, {
    ...accountDeletedMail({
      from: await loadPublicAssociation(tx),
      firstName: user.firstName,
      by: request.by,
      retention: await loadRetentionSettings(tx),
    }),
    dedupeKey: `account-deleted:${erasure.id}`,
    kind: "account-deleted",
    to: user.email,
  });
}

/**
 * The tax certificates already issued keep their sealed record, detached; the runs' ZIPs and
 * reports forget the family. Gives the runs' ZIPs the rebuilt copies replace.
 */
async function forgetFamilyInCertificates(
  tx: Db,
  { cipher, documents }: { cipher: FieldCipher; documents: DocumentStore },
  user: { id: string; firstName: string | null; lastName: string | null },
  now: Date,
) {
  const familyChildren = await tx
    .select({ id: children.id, firstName: children.firstName, lastName: children.lastName })
    .from(children)
    .where(eq(children.parentId, user.id));
  const childIds = familyChildren.map((child) => child.id);
  const certificates = await retainFamilyCertificates(tx, cipher, { debtorId: user.id, childIds }, now);
  return forgetFamilyInRuns(
    tx,
    { cipher, documents },
    {
      debtorId: user.id,
      childIds,
      names: [user, ...familyChildren].map((person) => `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim()),
      certificates,
    },
  );
}

/**
 * Erases the account in one transaction: all of it or nothing. Refused while a plaine to come
 * holds a live registration (paid: it must be refunded first; unpaid: cancelled, which gives its
 * place back), with a French message saying what to do. An administrator's account is never
 * erased this way (the site must keep one).
 */
export async function eraseAccount(
  { db, cipher, documents = NO_DOCUMENTS, mailer }: ErasureDeps,
  userId: string,
  request: ErasureRequest,
  now = new Date(),
): Promise<ErasureResult> {
  const today = brusselsToday(now);
  const { result, replacedDocuments } = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, role: profiles.role, firstName: profiles.firstName, lastName: profiles.lastName })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, userId))
      .for("update", { of: users });
    if (!user) throw notFound(PARENT_NOT_FOUND);
    await refuseWhileInUse(tx, user, request, today);

    // Offers of the waiting list held for this family end, their places given back (decision 0032).
    const offers = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.parentId, userId), eq(waitlistEntries.status, "offered")));
    for (const offer of offers) await endOffer(tx, null, offer.id, "left", now);
    // The proofs of the tariffs the family claimed go from the store once committed; their claims go with the registrations.
    const proofs = await tx
      .select({ key: tariffClaims.proofKey })
      .from(tariffClaims)
      .innerJoin(registrations, eq(registrations.id, tariffClaims.registrationId))
      .where(and(eq(registrations.parentId, userId), isNotNull(tariffClaims.proofKey)));
    // The team's qualifications go with the account (cascade), their proofs from the store once committed (decision 0065).
    const qualifications = await tx
      .select({ id: staffQualifications.id })
      .from(staffQualifications)
      .where(eq(staffQualifications.profileId, userId));
    await forgetAuditedRecords(
      tx,
      "staff_qualification",
      qualifications.map((row) => row.id),
    );
    // And the lines of those deleted before (a mistake added again, the retention's): they name the person too.
    await forgetAuditedRecordsNaming(tx, "staff_qualification", "profileId", userId);
    // The registrations go (they name a child); the payments they belonged to stay, anonymised.
    await tx.delete(registrations).where(eq(registrations.parentId, userId));
    const anonymised = await tx
      .update(payments)
      .set({ parentId: null, anonymisedAt: now, updatedAt: now })
      .where(eq(payments.parentId, userId))
      .returning({ id: payments.id });
    const paymentIds = anonymised.map((row) => row.id);
    if (paymentIds.length > 0) await forgetAnonymousPayers(tx, paymentIds);
    await handOverSharedChildren(tx, userId, now);
    const replacedDocuments = await forgetFamilyInCertificates(tx, { cipher, documents }, user, now);
    // Children go with their files and national register numbers, and by cascade with their
    // consents, medical-access entries, waiting-list places, attendance, check-in taps and group
    // moves (tests/integration/privacy/erasure.test.ts searches every table and the runs' ZIPs).
    await tx.delete(children).where(eq(children.parentId, userId));
    await forgetAddressTraces(tx, user);
    // The messages to families keep their copies for the organisers' counts, without the parent or the address.
    await forgetParentInMessages(tx, user.id);
    // The activity log's lines of what the parent did (a cancellation) name them; an administrator's stay.
    if (user.role !== "admin") await forgetParentActions(tx, user.id);
    // Sessions, password, profile, the inactivity warning and the waiting lists' entries go with
    // the user (cascades).
    await tx.delete(users).where(eq(users.id, userId));

    await recordErasure(tx, user, request, anonymised.length, now);
    return {
      result: { anonymisedPayments: anonymised.length },
      replacedDocuments: [
        ...replacedDocuments,
        ...proofs.flatMap(({ key }) => (key ? [key] : [])),
        ...qualifications.map((row) => qualificationKey(row.id)),
      ],
    };
  });
  // The runs' ZIPs that held the family, and its proofs of tariffs, go once the erasure is committed (the ZIPs' rebuilt copies replace them).
  await documents.remove(replacedDocuments);
  mailer?.deliverSoon();
  return result;
}

/**
 * The bank credits of anonymised payments keep amount, dates and communication for the accounts;
 * the payer's name and typed message go. Their account stays only while a sum is still to be given
 * back to it (the refund needs it): once the refund is settled, it goes too. The retention rule
 * deletes the credits with the payment. The statements' debits that gave a sum back on those credits
 * (a refund sent by file, recognised) name the payer too: their name, account and message go, the
 * refund being paid. Of the given payments (those anonymised), or of every anonymised one.
 */
export async function forgetAnonymousPayers(tx: Db, paymentIds?: readonly string[]): Promise<void> {
  const refundDue = sql`${bankMovements.refundCents} > 0 and ${bankMovements.refundSettledAt} is null`;
  const anonymised = tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(isNotNull(payments.anonymisedAt), paymentIds ? inArray(payments.id, [...paymentIds]) : undefined));
  await tx
    .update(bankMovements)
    .set({
      counterpartyName: null,
      freeCommunication: "",
      counterpartyAccount: sql`case when ${refundDue} then ${bankMovements.counterpartyAccount} end`,
    })
    .where(
      and(
        inArray(bankMovements.paymentId, anonymised),
        or(
          isNotNull(bankMovements.counterpartyName),
          ne(bankMovements.freeCommunication, ""),
          and(isNotNull(bankMovements.counterpartyAccount), sql`not (${refundDue})`),
        ),
      ),
    );
  const refundsOfAnonymised = tx
    .select({ id: refunds.id })
    .from(refunds)
    .innerJoin(bankMovements, eq(bankMovements.id, refunds.bankMovementId))
    .where(inArray(bankMovements.paymentId, anonymised));
  await tx
    .update(bankDebits)
    .set({ counterpartyName: null, counterpartyAccount: null, freeCommunication: "" })
    .where(
      and(
        inArray(bankDebits.refundId, refundsOfAnonymised),
        or(isNotNull(bankDebits.counterpartyName), isNotNull(bankDebits.counterpartyAccount), ne(bankDebits.freeCommunication, "")),
      ),
    );
}

/** A text inside LIKE matches only itself. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Accounts erased so far, by who asked. */
export async function erasureCounts(db: Db): Promise<{ self: number; admin: number; inactivity: number }> {
  const rows = await db
    .select({ by: accountErasures.requestedBy, count: sql<number>`count(*)` })
    .from(accountErasures)
    .groupBy(accountErasures.requestedBy);
  const counts = { self: 0, admin: 0, inactivity: 0 };
  for (const row of rows) counts[row.by] = Number(row.count);
  return counts;
}
