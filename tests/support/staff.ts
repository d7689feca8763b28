import { createHash, randomBytes } from "node:crypto";
import type { StaffRole } from "../../src/domain/contracts/staff.ts";
import type { Db } from "../../src/server/db/client.ts";
import { staffAssignments, staffRolePlaines, staffRoles } from "../../src/server/db/schema.ts";

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
