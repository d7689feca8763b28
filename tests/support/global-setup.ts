import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client.ts";

/**
 * Creates one migrated PGlite database for the whole run. Opening a new PGlite data dir takes
 * seconds; tests copy this template instead, which takes a fraction of that.
 */
export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(os.tmpdir(), "plaines-test-"));
  const templateDir = path.join(root, "pglite-template");
  const database = await openDatabase({ pgliteDir: templateDir });
  await database.close();
  project.provide("pgliteTemplateDir", templateDir);
  project.provide("testRoot", root);
  return async () => {
    await rm(root, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    testRoot: string;
  }
}
