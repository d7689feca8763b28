import { ADVISORY_LOCKS } from "../../db/advisory-locks.ts";
import { and, asc, eq, gt, isNotNull, sql } from "drizzle-orm";
import { hasMedicalInfo, MEDICAL_CONSENT_VERSION } from "../../../domain/medical-consent.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import type { Db } from "../../db/client.ts";
import { children, purgeRuns } from "../../db/schema.ts";
import { openMedicalFile } from "./medical-file.ts";

/**
 * The pass's run, recorded in `purge_runs` (the settings page lists only the retention rules).
 * The fields the consent covers change only with its text, whose version then moves: a new
 * version runs the pass again, once.
 */
export const MEDICAL_FLAGS_PASS = `medical-flags:${MEDICAL_CONSENT_VERSION}`;

/** Processes starting together on one PostgreSQL run the pass one after the other. */
const MEDICAL_FLAGS_LOCK = ADVISORY_LOCKS.medicalFlagsPass;
const BATCH = 200;

async function passDone(db: Db): Promise<boolean> {
  const [run] = await db.select({ id: purgeRuns.id }).from(purgeRuns).where(eq(purgeRuns.job, MEDICAL_FLAGS_PASS)).limit(1);
  return Boolean(run);
}

/**
 * Files sealed while `has_medical_info` looked at four fields only kept it false with nothing but
 * a tetanus, a booster date, a diet or special needs: the lists, the retention purge and the
 * medical-access log then missed them. At start, once for the consent's version, the sealed files
 * with a false flag are opened and the flag raised where `hasMedicalInfo` says so (the file, its
 * dates and the child are left as they are). Once recorded, a start costs one indexed query. A file
 * that does not open stops the start, with nothing recorded: the pass runs again at the next one.
 */
export async function correctMedicalFlags(db: Db, cipher: FieldCipher): Promise<number> {
  if (await passDone(db)) return 0;
  return db.transaction(async (tx) => {
    // The second process waits here, then finds the first one's run recorded.
    await tx.execute(sql`select pg_advisory_xact_lock(${MEDICAL_FLAGS_LOCK})`);
    if (await passDone(tx)) return 0;
    let corrected = 0;
    let after: string | null = null;
    for (;;) {
      const rows = await tx
        .select({ id: children.id, medicalFile: children.medicalFile })
        .from(children)
        .where(and(isNotNull(children.medicalFile), eq(children.hasMedicalInfo, false), after ? gt(children.id, after) : undefined))
        .orderBy(asc(children.id))
        .limit(BATCH);
      for (const row of rows) {
        if (!hasMedicalInfo(openMedicalFile(cipher, row))) continue;
        // A file changed meanwhile was sealed again with its own flag.
        const raised = await tx
          .update(children)
          .set({ hasMedicalInfo: true })
          .where(and(eq(children.id, row.id), eq(children.medicalFile, row.medicalFile!)))
          .returning({ id: children.id });
        corrected += raised.length;
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1].id;
    }
    await tx.insert(purgeRuns).values({ job: MEDICAL_FLAGS_PASS, purged: corrected });
    return corrected;
  });
}
