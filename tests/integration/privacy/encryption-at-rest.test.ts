/**
 * A dump of the database holds no medical text: words typed into a child's medical file are
 * searched in the raw database (every file of the PGlite data directory, pg_dump's output for
 * PostgreSQL), beside a word of a field that is not encrypted, which must be found (else the
 * search itself would prove nothing).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Child } from "../../../src/domain/child.ts";
import { jsonHeaders } from "../../support/accounts.ts";
import { ENGINES } from "../../support/databases.ts";
import { children } from "../../../src/server/db/schema.ts";
import { sealLegacyMedicalFiles } from "../../../src/server/modules/children/legacy-medical.ts";
import { openMedicalFile } from "../../../src/server/modules/children/medical-file.ts";
import { runStartupTasks } from "../../../src/server/server.ts";
import { TEST_CIPHER } from "../../support/data-keys.ts";
import { insertChildren, insertParent } from "../../support/families.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

const MEDICAL_WORDS = {
  allergies: "Xylocaïnephobie-quetzal",
  medicalConditions: "Dysplasie-zanzibar",
  medications: "Ornithorynque-sirop",
  doctorContact: "Docteur-Wobbegong",
  additionalInfo: "Doudou-kakapo",
};
const CLEAR_WORD = "Prénom-Axolotl";

async function rawDatabaseText(t: TestApp): Promise<Buffer> {
  if (t.database.kind === "postgres") {
    const { stdout } = await promisify(execFile)("pg_dump", ["--data-only", t.database.url!], {
      maxBuffer: 64 * 1024 * 1024,
      encoding: "buffer",
    });
    return stdout;
  }
  // Every file of the data directory: tables, indexes and the write-ahead log.
  await t.db.execute(sql`checkpoint`);
  if (t.database.engine.kind !== "pglite") throw new Error("a PGlite database");
  return Buffer.from(await (await t.database.engine.client.dumpDataDir("none")).arrayBuffer());
}

describe.each(ENGINES)("medical files at rest on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it("keeps no national register number in the raw database, while the parent's profile gives it back", async () => {
    const parent = await insertParent(t);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers: jsonHeaders(t, parent.cookie),
      payload: { firstName: "Camille", lastName: "Dupont", nationalNumber: "85.07.30-033.28" },
    });
    expect(saved.json<{ profile: { nationalNumber: string } }>().profile.nationalNumber).toBe("85.07.30-033.28");
    const raw = await rawDatabaseText(t);
    for (const written of ["85073003328", "85.07.30-033.28"]) expect(raw.includes(Buffer.from(written)), written).toBe(false);
  });

  it("keeps no medical word in the raw database, while the API gives them back", async () => {
    const parent = await insertParent(t);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/children",
      headers: jsonHeaders(t, parent.cookie),
      payload: { firstName: CLEAR_WORD, lastName: "Dupont", birthDate: "2019-03-02", ...MEDICAL_WORDS, medicalConsent: true },
    });
    expect(response.statusCode).toBe(201);
    const { child } = response.json<{ child: Child }>();
    expect(child).toMatchObject(MEDICAL_WORDS);

    const raw = await rawDatabaseText(t);
    expect(raw.includes(Buffer.from(CLEAR_WORD))).toBe(true);
    for (const word of Object.values(MEDICAL_WORDS)) expect(raw.includes(Buffer.from(word)), word).toBe(false);
    const [flag] = await t.db.select({ hasMedicalInfo: children.hasMedicalInfo }).from(children).where(eq(children.id, child.id));
    expect(flag.hasMedicalInfo).toBe(true);
  });

  it("seals at start the files kept in clear before encryption, and empties the clear columns", async () => {
    const parent = await insertParent(t);
    const [row] = await insertChildren(t.db, parent.id, [{ legacyAllergies: "Arachides anciennes", legacyAdditionalInfo: "Notes" }]);
    // What a start does once, before it listens (server.ts); test applications skip it.
    await runStartupTasks(t.app, t.config);
    const [stored] = await t.db.select().from(children).where(eq(children.id, row.id));
    expect(stored).toMatchObject({ legacyAllergies: null, legacyAdditionalInfo: null, hasMedicalInfo: true });
    expect(openMedicalFile(TEST_CIPHER, stored)).toMatchObject({ allergies: "Arachides anciennes", additionalInfo: "Notes" });
    expect(await sealLegacyMedicalFiles(t.db, TEST_CIPHER)).toBe(0);
  });
});
