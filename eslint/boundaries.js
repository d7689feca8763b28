// Import boundaries of the architecture (docs/architecture.md), as lint rules:
//   - src/domain is pure: nothing from src/server or src/web, no Node, React or database code;
//   - src/web and src/server never import each other (the web shares types through src/domain);
//   - in src/web, components/ and lib/ never import from features/;
//   - a feature imports another feature only through what that feature exposes (its index.ts),
//     and only a feature it is declared to use (FEATURE_DEPENDENCIES): the uses go one way, so no
//     two features ever import each other;
//   - in src/server, the module map (SERVER_MODULE_DEPENDENCIES): infrastructure never imports a
//     capability module, a module imports only the modules it declares, uses go one way, and a
//     capability module is reached only through its index.ts (decision 0038).
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
  // 'À propos' lists the association's next plaines.
  "info-pages": ["activities"],
  activities: ["children"],
  register: ["activities", "children", "registrations", "waitlist"],
  children: ["dashboard"],
  profile: ["dashboard"],
  registrations: ["dashboard", "waitlist"],
  privacy: ["dashboard"],
  certificates: ["dashboard"],
  // 'Messages' (decision 0061): a page of the parent's space.
  messages: ["dashboard"],
  // 'Mon espace' (/dashboard): 'À faire' with the registrations' 'Payer', above the dashboard's tiles.
  "my-space": ["dashboard", "registrations"],
  // The team's space (decision 0063): the administration's check-in and plan, on the team's routes.
  team: ["admin"],
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

// ---------------------------------------------------------------------------------------------
// The server's module map (decision 0038). Its entries are folders or files of src/server:
// infrastructure (what every capability builds on) and capability modules (modules/<name>, and
// each admin area modules/admin/<area> on its own).
const SERVER_DIR = "src/server";

/**
 * Infrastructure and what each of it uses. Infrastructure never imports a capability module.
 * Outside the map: `context.ts`, the type of what the composition root builds (every route
 * plugin receives it; it names only infrastructure's types), which any file may import.
 * @public (tests/integration/lint-boundaries.test.ts loads this file by its path, unseen by knip)
 */
export const SERVER_INFRASTRUCTURE = {
  db: [],
  "config.ts": ["crypto", "media"],
  crypto: ["db"],
  jobs: ["db"],
  mail: ["db", "jobs"],
  http: ["config.ts", "media"],
  auth: ["config.ts", "db", "http", "mail"],
  demo: ["db", "media"],
  "modules/audit-log.ts": ["db"],
  "modules/after-commit.ts": ["http", "mail"],
  "payment-providers": ["config.ts", "db"],
  media: ["db", "jobs"],
  documents: ["crypto", "media"],
  pdf: [],
  sms: ["config.ts", "db", "jobs"],
};

/**
 * Which capability modules each capability module uses (through their index.ts); every module may
 * use infrastructure. Every folder of src/server/modules is here, each admin area on its own.
 * @public (tests/integration/lint-boundaries.test.ts loads this file by its path, unseen by knip)
 */
export const SERVER_MODULE_DEPENDENCIES = {
  // The association's identity and account: read by whatever shows who runs the site or where to pay.
  "modules/association": [],
  "modules/organiser": ["modules/association"],
  "modules/health": [],
  "modules/account": [],
  "modules/activities": [],
  "modules/news": [],
  // The children's files, shared by two parents (decision 0058): the invitations are e-mailed in the association's name.
  "modules/children": ["modules/association"],
  "modules/profile": [],
  // Places, then payments on them, then what families and the bank do with both.
  "modules/places": ["modules/association"],
  "modules/payments": ["modules/places", "modules/association"],
  "modules/waitlist": ["modules/places", "modules/association"],
  "modules/checkout": ["modules/payments"],
  "modules/registrations": ["modules/activities", "modules/association", "modules/payments", "modules/places", "modules/waitlist"],
  // 'À faire' on the parent's dashboard: reads what the others hold, changes nothing.
  "modules/todo": ["modules/children", "modules/payments", "modules/waitlist"],
  "modules/certificates": ["modules/association", "modules/organiser"],
  // Messages to families (decision 0061): the plaine's groups, the association's name on the e-mails.
  "modules/messages": ["modules/activities", "modules/association"],
  "modules/privacy": [
    "modules/association",
    "modules/children",
    "modules/places",
    "modules/payments",
    "modules/certificates",
    "modules/messages",
    // The team's qualifications' proofs, removed with an erased account (decision 0065).
    "modules/staff",
  ],
  "modules/bank-statements": ["modules/association", "modules/payments", "modules/privacy"],
  "modules/legal": ["modules/association", "modules/organiser", "modules/payments", "modules/places", "modules/privacy"],
  "modules/pages": ["modules/activities", "modules/association", "modules/news", "modules/legal"],
  "modules/admin/activities": ["modules/activities", "modules/places", "modules/waitlist"],
  "modules/admin/bank": ["modules/bank-statements", "modules/payments"],
  "modules/admin/certificates": ["modules/association", "modules/certificates", "modules/organiser"],
  "modules/admin/children": ["modules/children", "modules/certificates"],
  "modules/admin/dashboard": [
    "modules/association",
    "modules/bank-statements",
    "modules/certificates",
    "modules/checkout",
    "modules/organiser",
    "modules/payments",
    "modules/waitlist",
  ],
  "modules/admin/history": [],
  "modules/admin/images": [],
  "modules/admin/jobs": [],
  "modules/admin/news": ["modules/news"],
  "modules/admin/presences": ["modules/activities", "modules/association", "modules/children"],
  // The team of the plaines (decision 0063): the ground's check-in and lists, the invitations in the association's name,
  // the days a plaine runs (availabilities).
  "modules/staff": ["modules/activities", "modules/admin/presences", "modules/association", "modules/messages"],
  "modules/admin/staff": ["modules/staff"],
  "modules/admin/messages": ["modules/messages"],
  "modules/admin/privacy": ["modules/privacy"],
  "modules/admin/registrations": ["modules/children", "modules/checkout", "modules/payments", "modules/registrations"],
  "modules/admin/settings": ["modules/association", "modules/checkout"],
  "modules/admin/waitlist": ["modules/waitlist"],
  "modules/admin/tariffs": [],
};

/** The composition root: builds the app and the job list, may import anything, imported by no module. */
const SERVER_COMPOSITION_ROOT = ["app.ts", "server.ts", "main.ts", "cluster.ts", "background-jobs.ts", "modules/admin/index.ts"];

/**
 * The zones of the module map, checked first: every use it names exists, infrastructure uses only
 * infrastructure, and the uses go one way (a map with a cycle is refused, here, at load).
 * @public (tests/integration/lint-boundaries.test.ts loads this file by its path, unseen by knip)
 */
export function serverModuleZones(infrastructure, capabilities) {
  const infrastructureNames = Object.keys(infrastructure);
  const capabilityNames = Object.keys(capabilities);
  for (const [name, uses] of Object.entries(infrastructure)) {
    for (const used of uses) {
      if (!infrastructureNames.includes(used)) throw new Error(`Infrastructure never imports a capability module: ${name} → ${used}`);
    }
  }
  for (const [name, uses] of Object.entries(capabilities)) {
    for (const used of uses) {
      if (!capabilityNames.includes(used)) throw new Error(`${name} uses ${used}, which is no capability module of the map`);
    }
  }
  const cycle = dependencyCycle({ ...infrastructure, ...capabilities });
  if (cycle) throw new Error(`SERVER_MODULE_DEPENDENCIES must go one way: ${cycle.join(" → ")}`);

  const at = (name) => `${SERVER_DIR}/${name}`;
  const root = {
    target: [],
    from: SERVER_COMPOSITION_ROOT.map(at),
    message: "No module imports the composition root (app.ts, the job list): it imports them.",
  };
  const zones = [];
  for (const [name, uses] of Object.entries(infrastructure)) {
    root.target.push(at(name));
    zones.push({
      target: at(name),
      from: capabilityNames.map(at),
      message: `Infrastructure (${name}) never imports a capability module: the module calls it, or the composition root (app.ts) passes it what it needs.`,
    });
    const unused = infrastructureNames.filter((other) => other !== name && !uses.includes(other));
    if (unused.length > 0)
      zones.push({
        target: at(name),
        from: unused.map(at),
        message: `${name} does not use these (SERVER_INFRASTRUCTURE in eslint/boundaries.js): uses go one way.`,
      });
  }
  for (const [name, uses] of Object.entries(capabilities)) {
    root.target.push(at(name));
    for (const other of capabilityNames) {
      if (other === name) continue;
      zones.push(
        uses.includes(other)
          ? {
              target: at(name),
              from: at(other),
              except: ["./index.ts"],
              message: `A module imports another one only through its index.ts (${other}/index.ts).`,
            }
          : {
              target: at(name),
              from: at(other),
              message: `${name} does not use ${other} (SERVER_MODULE_DEPENDENCIES in eslint/boundaries.js): uses go one way; a lower module exposes a function, the higher one calls it.`,
            },
      );
    }
  }
  return [root, ...zones];
}

const serverZones = serverModuleZones(SERVER_INFRASTRUCTURE, SERVER_MODULE_DEPENDENCIES);

export const boundaryRules = [
  { files: ["src/**/*.{ts,tsx}"], rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones }] } },
  {
    // The map holds for the code that runs; a module's tests may set up data through any other.
    files: [`${SERVER_DIR}/**/*.ts`],
    ignores: [`${SERVER_DIR}/**/*.test.ts`],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...zones, ...serverZones] }] },
  },
  {
    // A route parses, calls its module's service and answers; the queries are the service's.
    // Modules outside the map join this rule as they join the map.
    files: [...Object.keys(SERVER_INFRASTRUCTURE), ...Object.keys(SERVER_MODULE_DEPENDENCIES)]
      .filter((name) => !name.endsWith(".ts"))
      .flatMap((name) => [`${SERVER_DIR}/${name}/**/routes.ts`, `${SERVER_DIR}/${name}/**/*-routes.ts`]),
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/db/schema.ts"], message: "A route file does not query the database: its module's service does." }] },
      ],
    },
  },
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

// The administration's areas (src/web/features/admin/<area>), as lint zones of their own: the
// features' rule sees features/admin as one feature, so within it the same one-way rule applies
// again. An area imports another area only if ADMIN_AREA_DEPENDENCIES declares it; what several
// areas share (the menu's links, a settings block, the save-a-settings-block hook) lives in
// features/admin/shared, which every area may use and which uses none.
const ADMIN_DIR = `${FEATURES_DIR}/admin`;
const ADMIN_SHARED = "shared";
const adminAreas = readdirSync(path.join(root, ADMIN_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== ADMIN_SHARED)
  .map((entry) => entry.name);

/**
 * Which admin areas each area may import; an area not listed uses none (shared aside).
 * @public (tests/integration/lint-boundaries.test.ts loads this file by its path, unseen by knip)
 */
export const ADMIN_AREA_DEPENDENCIES = {
  activities: ["history", "images", "presences", "tariffs", "waitlist"],
  news: ["history", "images"],
  // A registration's 'Prise en charge…' picks an organisation from the payers' directory.
  registrations: ["history", "payers"],
  dashboard: ["bank", "presences"],
  settings: ["bank", "certificates", "images", "waitlist"],
  "activity-log": ["activities", "history", "news", "tariffs"],
  // 'Comptabilité' filters by plaine: the plaines as the activities area lists them.
  accounting: ["activities"],
  // 'Messages aux familles' writes to the parents of a plaine: the plaines as the activities area lists them;
  // today's urgent text is the check-in's panel (presences), shown on the messages page too.
  messages: ["activities", "presences"],
  // 'Équipe' invites into the team of plaines: the plaines as the activities area lists them.
  staff: ["activities"],
};

const adminCycle = dependencyCycle(ADMIN_AREA_DEPENDENCIES);
if (adminCycle) throw new Error(`ADMIN_AREA_DEPENDENCIES must go one way: ${adminCycle.join(" → ")}`);

function adminAreaZones() {
  const notUsed = (area) => adminAreas.filter((other) => other !== area && !ADMIN_AREA_DEPENDENCIES[area]?.includes(other));
  return [
    {
      target: `${ADMIN_DIR}/${ADMIN_SHARED}`,
      from: adminAreas.map((area) => `${ADMIN_DIR}/${area}`),
      message: "features/admin/shared is used by the admin areas and imports none of them.",
    },
    ...adminAreas.flatMap((area) =>
      notUsed(area).map((other) => ({
        target: `${ADMIN_DIR}/${area}`,
        from: `${ADMIN_DIR}/${other}`,
        message: `features/admin/${area} does not use features/admin/${other} (ADMIN_AREA_DEPENDENCIES in eslint/boundaries.js): uses go one way, what areas share belongs in features/admin/shared.`,
      })),
    ),
  ];
}

// A later entry replaces the rule's options for the files it matches: the admin files get every
// zone above plus their own.
boundaryRules.push({
  files: [`${ADMIN_DIR}/**/*.{ts,tsx}`],
  rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...zones, ...adminAreaZones()] }] },
});

// A change the web sends (a mutation) is written once, in its feature's api/ folder, with its cache
// updates and the one error toast (lib/error-toast.ts); components and pages call that hook.
const MUTATION_HOMES = [`${FEATURES_DIR}/*/api/**`, `${ADMIN_DIR}/*/api/**`];
boundaryRules.push({
  files: ["src/web/**/*.{ts,tsx}"],
  ignores: MUTATION_HOMES,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        paths: [
          {
            name: "@tanstack/react-query",
            importNames: ["useMutation"],
            message:
              "A mutation lives in its feature's api/ folder (features/<feature>/api/ or features/admin/<area>/api/): call the hook from there.",
          },
        ],
      },
    ],
  },
});
