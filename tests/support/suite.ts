import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type Engine, type TestDatabase } from "./databases.ts";
import { createAdminTestApp, type TestParent } from "./families.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * What a suite's tests share: built in the suite's beforeAll, ended in its afterAll. Returns how
 * to read it, which throws before the beforeAll has built it (in the suite's body, outside a hook).
 */
function builtBeforeAll<T>(build: () => Promise<T>, end: (value: T) => Promise<void>): () => T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await build();
  });
  afterAll(async () => {
    if (value !== undefined) await end(value);
  });
  return () => {
    if (value === undefined) throw new Error("read in the suite's body, before its beforeAll built it");
    return value;
  };
}

/** A constant that stands for what `current()` gives when it is used: each property read goes there. */
function readThrough<T extends object>(current: () => T): T {
  return new Proxy({} as T, { get: (_, key) => Reflect.get(current(), key) });
}

/**
 * The real application on a fresh database (createTestApp) for the tests of one suite, built before
 * them and closed after them: `const t = suiteTestApp(engine)`, then `t.app`, `t.db` in its hooks and tests.
 */
export function suiteTestApp(...args: Parameters<typeof createTestApp>): TestApp {
  return readThrough(
    builtBeforeAll(
      () => createTestApp(...args),
      (t) => t.close(),
    ),
  );
}

/** The same with one administrator signed in (createAdminTestApp): `const { t, admin } = suiteAdminTestApp(engine)`. */
export function suiteAdminTestApp(...args: Parameters<typeof createAdminTestApp>): { t: TestApp; admin: TestParent } {
  const current = builtBeforeAll(
    () => createAdminTestApp(...args),
    ({ t }) => t.close(),
  );
  return { t: readThrough(() => current().t), admin: readThrough(() => current().admin) };
}

/** A fresh, migrated, empty database (createTestDatabase) for the tests of one suite, disposed of after them. */
export function suiteTestDatabase(engine: Engine): TestDatabase {
  return readThrough(
    builtBeforeAll(
      () => createTestDatabase(engine),
      (database) => database.dispose(),
    ),
  );
}
