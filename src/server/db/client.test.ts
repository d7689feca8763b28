import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/databases.ts";

/** Above this, PostgreSQL's page cache inside PGlite holds memory the site's data never needs. */
const MAX_SHARED_BUFFERS_BYTES = 32 * 1024 * 1024;

describe("the embedded database", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  it("opens with a bounded page cache, since its WebAssembly memory never shrinks", async () => {
    database = await createTestDatabase("pglite");
    const result = await database.db.execute(sql`select setting::bigint * 8192 as bytes from pg_settings where name = 'shared_buffers'`);
    const [row] = (result as { rows: { bytes: number | string }[] }).rows;
    expect(Number(row.bytes)).toBeGreaterThan(0);
    expect(Number(row.bytes)).toBeLessThanOrEqual(MAX_SHARED_BUFFERS_BYTES);
  });
});
