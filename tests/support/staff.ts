import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { StaffRole } from "../../src/domain/contracts/staff.ts";
import type { Db } from "../../src/server/db/client.ts";
import { staffAssignments, staffQualifications, staffRolePlaines, staffRoles } from "../../src/server/db/schema.ts";
import type { DocumentStore } from "../../src/server/documents/document-store.ts";
import type { QualificationKind } from "../../src/domain/staff/qualifications.ts";

/**
 * A role of the team given straight in the database (decision 0063): accepted by `profileId`
 * unless it is left out (an invitation still waiting, its token returned).
 */
export async function insertStaffRole(
  db: Db,
  values: { email: string; role: StaffRole; activityIds: string[]; profileId?: string; expiresAt?: Date },
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(staffRoles)
    .values({
      email: values.email.toLowerCase(),
      role: values.role,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: values.expiresAt ?? new Date(Date.now() + 7 * 24 * 3600 * 1000),
      profileId: values.profileId ?? null,
      acceptedAt: values.profileId ? new Date() : null,
    })
    .returning();
  await db.insert(staffRolePlaines).values(values.activityIds.map((activityId) => ({ staffRoleId: row.id, activityId })));
  return { id: row.id, token };
}

/** A person of the team planned with a group on some days of a plaine. */
export async function planStaff(db: Db, values: { activityId: string; profileId: string; groupName: string; dates: string[] }) {
  await db
    .insert(staffAssignments)
    .values(
      values.dates.map((date) => ({ activityId: values.activityId, date, groupName: values.groupName, profileId: values.profileId })),
    );
}

/** A qualification of a person of the team given straight in the database, its proof (a PDF) sealed in the document store (decision 0065). */
export async function insertQualification(
  db: Db,
  documents: Pick<DocumentStore, "write">,
  values: { profileId: string; kind?: QualificationKind; obtainedOn?: string; expiresOn?: string | null },
): Promise<{ id: string }> {
  const proof = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(256, 0x41), Buffer.from("\n%%EOF")]);
  const id = randomUUID();
  await documents.write(`staff-qualifications/${id}`, proof);
  await db.insert(staffQualifications).values({
    id,
    profileId: values.profileId,
    kind: values.kind ?? "brevet-animateur",
    obtainedOn: values.obtainedOn ?? "2024-06-30",
    issuer: "Patro",
    expiresOn: values.expiresOn ?? null,
    fileName: "brevet.pdf",
    contentType: "application/pdf",
    sizeBytes: proof.length,
  });
  return { id };
}
