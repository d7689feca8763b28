// Import boundaries of the architecture (docs/architecture.md), as lint rules:
//   - src/domain is pure: nothing from src/server or src/web, no Node, React or database code;
//   - src/web and src/server never import each other (the web shares types through src/domain);
//   - in src/web, components/ and lib/ never import from features/;
//   - a feature imports another feature only through what that feature exposes (its index.ts).
// Import cycles are refused everywhere by import-x/no-cycle (eslint.config.js).
import { readdirSync } from "node:fs";
import path from "node:path";

const root = path.dirname(import.meta.dirname);
const FEATURES_DIR = "src/web/features";
const features = readdirSync(path.join(root, FEATURES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports that break a boundary and are still waiting for the architecture work to untangle
 * them, one line each: [importing file, imported file]. Any other crossing fails lint; this
 * list only shrinks (tests/integration/lint-boundaries.test.ts fails on a line whose import is gone).
 */
export const KNOWN_VIOLATIONS = [
  // Shared layout reading who is signed in.
  ["src/web/components/layout/footer.tsx", "src/web/features/auth/auth-context.ts"],
  ["src/web/components/layout/header.tsx", "src/web/features/auth/auth-context.ts"],
  // Features reaching into another feature's files.
  ["src/web/features/activities/components/registration-panel.tsx", "src/web/features/auth/auth-context.ts"],
  ["src/web/features/activities/components/registration-panel.tsx", "src/web/features/auth/login-path.ts"],
  ["src/web/features/admin/layout/admin-layout.tsx", "src/web/features/auth/components/require-auth.tsx"],
  ["src/web/features/admin/settings/pages/settings-page.tsx", "src/web/features/auth/auth-context.ts"],
  ["src/web/features/children/pages/children-page.tsx", "src/web/features/dashboard/dashboard-links.ts"],
  ["src/web/features/dashboard/pages/dashboard-layout.tsx", "src/web/features/auth/auth-context.ts"],
  ["src/web/features/dashboard/pages/dashboard-layout.tsx", "src/web/features/auth/components/require-auth.tsx"],
  ["src/web/features/dashboard/pages/dashboard-page.tsx", "src/web/features/auth/auth-context.ts"],
  ["src/web/features/home/components/featured-news.tsx", "src/web/features/news/api/get-news.ts"],
  ["src/web/features/home/components/featured-news.tsx", "src/web/features/news/components/news-card-skeleton.tsx"],
  ["src/web/features/home/components/featured-news.tsx", "src/web/features/news/components/news-card.tsx"],
  ["src/web/features/home/components/upcoming-plaines.tsx", "src/web/features/activities/api/get-activities.ts"],
  ["src/web/features/home/components/upcoming-plaines.tsx", "src/web/features/activities/components/activity-card.tsx"],
  ["src/web/features/profile/components/profile-form.tsx", "src/web/features/auth/api/get-me.ts"],
  ["src/web/features/profile/pages/profile-page.tsx", "src/web/features/dashboard/dashboard-links.ts"],
  ["src/web/features/register/components/registration-form.tsx", "src/web/features/activities/api/activity-keys.ts"],
  ["src/web/features/register/components/registration-form.tsx", "src/web/features/registrations/api/registration-keys.ts"],
  ["src/web/features/register/pages/register-page.tsx", "src/web/features/activities/components/activity-facts.tsx"],
  ["src/web/features/register/pages/register-page.tsx", "src/web/features/auth/components/require-auth.tsx"],
  ["src/web/features/register/pages/register-page.tsx", "src/web/features/children/components/child-form-dialog.tsx"],
  ["src/web/features/registrations/pages/bank-transfer-success-page.tsx", "src/web/features/auth/components/require-auth.tsx"],
  ["src/web/features/registrations/pages/registrations-page.tsx", "src/web/features/activities/api/activity-keys.ts"],
  ["src/web/features/registrations/pages/registrations-page.tsx", "src/web/features/dashboard/dashboard-links.ts"],
  // registrations reads what register stores, while register uses registrations' query keys (above).
  ["src/web/features/registrations/registration-storage.test.ts", "src/web/features/register/pending-registration.ts"],
  ["src/web/features/registrations/registration-storage.ts", "src/web/features/register/pending-registration.ts"],
];

function baseZones() {
  return [
    {
      target: "src/domain",
      from: ["src/server", "src/web"],
      message: "src/domain is pure: it imports nothing from the server or the web.",
    },
    { target: "src/web", from: "src/server", message: "The web never imports server code: share types through src/domain." },
    { target: "src/server", from: "src/web", message: "The server never imports web code: share rules through src/domain." },
    {
      target: ["src/web/components", "src/web/lib"],
      from: FEATURES_DIR,
      message: "Shared web code (components/, lib/) never imports from features/.",
    },
    ...features.flatMap((feature) =>
      features
        .filter((other) => other !== feature)
        .map((other) => ({
          target: `${FEATURES_DIR}/${feature}`,
          from: `${FEATURES_DIR}/${other}`,
          except: ["./index.ts"],
          message: `A feature imports another one only through its public entry (features/${other}/index.ts).`,
        })),
    ),
  ];
}

/** The zones for one importing file, with its known violations let through. */
function zonesFor(allowedImports) {
  return baseZones().map((zone) => {
    const froms = [zone.from].flat();
    const extra = allowedImports.flatMap((imported) =>
      froms.filter((from) => imported.startsWith(`${from}/`)).map((from) => `./${path.relative(from, imported)}`),
    );
    return extra.length === 0 ? zone : { ...zone, except: [...(zone.except ?? []), ...extra] };
  });
}

const rule = (zones) => ["error", { basePath: root, zones }];

/** The boundary rule with no exception at all: what every known violation must still break. */
export const strictBoundaryRule = rule(baseZones());

const allowedByFile = new Map();
for (const [file, imported] of KNOWN_VIOLATIONS) allowedByFile.set(file, [...(allowedByFile.get(file) ?? []), imported]);

export const boundaryRules = [
  { files: ["src/**/*.{ts,tsx}"], rules: { "import-x/no-restricted-paths": strictBoundaryRule } },
  {
    files: ["src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*"], message: "src/domain runs in the browser too: no Node modules." },
            {
              group: ["react", "react-*", "drizzle-orm", "drizzle-orm/*", "fastify", "better-auth", "better-auth/*"],
              message: "src/domain is pure: no framework or database code.",
            },
          ],
        },
      ],
    },
  },
  ...[...allowedByFile].map(([file, imports]) => ({ files: [file], rules: { "import-x/no-restricted-paths": rule(zonesFor(imports)) } })),
];
