import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_CIPHER } from "../../../../tests/support/data-keys.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";
import { openDatabase } from "../../db/client.ts";
import { children, purgeRuns } from "../../db/schema.ts";
import { runStartupTasks } from "../../server.ts";
import { correctMedicalFlags, MEDICAL_FLAGS_PASS } from "./medical-flags.ts";

const contact = { name: "Marie Dupont", relation: "Maman", phone: "+32470123456" };

describe.each(ENGINES)("the start-time correction of the medical flag on %s", (engine) => {
  const t = suiteTestApp(engine);
  let parent: TestParent;
  beforeAll(async () => {
    parent = await insertParent(t);
  });

  /** Files sealed while the flag looked at four fields only: a diet or a tetanus left it false. */
  const insertOldRuleFiles = () =>
    Promise.all([
      insertChild(t.db, parent.id, { dietaryNeeds: "Sans gluten", hasMedicalInfo: false }),
      insertChild(t.db, parent.id, { tetanus: "unknown", specialNeeds: "Autisme léger", hasMedicalInfo: false }),
    ]);
  /** The database as it was before this pass existed: no run recorded. */
  const forgetThePass = () => t.db.delete(purgeRuns).where(eq(purgeRuns.job, MEDICAL_FLAGS_PASS));
  const rowsOf = (ids: string[]) => t.db.select().from(children).where(inArray(children.id, ids));

  it("runs with a start's once-only tasks, on an empty database, and not with a test app alone", async () => {
    expect(await t.db.select().from(purgeRuns).where(eq(purgeRuns.job, MEDICAL_FLAGS_PASS))).toEqual([]);
    await runStartupTasks(t.app, t.config);
    expect(await t.db.select().from(purgeRuns).where(eq(purgeRuns.job, MEDICAL_FLAGS_PASS))).toMatchObject([{ purged: 0 }]);
  });

  it("raises the flag of files holding only fields the consent covers, once; opens nothing the next time", async () => {
    const wrong = await insertOldRuleFiles();
    const contactsOnly = await insertChild(t.db, parent.id, { emergencyContacts: [contact], additionalInfo: "Aime le foot" });
    const allergy = await insertChild(t.db, parent.id, { allergies: "Pollen" });
    const before = await rowsOf([...wrong, contactsOnly, allergy].map((child) => child.id));
    await forgetThePass();

    expect(await correctMedicalFlags(t.db, TEST_CIPHER)).toBe(2);
    const after = await rowsOf(before.map((row) => row.id));
    const flagOf = (id: string) => after.find((row) => row.id === id)?.hasMedicalInfo;
    for (const child of wrong) expect(flagOf(child.id)).toBe(true);
    expect(flagOf(contactsOnly.id)).toBe(false);
    expect(flagOf(allergy.id)).toBe(true);
    // Only the flag: the sealed file and the date retention counts from are those of before.
    for (const row of before) {
      expect(after.find((moved) => moved.id === row.id)).toMatchObject({
        medicalFile: row.medicalFile,
        medicalUpdatedAt: row.medicalUpdatedAt,
        updatedAt: row.updatedAt,
      });
    }

    const open = vi.spyOn(TEST_CIPHER, "openJson");
    try {
      expect(await correctMedicalFlags(t.db, TEST_CIPHER)).toBe(0);
      expect(open).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
    expect(await t.db.select().from(purgeRuns).where(eq(purgeRuns.job, MEDICAL_FLAGS_PASS))).toMatchObject([{ purged: 2 }]);
  });

  it("corrects each file once when several processes start together", async () => {
    const wrong = await insertOldRuleFiles();
    await forgetThePass();
    // A second connection pool on PostgreSQL, as a second process would open.
    const second = t.database.url ? await openDatabase({ databaseUrl: t.database.url }) : null;
    try {
      const passes = await Promise.all([
        correctMedicalFlags(t.db, TEST_CIPHER),
        correctMedicalFlags(second?.db ?? t.db, TEST_CIPHER),
        correctMedicalFlags(t.db, TEST_CIPHER),
      ]);
      expect(passes.reduce((sum, count) => sum + count, 0)).toBe(2);
    } finally {
      await second?.close();
    }
    expect((await rowsOf(wrong.map((child) => child.id))).map((row) => row.hasMedicalInfo)).toEqual([true, true]);
    expect(await t.db.select().from(purgeRuns).where(eq(purgeRuns.job, MEDICAL_FLAGS_PASS))).toHaveLength(1);
  });
});
