/**
 * The qualifications of the team (decision 0065): a brevet, an equivalent title or first aid, with
 * its proof (a PDF or an image of 5 MB at most, its type read from its bytes by the messages' check)
 * sealed in the private document store under `staff-qualifications/<id>`, never public. An
 * administrator adds, lists, opens (logged as reading a person's document) and deletes them; the
 * person adds their own while in the team (declared by them: `added_by` is their account), and
 * reads and opens theirs, still a former member within the retention year. The staff list and the
 * plan read who counts as breveté or qualified coordinator on a day from them.
 */
import type { FastifyBaseLogger } from "fastify";
import { and, asc, eq, inArray, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/account.ts";
import {
  NOT_A_TEAM_MEMBER,
  QUALIFICATION_NOT_FOUND,
  STAFF_ONLY,
  QUALIFICATION_OBTAINED_FUTURE,
  type QualificationInput,
  type QualificationView,
} from "../../../domain/contracts/staff.ts";
import { ATTACHMENT_SIGNATURE_LENGTH, messageAttachmentError, messageAttachmentTypeOf } from "../../../domain/family-messages.ts";
import { cleanUploadName } from "../../../domain/file-name.ts";
import {
  isBreveteOn,
  isExpiringSoon,
  isQualifiedCoordinatorOn,
  isValidOn,
  QUALIFICATION_LABELS,
  type QualificationDates,
} from "../../../domain/staff/qualifications.ts";
import { hasQualifications, isInTeam } from "../../auth/guards.ts";
import type { Db } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/errors.ts";
import { profiles, staffQualifications, staffRoles } from "../../db/schema.ts";
import type { DocumentStore } from "../../documents/document-store.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { type AuditActor, recordAudit, recordExport } from "../audit-log.ts";

const FOLDER = "staff-qualifications";
export const qualificationKey = (id: string) => `${FOLDER}/${id}`;

type QualificationRow = typeof staffQualifications.$inferSelect;

export interface QualificationDeps {
  db: Db;
  documents: Pick<DocumentStore, "write" | "read" | "remove">;
  /** Where a proof that could not be removed after its row is said. */
  log?: Pick<FastifyBaseLogger, "error">;
}

function viewOf(row: QualificationRow, today: string): QualificationView {
  return {
    id: row.id,
    kind: row.kind,
    obtainedOn: row.obtainedOn,
    issuer: row.issuer,
    expiresOn: row.expiresOn,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    validToday: isValidOn(row, today),
    expiringSoon: isExpiringSoon(row, today),
    declaredBySelf: row.addedBy === row.profileId,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What the activity log keeps of a qualification: the person (their account's id too, so that
 * erasing it forgets these lines even once the qualification is gone), the kind, the dates, the
 * issuer and the file's name (not the file).
 */
function snapshotOf(row: QualificationRow, person: string) {
  return {
    profileId: row.profileId,
    person,
    kind: QUALIFICATION_LABELS[row.kind],
    obtainedOn: row.obtainedOn,
    issuer: row.issuer,
    expiresOn: row.expiresOn,
    fileName: row.fileName,
  };
}

async function personName(db: Db, profileId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : "";
}

/** A person's qualifications, the most recently obtained first. */
export async function qualificationsOf(db: Db, profileId: string, today: string): Promise<QualificationView[]> {
  const rows = await db
    .select()
    .from(staffQualifications)
    .where(eq(staffQualifications.profileId, profileId))
    .orderBy(sql`${staffQualifications.obtainedOn} desc`, asc(staffQualifications.createdAt));
  return rows.map((row) => viewOf(row, today));
}

/** The people's qualifications' kinds and dates, by account (what breveté and coordinator are read from). */
export async function qualificationDatesOf(db: Db, profileIds: readonly string[]): Promise<Map<string, QualificationDates[]>> {
  const byPerson = new Map<string, QualificationDates[]>();
  if (profileIds.length === 0) return byPerson;
  const rows = await db
    .select({
      profileId: staffQualifications.profileId,
      kind: staffQualifications.kind,
      obtainedOn: staffQualifications.obtainedOn,
      expiresOn: staffQualifications.expiresOn,
    })
    .from(staffQualifications)
    // What a person declared counts once an administrator has checked it (confirmQualification).
    .where(
      and(
        inArray(staffQualifications.profileId, [...new Set(profileIds)]),
        sql`${staffQualifications.addedBy} is distinct from ${staffQualifications.profileId}`,
      ),
    );
  for (const { profileId, ...dates } of rows) byPerson.set(profileId, [...(byPerson.get(profileId) ?? []), dates]);
  return byPerson;
}

/** Who counts as breveté and as qualified coordinator on a day, by account. */
export function standingOn(dates: Map<string, QualificationDates[]>, profileId: string, day: string) {
  const held = dates.get(profileId) ?? [];
  return { brevete: isBreveteOn(held, day), coordinator: isQualifiedCoordinatorOn(held, day) };
}

/** A qualification is added for a person with an accepted role of the team, not ended. */
async function assertTeamMember(db: Db, profileId: string): Promise<void> {
  const [role] = await db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(and(eq(staffRoles.profileId, profileId), isNotNull(staffRoles.acceptedAt), isNull(staffRoles.revokedAt)))
    .limit(1);
  if (!role) throw notFound(NOT_A_TEAM_MEMBER);
}

/** Adds a qualification with its proof: the file checked as the messages' attachments are, sealed first, then the row. */
export async function addQualification(
  deps: QualificationDeps,
  actor: AuditActor,
  profileId: string,
  input: QualificationInput,
  bytes: Buffer,
  today: string,
): Promise<QualificationView> {
  await assertTeamMember(deps.db, profileId);
  if (input.obtainedOn > today)
    throw new HttpError("VALIDATION", QUALIFICATION_OBTAINED_FUTURE, { obtainedOn: QUALIFICATION_OBTAINED_FUTURE });
  const head = bytes.subarray(0, ATTACHMENT_SIGNATURE_LENGTH);
  const problem = messageAttachmentError(head, bytes.length);
  if (problem) throw new HttpError("VALIDATION", problem, { file: problem });
  const id = crypto.randomUUID();
  // The document first: a row never names a file that is not there.
  await deps.documents.write(qualificationKey(id), bytes);
  const row = await insertWithProof(deps, id, async (tx) => {
    const person = await personName(tx, profileId);
    const [inserted] = await tx
      .insert(staffQualifications)
      .values({
        id,
        profileId,
        kind: input.kind,
        obtainedOn: input.obtainedOn,
        issuer: input.issuer,
        expiresOn: input.expiresOn,
        fileName: cleanUploadName(input.name, "preuve"),
        contentType: messageAttachmentTypeOf(head)!,
        sizeBytes: bytes.length,
        addedBy: actor.id,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      entity: "staff_qualification",
      entityId: id,
      action: "create",
      before: null,
      after: snapshotOf(inserted, person),
    });
    return inserted;
  });
  return viewOf(row, today);
}

/** The row's transaction, its proof already written: removed again when the row is not saved (the person erased meanwhile). */
async function insertWithProof<T>(deps: QualificationDeps, id: string, save: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(save);
  } catch (error) {
    await deps.documents.remove([qualificationKey(id)]);
    if (isForeignKeyViolation(error)) throw notFound(NOT_A_TEAM_MEMBER);
    throw error;
  }
}

/**
 * An administrator checks a qualification the person declared themselves (its proof opened): from
 * then on it is theirs as if the administrator had added it, and counts for the norms and the
 * report. Logged; a qualification already checked stays as it is; 404 when it is not there.
 */
export async function confirmQualification(db: Db, actor: AuditActor, id: string, today: string): Promise<QualificationView> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffQualifications).where(eq(staffQualifications.id, id)).for("update");
    if (!row) throw notFound(QUALIFICATION_NOT_FOUND);
    if (row.addedBy !== row.profileId) return viewOf(row, today);
    const [checked] = await tx.update(staffQualifications).set({ addedBy: actor.id }).where(eq(staffQualifications.id, id)).returning();
    const person = await personName(tx, row.profileId);
    await recordAudit(tx, {
      actor,
      entity: "staff_qualification",
      entityId: id,
      action: "update",
      before: { ...snapshotOf(row, person), checked: false },
      after: { ...snapshotOf(checked, person), checked: true },
    });
    return viewOf(checked, today);
  });
}

/**
 * Deletes a qualification (logged), then its proof once the deletion is committed: a failed commit
 * keeps both. A proof that cannot be removed then is logged, not thrown: no row names it any more,
 * so it is never read again (sealed, bound to its key). 404 when the qualification is not there.
 */
export async function deleteQualification(deps: QualificationDeps, actor: AuditActor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(staffQualifications).where(eq(staffQualifications.id, id)).returning();
    if (!row) throw notFound(QUALIFICATION_NOT_FOUND);
    await recordAudit(tx, {
      actor,
      entity: "staff_qualification",
      entityId: id,
      action: "delete",
      before: snapshotOf(row, await personName(tx, row.profileId)),
      after: null,
    });
  });
  try {
    await deps.documents.remove([qualificationKey(id)]);
  } catch (error) {
    deps.log?.error({ err: error, key: qualificationKey(id) }, "qualification proof not removed after its deletion");
  }
}

/**
 * Who may read their own qualifications: a person in the team, or a former member whose
 * qualifications are still kept (the retention year, decision 0065); anybody else is refused as
 * the team's area refuses them.
 */
export async function assertOwnQualificationsOpen(db: Db, profileId: string): Promise<void> {
  if (!(await hasQualifications(db, profileId)) && !(await isInTeam(db, profileId))) throw new HttpError("FORBIDDEN", STAFF_ONLY);
}

/**
 * A proof opened: an administrator any (`profileId` null), a team member their own only. An
 * administrator's reading is logged as an export of a person's document; the person's own is not.
 */
export async function openQualificationProof(deps: QualificationDeps, actor: CurrentUser, id: string, profileId: string | null) {
  const where =
    profileId === null ? eq(staffQualifications.id, id) : and(eq(staffQualifications.id, id), eq(staffQualifications.profileId, profileId));
  const [row] = await deps.db.select().from(staffQualifications).where(where);
  if (!row) throw notFound(QUALIFICATION_NOT_FOUND);
  const stream = await deps.documents.read(qualificationKey(row.id));
  if (!stream) throw notFound(QUALIFICATION_NOT_FOUND);
  if (profileId === null)
    await recordExport(
      deps.db,
      actor,
      { entity: "staff_qualification", entityId: row.id },
      { document: "Preuve de qualification", kind: QUALIFICATION_LABELS[row.kind] },
    );
  return { fileName: row.fileName, contentType: row.contentType, stream };
}

/**
 * Retention (decision 0065): the qualifications of a person without any role in the team for this
 * long (every role revoked, or none left) go with their proofs. Answers how many were removed.
 */
export async function removeFormerTeamQualifications(deps: QualificationDeps, before: Date): Promise<number> {
  const stillInTeam = deps.db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(
      and(
        eq(staffRoles.profileId, staffQualifications.profileId),
        sql`(${staffRoles.revokedAt} IS NULL OR ${staffRoles.revokedAt} > ${before.toISOString()})`,
      ),
    );
  return deps.db.transaction(async (tx) => {
    const removed = await tx.delete(staffQualifications).where(notExists(stillInTeam)).returning({ id: staffQualifications.id });
    if (removed.length > 0) await deps.documents.remove(removed.map((row) => qualificationKey(row.id)));
    return removed.length;
  });
}
