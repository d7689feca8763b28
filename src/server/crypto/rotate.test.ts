import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_DATA_KEY } from "../../../tests/support/data-keys.ts";
import { ENGINES } from "../../../tests/support/databases.ts";
import { insertChildren, insertParent } from "../../../tests/support/families.ts";
import { suiteTestApp } from "../../../tests/support/suite.ts";
import { children, profiles } from "../db/schema.ts";
import { openMedicalFile } from "../modules/children/medical-file.ts";
import { FieldCipher, parseDataKeys } from "./field-encryption.ts";
import { rotateSealedColumns } from "./rotate.ts";
import { openNationalNumber, sealNationalNumber } from "./sealed-fields.ts";

describe.each(ENGINES)("key rotation on %s", (engine) => {
  const t = suiteTestApp(engine);

  it("re-encrypts every value with the newest key in batches, resumes, and the files read the same", async () => {
    const parent = await insertParent(t);
    const rows = await insertChildren(
      t.db,
      parent.id,
      Array.from({ length: 5 }, (_, index) => ({ allergies: `Allergie ${index}`, doctorContact: `Dr ${index}` })),
    );
    await t.db
      .update(profiles)
      .set({ nationalNumber: sealNationalNumber(t.app.context.cipher, parent.id, "85073003328") })
      .where(eq(profiles.id, parent.id));
    const ring = new FieldCipher(parseDataKeys(`neuve:${Buffer.alloc(32, 42).toString("base64")},${TEST_DATA_KEY}`));

    // A first run stopped after one batch of two...
    const batches: number[] = [];
    await expect(
      rotateSealedColumns(t.db, ring, {
        batchSize: 2,
        onBatch: ({ rotated }) => {
          batches.push(rotated);
          if (rotated >= 2) throw new Error("arrêt");
        },
      }),
    ).rejects.toThrow("arrêt");
    // ...and a second one finishes the rest.
    const [result, numbers] = await rotateSealedColumns(t.db, ring, { batchSize: 2 });
    expect(batches).toEqual([2]);
    expect(result.rotated).toBe(3);
    expect(numbers).toEqual({ table: "profiles", column: "national_number", rotated: 1 });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, parent.id));
    expect(openNationalNumber(ring, parent.id, profile.nationalNumber)).toBe("85.07.30-033.28");
    expect(FieldCipher.keyIdOf(profile.nationalNumber!)).toBe("neuve");

    for (const [index, row] of rows.entries()) {
      const [stored] = await t.db.select().from(children).where(eq(children.id, row.id));
      expect(FieldCipher.keyIdOf(stored.medicalFile!)).toBe("neuve");
      expect(openMedicalFile(ring, stored)).toMatchObject({ allergies: `Allergie ${index}`, doctorContact: `Dr ${index}` });
    }
    expect((await rotateSealedColumns(t.db, ring))[0].rotated).toBe(0);
    // The old key alone no longer opens them: they really were re-encrypted.
    const [stored] = await t.db.select().from(children).where(eq(children.id, rows[0].id));
    expect(() => openMedicalFile(new FieldCipher(parseDataKeys(TEST_DATA_KEY)), stored)).toThrow();
  });
});
