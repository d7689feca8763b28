import { EMPTY_HEALTH_FORM } from "../../../domain/health-form.ts";
import { eq, isNotNull, or } from "drizzle-orm";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import type { Db } from "../../db/client.ts";
import { children } from "../../db/schema.ts";
import { sealMedicalFile } from "./medical-file.ts";

const legacy = [
  children.legacyAllergies,
  children.legacyMedicalConditions,
  children.legacyMedications,
  children.legacyDoctorContact,
  children.legacyAdditionalInfo,
];

/**
 * Moves the medical files kept in clear before encryption into the sealed column and empties
 * the clear ones, in batches, each child in its own short transaction. Runs at every start and
 * finds nothing once done; answers how many files it sealed.
 */
export async function sealLegacyMedicalFiles(db: Db, cipher: FieldCipher): Promise<number> {
  let sealed = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(children)
      .where(or(...legacy.map((column) => isNotNull(column))))
      .limit(100);
    if (rows.length === 0) return sealed;
    for (const row of rows) {
      await db.transaction(async (tx) => {
        await tx
          .update(children)
          .set({
            ...sealMedicalFile(
              cipher,
              row.id,
              {
                allergies: row.legacyAllergies,
                medicalConditions: row.legacyMedicalConditions,
                medications: row.legacyMedications,
                doctorContact: row.legacyDoctorContact,
                additionalInfo: row.legacyAdditionalInfo,
                ...EMPTY_HEALTH_FORM,
              },
              row.medicalUpdatedAt ?? row.updatedAt,
            ),
            legacyAllergies: null,
            legacyMedicalConditions: null,
            legacyMedications: null,
            legacyDoctorContact: null,
            legacyAdditionalInfo: null,
          })
          .where(eq(children.id, row.id));
      });
      sealed += 1;
    }
  }
}
