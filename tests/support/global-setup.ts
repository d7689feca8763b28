import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client.ts";

/**
 * Creates one migrated PGlite database for the whole run. Migrating a new PGlite database takes
 * seconds; tests load this template's files (a tar archive) into a database in memory instead.
 * With TEST_DATABASE_URL, the same for PostgreSQL: one migrated database that every test's
 * database is created from (CREATE DATABASE ... TEMPLATE), a copy of files instead of a migration.
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
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = `plaines_template_${path
    .basename(root)
    .replaceAll(/[^a-z0-9]/gi, "")
    .toLowerCase()}`;
  if (serverUrl) {
    await onServer(serverUrl, `create database ${postgresTemplate}`);
    const url = new URL(serverUrl);
    url.pathname = `/${postgresTemplate}`;
    // Closed before any copy: PostgreSQL copies no database someone is connected to.
    await (await openDatabase({ databaseUrl: url.toString() })).close();
  }
  project.provide("postgresTemplate", postgresTemplate);
  return async () => {
    if (serverUrl) await onServer(serverUrl, `drop database if exists ${postgresTemplate} with (force)`);
    await rm(root, { recursive: true, force: true });
  };
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    /** The migrated PostgreSQL database tests' databases are copies of (with TEST_DATABASE_URL). */
    postgresTemplate: string;
    testRoot: string;
  }
}
