import { desc, inArray } from "drizzle-orm";
import { MEDICAL_CONSENT_VERSION, type MedicalConsentState } from "../../../domain/medical-consent.ts";
import type { Db } from "../../db/client.ts";
import { medicalConsents } from "../../db/schema.ts";

/** Each child's standing consent: its newest row when that row gives it (a withdrawal ends it). */
export async function standingConsents(db: Db, childIds: string[]): Promise<Map<string, MedicalConsentState>> {
  const states = new Map<string, MedicalConsentState>();
  if (childIds.length === 0) return states;
  const rows = await db
    .select()
    .from(medicalConsents)
    .where(inArray(medicalConsents.childId, childIds))
    .orderBy(desc(medicalConsents.createdAt), desc(medicalConsents.id));
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.childId)) continue;
    seen.add(row.childId);
    if (row.action === "given") {
      states.set(row.childId, {
        version: row.version,
        givenAt: row.createdAt.toISOString(),
        accountEmail: row.accountEmail,
        current: row.version === MEDICAL_CONSENT_VERSION,
      });
    }
  }
  return states;
}

export interface ConsentActor {
  id: string;
  email: string;
}

export async function recordConsent(db: Db, childId: string, actor: ConsentActor, action: "given" | "withdrawn", at = new Date()) {
  await db.insert(medicalConsents).values({
    childId,
    userId: actor.id,
    accountEmail: actor.email,
    action,
    version: MEDICAL_CONSENT_VERSION,
    createdAt: at,
  });
}
