import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import { CHILD_NOT_FOUND, childDeletionRefusal, type Child } from "../../../domain/child.ts";
import { SECOND_PARENT_DELETION, SHARED_CHILD_DELETION } from "../../../domain/child-family.ts";
import type { ChildInput } from "../../../domain/contracts/children-input.ts";
import type { ChildrenSort } from "../../../domain/contracts/children.ts";
import { MEDICAL_CONSENT_REQUIRED, MEDICAL_FIELDS, medicalConsentNeeded, NO_CONSENT_TO_WITHDRAW } from "../../../domain/medical-consent.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import type { Db } from "../../db/client.ts";
import { activities, children, registrations } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { type ConsentActor, recordConsent, standingConsents } from "./consent.ts";
import { familiesOf, ofFamily } from "./family.ts";
import { toChild } from "./mapper.ts";
import { openMedicalFile, pickMedicalFile, sameMedicalFile, sealMedicalFile } from "./medical-file.ts";

/** What the children's services need: the database and the cipher of the medical files. */
export interface ChildrenDeps {
  db: Db;
  cipher: FieldCipher;
}

/**
 * Every query is scoped by the parent, first or second (decision 0058): another parent's child is
 * "not found", exactly like an id that does not exist, so ids reveal nothing.
 */
const own = (parentId: string, childId: string) => and(eq(children.id, childId), ofFamily(parentId));

/** The dashboard lists newest first; the registration page by first name (spec §7). */
export async function listChildren({ db, cipher }: ChildrenDeps, parentId: string, order: ChildrenSort): Promise<Child[]> {
  const rows = await db
    .select()
    .from(children)
    .where(ofFamily(parentId))
    .orderBy(
      ...(order === "firstName" ? [asc(children.firstName), asc(children.lastName)] : [desc(children.createdAt), desc(children.id)]),
    );
  const consents = await standingConsents(
    db,
    rows.map((row) => row.id),
  );
  const families = await familiesOf(db, parentId, rows);
  return rows.map((row) => ({ ...toChild(row, cipher, consents.get(row.id) ?? null), family: families.get(row.id) }));
}

/** The child as its parent (first or second) sees it. */
async function childOf({ db, cipher }: ChildrenDeps, row: typeof children.$inferSelect, parentId: string): Promise<Child> {
  const family = (await familiesOf(db, parentId, [row])).get(row.id);
  return { ...toChild(row, cipher, (await standingConsents(db, [row.id])).get(row.id) ?? null), family };
}

export async function getChild(deps: ChildrenDeps, parentId: string, childId: string): Promise<Child> {
  const [row] = await deps.db.select().from(children).where(own(parentId, childId));
  if (!row) throw notFound(CHILD_NOT_FOUND);
  return childOf(deps, row, parentId);
}

const consentRefusal = () => new HttpError("VALIDATION", MEDICAL_CONSENT_REQUIRED, { medicalConsent: MEDICAL_CONSENT_REQUIRED });

/**
 * Medical information is kept only under the parent's consent (GDPR art. 9): adding or changing
 * it without the box ticked is refused and changes nothing; a tick is recorded with its version.
 */
export async function createChild(deps: ChildrenDeps, parent: ConsentActor, input: ChildInput): Promise<Child> {
  const { medicalConsent, firstName, lastName, birthDate } = input;
  const file = pickMedicalFile(input);
  const needed = medicalConsentNeeded(null, file, null);
  if (needed && !medicalConsent) throw consentRefusal();
  const id = randomUUID();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(children)
      .values({ id, parentId: parent.id, firstName, lastName, birthDate, ...sealMedicalFile(deps.cipher, id, file) })
      .returning();
    if (needed) await recordConsent(tx, id, parent, "given");
    return childOf({ ...deps, db: tx }, row, parent.id);
  });
}

export async function updateChild(deps: ChildrenDeps, parent: ConsentActor, childId: string, input: ChildInput): Promise<Child> {
  const { medicalConsent, firstName, lastName, birthDate } = input;
  const file = pickMedicalFile(input);
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(children).where(own(parent.id, childId)).for("update");
    if (!current) throw notFound(CHILD_NOT_FOUND);
    const before = openMedicalFile(deps.cipher, current);
    const consent = (await standingConsents(tx, [childId])).get(childId) ?? null;
    const needed = medicalConsentNeeded(before, file, consent);
    if (needed && !medicalConsent) throw consentRefusal();
    const unchanged = sameMedicalFile(before, file);
    const [row] = await tx
      .update(children)
      // The file is sealed again only when it changed: its date is the retention's starting point.
      .set({ firstName, lastName, birthDate, updatedAt: new Date(), ...(unchanged ? {} : sealMedicalFile(deps.cipher, childId, file)) })
      .where(eq(children.id, childId))
      .returning();
    if (needed) await recordConsent(tx, childId, parent, "given");
    return childOf({ ...deps, db: tx }, row, parent.id);
  });
}

/**
 * Withdrawing the consent erases the medical fields at once (the child and the notes stay) and
 * is recorded in the consent's history, which administrators see in the child's sheet.
 */
export async function withdrawMedicalConsent(deps: ChildrenDeps, parent: ConsentActor, childId: string): Promise<Child> {
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(children).where(own(parent.id, childId)).for("update");
    if (!current) throw notFound(CHILD_NOT_FOUND);
    const consent = (await standingConsents(tx, [childId])).get(childId);
    const file = openMedicalFile(deps.cipher, current);
    if (!consent && !current.hasMedicalInfo) throw new HttpError("CONFLICT", NO_CONSENT_TO_WITHDRAW);
    const kept = { ...file, ...Object.fromEntries(MEDICAL_FIELDS.map((field) => [field, null])) };
    const [row] = await tx
      .update(children)
      .set({ ...sealMedicalFile(deps.cipher, childId, kept), updatedAt: new Date() })
      .where(eq(children.id, childId))
      .returning();
    await recordConsent(tx, childId, parent, "withdrawn");
    return childOf({ ...deps, db: tx }, row, parent.id);
  });
}

/**
 * Refused while the child holds a live registration (spec §5). The child's row is locked first,
 * so a registration submitted at the same moment either commits before (and is seen here) or
 * waits and then fails on the missing child. Cancelled registrations go with the child: they
 * only said "no longer coming", and the payment records they belonged to stay.
 */
export async function deleteChild(deps: ChildrenDeps, parentId: string, childId: string): Promise<Child> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(children).where(own(parentId, childId)).for("update");
    if (!row) throw notFound(CHILD_NOT_FOUND);
    // A shared file is the first parent's to delete, once the link is gone (decision 0058).
    if (row.parentId !== parentId) throw new HttpError("FORBIDDEN", SECOND_PARENT_DELETION);
    if (row.secondParentId) throw new HttpError("CONFLICT", SHARED_CHILD_DELETION);
    const live = await tx
      .select({ title: activities.title })
      .from(registrations)
      .innerJoin(activities, eq(activities.id, registrations.activityId))
      .where(and(eq(registrations.childId, childId), ne(registrations.status, "cancelled")))
      .orderBy(asc(activities.startDate));
    if (live.length > 0) throw new HttpError("CONFLICT", childDeletionRefusal([...new Set(live.map((r) => r.title))]));
    const child = await childOf({ ...deps, db: tx }, row, parentId);
    await tx.delete(registrations).where(eq(registrations.childId, childId));
    await tx.delete(children).where(eq(children.id, childId));
    return child;
  });
}
