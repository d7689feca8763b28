import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client.ts";

/**
 * Creates one migrated PGlite database for the whole run. Migrating a new PGlite database takes
 * seconds; tests load this template's files (a tar archive) into a database in memory instead.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(os.tmpdir(), "plaines-test-"));
  const templateDir = path.join(root, "pglite-template");
  const database = await openDatabase({ pgliteDir: templateDir });
  const templateFile = path.join(root, "pglite-template.tar");
  if (database.engine.kind !== "pglite") throw new Error("the template is a PGlite database");
  await writeFile(templateFile, Buffer.from(await (await database.engine.client.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplateFile", templateFile);
  project.provide("testRoot", root);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    testRoot: string;
  }
}
