import { sql } from "drizzle-orm";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/server/db/client.ts";
for (const opts of [{ pgliteDir: path.join(await mkdtemp(path.join(tmpdir(), "t-")), "p") }, { databaseUrl: "postgres://postgres@127.0.0.1:5432/test" }]) {
  const d = await openDatabase(opts as never);
  const r = await d.db.execute(sql`select k, n from unnest(${sql.param(["a", "b'c", null])}::text[], ${sql.param([1, 2, 3])}::int[]) as t(k, n)`);
  console.log(JSON.stringify((r as any).rows ?? r));
  await d.close();
}
