import path from "node:path";
import { pathToFileURL } from "node:url";
import { ESLint } from "eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

/**
 * The import boundaries of the architecture as lint enforces them (eslint/boundaries.js). Each
 * probe is a few lines linted as if they were a file at the given path, with only the boundary
 * rules on and no type information, so the file runs in seconds.
 */
const root = path.resolve(import.meta.dirname, "../..");

// A plain JavaScript module outside the TypeScript project: its shape is stated here.
interface Boundaries {
  FEATURE_DEPENDENCIES: Record<string, string[]>;
  SERVER_INFRASTRUCTURE: Record<string, string[]>;
  SERVER_MODULE_DEPENDENCIES: Record<string, string[]>;
  ADMIN_AREA_DEPENDENCIES: Record<string, string[]>;
  dependencyCycle: (dependencies: Record<string, string[]>) => string[] | null;
  serverModuleZones: (infrastructure: Record<string, string[]>, capabilities: Record<string, string[]>) => unknown[];
}
const {
  FEATURE_DEPENDENCIES,
  ADMIN_AREA_DEPENDENCIES,
  SERVER_INFRASTRUCTURE,
  SERVER_MODULE_DEPENDENCIES,
  dependencyCycle,
  serverModuleZones,
} = (await import(pathToFileURL(path.join(root, "eslint/boundaries.js")).href)) as Boundaries;

const RESTRICTED_PATHS = "import-x/no-restricted-paths";
const BOUNDARY_RULES = new Set([RESTRICTED_PATHS, "no-restricted-imports"]);

/**
 * Not every feature has an index.ts, and the rule ignores an import it cannot resolve. Tried after
 * the project's resolver, this one resolves a relative import of a missing index.ts to the path
 * it names, so the rule judges it as it would if the file existed.
 */
const futureIndexResolver = {
  interfaceVersion: 3,
  name: "future-index",
  resolve(modulePath: string, sourceFile: string) {
    if (!modulePath.startsWith(".") || !modulePath.endsWith("/index.ts")) return { found: false };
    return { found: true, path: path.resolve(path.dirname(sourceFile), modulePath) };
  },
};

/** The project's lint configuration, reduced to the boundary rules. */
function boundaryLinter() {
  return new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
    overrideConfig: [
      tseslint.configs.disableTypeChecked,
      {
        settings: {
          "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") }), futureIndexResolver],
        },
      },
    ],
  });
}

const eslint = boundaryLinter();

/** The imports of `code`, linted as the file `filePath`, that lint refuses: "rule: specifier". */
async function refusedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  expect(result.messages.filter((message) => message.fatal)).toEqual([]);
  return result.messages.map((message) => `${message.ruleId}: ${code.split("\n")[message.line - 1].match(/from "([^"]+)"/)?.[1]}`);
}

describe("lint boundaries", () => {
  it("refuses an upward import from shared web code into a feature", async () => {
    const code = 'import { afterLoginTarget } from "../../features/auth/after-login-target.ts";\n';
    expect(await refusedImports("src/web/components/ui/probe.tsx", code)).toEqual([
      `${RESTRICTED_PATHS}: ../../features/auth/after-login-target.ts`,
    ]);
    expect(await refusedImports("src/web/lib/probe/probe.ts", code)).toEqual([
      `${RESTRICTED_PATHS}: ../../features/auth/after-login-target.ts`,
    ]);
  });

  it("keeps src/domain pure: nothing from the server, the web or Node", async () => {
    const code = [
      'import { loadConfig } from "../server/config.ts";',
      'import { cn } from "../web/lib/cn.ts";',
      'import { readFileSync } from "node:fs";',
    ].join("\n");
    expect(await refusedImports("src/domain/probe.ts", code)).toEqual([
      `${RESTRICTED_PATHS}: ../server/config.ts`,
      `${RESTRICTED_PATHS}: ../web/lib/cn.ts`,
      "no-restricted-imports: node:fs",
    ]);
  });

  it("lets a feature use another one through its index.ts only", async () => {
    const code = ['import { NewsCard } from "../news/components/news-card.tsx";', 'import * as news from "../news/index.ts";'].join("\n");
    expect(await refusedImports("src/web/features/home/probe.ts", code)).toEqual([`${RESTRICTED_PATHS}: ../news/components/news-card.tsx`]);
    // Its own files stay free to import each other.
    expect(await refusedImports("src/web/features/news/probe.ts", code)).toEqual([]);
    // The index.ts is judged, not skipped: shared web code may not import even that.
    const index = 'import * as news from "../../features/news/index.ts";\n';
    expect(await refusedImports("src/web/components/ui/probe.tsx", index)).toEqual([`${RESTRICTED_PATHS}: ../../features/news/index.ts`]);
  });

  it("refuses a feature importing one it is not declared to use, even through its index.ts", async () => {
    // home uses news; news does not use home, so the pair can never import each other.
    expect(FEATURE_DEPENDENCIES.home).toContain("news");
    expect(await refusedImports("src/web/features/news/probe.ts", 'import * as home from "../home/index.ts";\n')).toEqual([
      `${RESTRICTED_PATHS}: ../home/index.ts`,
    ]);
    // register uses registrations; the way back is closed.
    expect(await refusedImports("src/web/features/registrations/probe.ts", 'import * as register from "../register/index.ts";\n')).toEqual([
      `${RESTRICTED_PATHS}: ../register/index.ts`,
    ]);
  });

  it("declares feature uses that go one way, so no pair of features imports each other", () => {
    expect(dependencyCycle(FEATURE_DEPENDENCIES)).toBeNull();
    expect(dependencyCycle({ register: ["registrations"], registrations: ["register"] })).toEqual([
      "register",
      "registrations",
      "register",
    ]);
    expect(dependencyCycle({ a: ["b"], b: ["c"], c: ["a"] })).toEqual(["a", "b", "c", "a"]);
  });

  describe("the server's module map", () => {
    it("refuses infrastructure importing a capability module, even through its index.ts", async () => {
      expect(await refusedImports("src/server/http/probe.ts", 'import * as children from "../modules/children/index.ts";\n')).toEqual([
        `${RESTRICTED_PATHS}: ../modules/children/index.ts`,
      ]);
      // Nor a capability module past its door.
      expect(await refusedImports("src/server/mail/probe.ts", 'import * as checkout from "../modules/checkout/service.ts";\n')).toEqual([
        `${RESTRICTED_PATHS}: ../modules/checkout/service.ts`,
      ]);
    });

    it("refuses infrastructure importing infrastructure above it", async () => {
      expect(SERVER_INFRASTRUCTURE.mail).toContain("db");
      expect(await refusedImports("src/server/db/probe.ts", 'import { Mailer } from "../mail/mailer.ts";\n')).toEqual([
        `${RESTRICTED_PATHS}: ../mail/mailer.ts`,
      ]);
      expect(await refusedImports("src/server/mail/probe.ts", 'import { type Db } from "../db/client.ts";\n')).toEqual([]);
    });

    it("refuses a lower module importing a higher one", async () => {
      // privacy uses children: the way back is closed, whatever the file.
      expect(SERVER_MODULE_DEPENDENCIES["modules/privacy"]).toContain("modules/children");
      expect(await refusedImports("src/server/modules/children/probe.ts", 'import * as privacy from "../privacy/index.ts";\n')).toEqual([
        `${RESTRICTED_PATHS}: ../privacy/index.ts`,
      ]);
      // An admin area is a module of its own: children does not use the administrators' one.
      expect(
        await refusedImports("src/server/modules/children/probe.ts", 'import * as sheet from "../admin/children/service.ts";\n'),
      ).toEqual([`${RESTRICTED_PATHS}: ../admin/children/service.ts`]);
      // No module imports the composition root.
      expect(await refusedImports("src/server/modules/news/probe.ts", 'import { buildApp } from "../../app.ts";\n')).toEqual([
        `${RESTRICTED_PATHS}: ../../app.ts`,
      ]);
    });

    it("lets a module use another one through its index.ts only", async () => {
      expect(SERVER_MODULE_DEPENDENCIES["modules/pages"]).toContain("modules/activities");
      const code = [
        'import { listActivities } from "../activities/service.ts";',
        'import * as activities from "../activities/index.ts";',
      ].join("\n");
      expect(await refusedImports("src/server/modules/pages/probe.ts", code)).toEqual([`${RESTRICTED_PATHS}: ../activities/service.ts`]);
      // Its own files stay free to import each other, and its tests may set up data through any module.
      expect(await refusedImports("src/server/modules/activities/probe.ts", code)).toEqual([]);
      expect(
        await refusedImports("src/server/modules/children/probe.test.ts", 'import * as privacy from "../privacy/index.ts";\n'),
      ).toEqual([]);
    });

    it("keeps the queries out of the route files of the mapped modules", async () => {
      const code = 'import { news } from "../../db/schema.ts";\n';
      expect(await refusedImports("src/server/modules/news/routes.ts", code)).toEqual(["no-restricted-imports: ../../db/schema.ts"]);
      expect(
        await refusedImports("src/server/modules/admin/news/probe-routes.ts", 'import { news } from "../../../db/schema.ts";\n'),
      ).toEqual(["no-restricted-imports: ../../../db/schema.ts"]);
      expect(await refusedImports("src/server/modules/news/service.ts", code)).toEqual([]);
    });

    it("refuses a map whose uses do not go one way, or whose infrastructure uses a capability", () => {
      expect(() => serverModuleZones(SERVER_INFRASTRUCTURE, SERVER_MODULE_DEPENDENCIES)).not.toThrow();
      expect(dependencyCycle({ ...SERVER_INFRASTRUCTURE, ...SERVER_MODULE_DEPENDENCIES })).toBeNull();
      expect(() =>
        serverModuleZones({ db: [] }, { "modules/a": ["modules/b"], "modules/b": ["modules/c"], "modules/c": ["modules/a"] }),
      ).toThrow("SERVER_MODULE_DEPENDENCIES must go one way: modules/a → modules/b → modules/c → modules/a");
      expect(() => serverModuleZones({ db: ["http"], http: ["db"] }, {})).toThrow("must go one way: db → http → db");
      expect(() => serverModuleZones({ db: [], http: ["modules/pages"] }, { "modules/pages": [] })).toThrow(
        "Infrastructure never imports a capability module: http → modules/pages",
      );
    });
  });

  it("refuses an upward import between admin areas, and shared admin code importing an area", async () => {
    // settings uses bank (its transfer rules); bank may not import settings back.
    expect(ADMIN_AREA_DEPENDENCIES.settings).toContain("bank");
    const upward = 'import { RetentionSettings } from "../../settings/components/retention-settings.tsx";\n';
    expect(await refusedImports("src/web/features/admin/bank/components/probe.tsx", upward)).toEqual([
      `${RESTRICTED_PATHS}: ../../settings/components/retention-settings.tsx`,
    ]);
    // The declared way is open, and every area may use features/admin/shared.
    const declared = [
      'import { TransferRulesSettings } from "../../bank/components/transfer-rules-settings.tsx";',
      'import { SettingsSection } from "../../shared/components/settings-section.tsx";',
    ].join("\n");
    expect(await refusedImports("src/web/features/admin/settings/components/probe.tsx", declared)).toEqual([]);
    // shared uses no area.
    expect(await refusedImports("src/web/features/admin/shared/components/probe.tsx", upward)).toEqual([
      `${RESTRICTED_PATHS}: ../../settings/components/retention-settings.tsx`,
    ]);
    // The zones between features still hold for admin files.
    expect(
      await refusedImports("src/web/features/admin/bank/components/probe.tsx", 'import * as home from "../../../home/index.ts";\n'),
    ).toEqual([`${RESTRICTED_PATHS}: ../../../home/index.ts`]);
  });

  it("declares admin area uses that go one way", () => {
    expect(dependencyCycle(ADMIN_AREA_DEPENDENCIES)).toBeNull();
    expect(dependencyCycle({ ...ADMIN_AREA_DEPENDENCIES, bank: ["settings"] })).toEqual(["bank", "settings", "bank"]);
  });

  it("refuses useMutation outside a feature's api/ folder", async () => {
    const code = 'import { useMutation, useQuery } from "@tanstack/react-query";\n';
    for (const file of [
      "src/web/features/children/components/probe.tsx",
      "src/web/features/admin/bank/pages/probe.tsx",
      "src/web/lib/probe.ts",
    ]) {
      expect(await refusedImports(file, code)).toEqual(["no-restricted-imports: @tanstack/react-query"]);
    }
    for (const file of [
      "src/web/features/children/api/probe.ts",
      "src/web/features/admin/bank/api/probe.ts",
      "src/web/features/admin/shared/api/probe.ts",
    ]) {
      expect(await refusedImports(file, code)).toEqual([]);
    }
    // Queries stay free everywhere.
    expect(
      await refusedImports("src/web/features/children/components/probe.tsx", 'import { useQuery } from "@tanstack/react-query";\n'),
    ).toEqual([]);
  });
});
