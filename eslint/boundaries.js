// Import boundaries of the architecture (docs/architecture.md), as lint rules:
//   - src/domain is pure: nothing from src/server or src/web, no Node, React or database code;
//   - src/web and src/server never import each other (the web shares types through src/domain);
//   - in src/web, components/ and lib/ never import from features/;
//   - a feature imports another feature only through what that feature exposes (its index.ts),
//     and only a feature it is declared to use (FEATURE_DEPENDENCIES): the uses go one way, so no
//     two features ever import each other.
// Import cycles are refused everywhere by import-x/no-cycle (eslint.config.js). That alone would
// not keep two features apart: A's page importing B/index.ts while B's form imports A/index.ts is
// no cycle of modules when neither index re-exports the importing file.
import { readdirSync } from "node:fs";
import path from "node:path";

const root = path.dirname(import.meta.dirname);
const FEATURES_DIR = "src/web/features";
const features = readdirSync(path.join(root, FEATURES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which features each feature may use (through their index.ts); a feature not listed uses none.
 * Shared needs (who is signed in, page paths, query keys) live in lib/ and src/domain instead.
 * @public (tests/integration/lint-boundaries.test.ts loads this file by its path, unseen by knip)
 */
export const FEATURE_DEPENDENCIES = {
  home: ["activities", "news"],
  register: ["activities", "children", "registrations", "waitlist"],
  children: ["dashboard"],
  profile: ["dashboard"],
  registrations: ["dashboard", "waitlist"],
  privacy: ["dashboard"],
  certificates: ["dashboard"],
};

/**
 * The first chain of uses that comes back to where it started, or null: the declared uses must go one way.
 * @public (tests/integration/lint-boundaries.test.ts loads this file by its path, unseen by knip)
 */
export function dependencyCycle(dependencies) {
  const visit = (feature, chain) => {
    if (chain.includes(feature)) return [...chain.slice(chain.indexOf(feature)), feature];
    for (const used of dependencies[feature] ?? []) {
      const cycle = visit(used, [...chain, feature]);
      if (cycle) return cycle;
    }
    return null;
  };
  for (const feature of Object.keys(dependencies)) {
    const cycle = visit(feature, []);
    if (cycle) return cycle;
  }
  return null;
}

const cycle = dependencyCycle(FEATURE_DEPENDENCIES);
if (cycle) throw new Error(`FEATURE_DEPENDENCIES must go one way: ${cycle.join(" → ")}`);

function featureZone(feature, other) {
  const target = `${FEATURES_DIR}/${feature}`;
  const from = `${FEATURES_DIR}/${other}`;
  if (FEATURE_DEPENDENCIES[feature]?.includes(other))
    return {
      target,
      from,
      except: ["./index.ts"],
      message: `A feature imports another one only through its public entry (features/${other}/index.ts).`,
    };
  return {
    target,
    from,
    message: `features/${feature} does not use features/${other} (FEATURE_DEPENDENCIES in eslint/boundaries.js): uses go one way, shared code belongs in lib/ or src/domain.`,
  };
}

const zones = [
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
  ...features.flatMap((feature) => features.filter((other) => other !== feature).map((other) => featureZone(feature, other))),
];

export const boundaryRules = [
  { files: ["src/**/*.{ts,tsx}"], rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones }] } },
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
];
