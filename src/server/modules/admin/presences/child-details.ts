/**
 * One child's details for the team on the ground, opened from the check-in: allergies,
 * medication, health, diet, whom to call and who may take the child home. The list shows icons
 * only; each opening is written to the medical-access log before the details leave, as the
 * printed lists are.
 */
import type { CurrentUser } from "../../../../domain/account.ts";
import type { CheckInChildDetails } from "../../../../domain/contracts/admin-presences.ts";
import type { FieldCipher } from "../../../crypto/field-encryption.ts";
import type { Db } from "../../../db/client.ts";
import { notFound } from "../../../http/errors.ts";
import { recordMedicalAccess } from "../../children/index.ts";
import { CHILD_NOT_EXPECTED, loadActivity } from "./plaine.ts";

export async function checkInChildDetails(
  { db, cipher }: { db: Db; cipher: FieldCipher },
  actor: CurrentUser,
  activityId: string,
  childId: string,
): Promise<CheckInChildDetails> {
  const [child] = (await loadActivity(db, cipher, activityId, childId)).children;
  if (!child) throw notFound(CHILD_NOT_EXPECTED);
  await recordMedicalAccess(db, actor, [child.id], "check-in");
  const { allergies, medications, medicalConditions, dietaryNeeds, emergencyContacts, pickupPersons } = child.file;
  return {
    childId: child.id,
    firstName: child.firstName,
    lastName: child.lastName,
    allergies,
    medications,
    medicalConditions,
    dietaryNeeds,
    emergencyContacts,
    pickupPersons,
  };
}
