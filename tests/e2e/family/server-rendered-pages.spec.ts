import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { addDaysIso } from "../../../src/domain/dates.ts";
import { type Account, expect, PASSWORD, test, uniqueEmail, VERIFICATION_SUBJECT } from "../support/accounts.ts";
import { createTypedPlaine } from "../support/plaines.ts";
import { addChild, birthDateForAge, registerByTransfer } from "../support/family.ts";
import { linkIn, type Mailbox } from "../support/mailbox.ts";
import { registeredFamily } from "./bank-transfer-setup.ts";

/**
 * The sign-in pages and the parent's pages arrive drawn by the server for the person who asks
 * (decision 0021): their first HTML holds the page and that person's data, is never kept by a
 * shared cache, and the application hydrates it without a warning and without losing what was
 * typed before its code arrived.
 */

const PERSONAL = "private, no-store";

/** The HTML of `path` as the browser first receives it, with the session of `request` (if any). */
async function firstHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  expect(response.headers()["cache-control"], path).toBe(PERSONAL);
  const html = (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
  expect(html, "the application's frame, with the state it was drawn from").toContain('<script type="application/json" id="page-state">');
  return html;
}

/** The page's markup only (what React drew into #root), without the state handed to the browser. */
function drawn(html: string): string {
  return /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? "";
}

/** Console errors and warnings (React's hydration warnings among them) while `page` is used. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

const SIGNED_OUT_PAGES = [
  { path: "/login", title: "Connexion | Plaines Soleil", heading: "Connexion" },
  { path: "/signup", title: "Créer un compte | Plaines Soleil", heading: "Créer un compte" },
  { path: "/forgot-password", title: "Mot de passe oublié | Plaines Soleil", heading: "Mot de passe oublié" },
  {
    path: "/reset-password?token=un-jeton",
    title: "Choisir un nouveau mot de passe | Plaines Soleil",
    heading: "Choisir un nouveau mot de passe",
  },
];

/** What the forms' tests below are given: the fixtures that make an account and read its e-mails. */
interface FormFixtures {
  createParent: (label?: string) => Promise<Account>;
  mailbox: Mailbox;
  request: APIRequestContext;
  baseURL: string | undefined;
}

/**
 * The forms typed into before the application's code has arrived: where each is opened (the
 * reset form from the e-mail's link), what is typed, and what shows that the typed text was sent.
 */
const TYPED_BEFORE_HYDRATION: {
  path: string;
  form: string;
  submit: string;
  /** The form shows which rules the new password meets: it must see the password typed. */
  passwordRules?: boolean;
  prepare: (fixtures: FormFixtures) => Promise<{ address: string; fields: [label: string, value: string][]; check?: () => Promise<void> }>;
  sent: (page: Page) => Promise<void>;
}[] = [
  {
    path: "/login",
    form: "Connexion",
    submit: "Se connecter",
    prepare: async ({ createParent }) => {
      const parent = await createParent("avant-hydratation");
      return {
        address: "/login",
        fields: [
          ["Adresse e-mail", parent.email],
          ["Mot de passe", parent.password],
        ],
      };
    },
    // Signed in with what was typed.
    sent: async (page) => {
      await expect(page).toHaveURL("/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon espace");
    },
  },
  {
    path: "/signup",
    form: "Créer un compte",
    submit: "Créer mon compte",
    passwordRules: true,
    prepare: ({ mailbox }) => {
      const email = uniqueEmail("inscription-avant-hydratation");
      return Promise.resolve({
        address: "/signup",
        fields: [
          ["Prénom", "Camille"],
          ["Nom", "Dupont"],
          ["Adresse e-mail", email],
          ["Mot de passe", PASSWORD],
        ],
        // The account was made for the address typed.
        check: async () => {
          await mailbox.waitFor(email, { subject: VERIFICATION_SUBJECT });
        },
      });
    },
    sent: async (page) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vérifiez votre boîte de réception");
    },
  },
  {
    path: "/reset-password",
    form: "Choisir un nouveau mot de passe",
    submit: "Enregistrer le mot de passe",
    passwordRules: true,
    prepare: async ({ createParent, mailbox, request, baseURL }) => {
      const parent = await createParent("nouveau-mot-de-passe");
      const origin = new URL(baseURL!).origin;
      const asked = await request.post("/api/auth/request-password-reset", {
        data: { email: parent.email, redirectTo: "/reset-password" },
        headers: { Origin: origin },
      });
      expect(asked.status(), await asked.text()).toBe(200);
      const link = linkIn(await mailbox.waitFor(parent.email, { subject: "Réinitialisation de votre mot de passe" }));
      const chosen = "Nouveaumotdepasse7";
      return {
        address: link.replace(origin, ""),
        fields: [
          ["Nouveau mot de passe", chosen],
          ["Confirmer le mot de passe", chosen],
        ],
        // The password typed is the account's now.
        check: async () => {
          const signedIn = await request.post("/api/auth/sign-in/email", {
            data: { email: parent.email, password: chosen },
            headers: { Origin: origin },
          });
          expect(signedIn.status(), await signedIn.text()).toBe(200);
        },
      };
    },
    sent: async (page) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mot de passe modifié");
    },
  },
];

test.describe("Sign-in pages drawn on the server", () => {
  for (const { path, title, heading } of SIGNED_OUT_PAGES) {
    test(`${path} arrives drawn and is hydrated without a warning`, async ({ page, request }) => {
      const html = await firstHtml(request, path);
      expect(html).toContain(`<title>${title}</title>`);
      expect(drawn(html)).toContain(`>${heading}</h1>`);
      expect(drawn(html)).toContain("<form");

      const problems = consoleProblems(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(title);
      expect(problems).toEqual([]);
    });
  }

  test("/login paints its text before the application's code is asked for", async ({ page }) => {
    // The frame carries one small starter script instead of the application's scripts and preloads.
    await page.goto("/login");
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const timing = await page.evaluate(() => ({
      firstText: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => ({ file: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(timing.firstText, "first contentful paint").not.toBeNull();
    const application = timing.scripts.filter((script) => !/\/after-paint-[\w-]+\.js$/.test(script.file));
    expect(application.length, "the application's scripts").toBeGreaterThan(0);
    for (const script of application) expect(script.startTime, script.file).toBeGreaterThanOrEqual(timing.firstText);
  });

  for (const { path, form: formName, prepare, submit, passwordRules, sent } of TYPED_BEFORE_HYDRATION) {
    test(`${path}: what is typed before the application's code arrives is kept, and sent`, async ({
      page,
      createParent,
      mailbox,
      request,
      baseURL,
    }) => {
      const { address, fields, check } = await prepare({ createParent, mailbox, request, baseURL });
      const problems = consoleProblems(page);
      // The application's code is held back until the form is filled in: the person types into the server's HTML.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(address, { waitUntil: "commit" });
      const form = page.getByRole("form", { name: formName });
      for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
      expect(await page.locator("html[data-ready]").count(), "typed before the application runs").toBe(0);

      release();
      await page.locator("html[data-ready]").waitFor({ state: "attached" });
      for (const [label, value] of fields) await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
      if (passwordRules) {
        for (const rule of await page.getByTestId("password-checklist").getByRole("listitem").all()) {
          await expect(rule).toHaveAttribute("data-met", "true");
        }
      }
      // The form holds them too: it sends what was typed.
      await form.getByRole("button", { name: submit }).click();
      await sent(page);
      await check?.();
      expect(problems).toEqual([]);
    });
  }

  test(
    "a visitor on a parent's page is sent to the login page by the server, which brings them back",
    { tag: "@server" },
    async ({ request }) => {
      const response = await request.get("/dashboard/children", { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe("/login?redirect=/dashboard/children");
      expect(response.headers()["cache-control"]).toBe("no-store");
    },
  );
});

test.describe("The parent's pages drawn on the server", () => {
  test.describe.configure({ timeout: 60_000 });

  test("each page holds the parent's own data in its first HTML and is hydrated without a warning", async ({
    page,
    demo,
    baseURL,
    createParent,
    signIn,
  }) => {
    const parent = await createParent("page-serveur");
    await signIn(parent);
    const { registration } = await registeredFamily(page, baseURL, demo.family, ["Léonie", "Maxime"]);

    // drawnFrom: the API's answers the server drew the page from, beside /api/me and /api/association.
    const pages: { path: string; title: string; contains: string[]; shown?: string; drawnFrom: string[] }[] = [
      { path: "/dashboard", title: "Mon espace", contains: [`Bonjour ${parent.firstName}\u00a0!`], drawnFrom: ["/api/todo"] },
      { path: "/dashboard/children", title: "Mes enfants", contains: ["Léonie Dupont", "Maxime Dupont"], drawnFrom: ["/api/children"] },
      // The profile's fields hold the parent's details: in the HTML as the fields' values.
      {
        path: "/dashboard/profile",
        title: "Mon profil",
        contains: [`value="${parent.email}"`, `value="${parent.lastName}"`],
        shown: "Mon profil",
        drawnFrom: ["/api/profile"],
      },
      {
        path: "/dashboard/registrations",
        title: "Mes inscriptions",
        contains: [demo.family.title, "Léonie", "Maxime"],
        drawnFrom: ["/api/registrations", "/api/waitlist"],
      },
      {
        path: `/register/${demo.family.id}`,
        title: `Inscription à la plaine\u00a0: ${demo.family.title}`,
        contains: ["Léonie", "Maxime"],
        drawnFrom: [`/api/activities/${demo.family.id}/registration`],
      },
      {
        path: `/bank-transfer/success?registration_id=${registration.registrationId}`,
        title: "Inscription enregistrée",
        contains: [registration.reference, demo.family.title],
        drawnFrom: [`/api/registrations/${registration.registrationId}/bank-transfer`],
      },
    ];
    for (const { path, title, contains, shown = contains[0], drawnFrom } of pages) {
      const html = await firstHtml(page.request, path);
      expect(html).toContain(`<title>${title} | Plaines Soleil</title>`);
      for (const text of contains) expect(drawn(html), `${path}: ${text}`).toContain(text);

      const problems = consoleProblems(page);
      const asked: string[] = [];
      const onRequest = (request: Request) => {
        const url = new URL(request.url());
        if (request.method() === "GET" && url.pathname.startsWith("/api/")) asked.push(url.pathname + url.search);
      };
      page.on("request", onRequest);
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByText(shown).first()).toBeVisible();
      await expect(page.locator("html[data-ready='true']")).toBeAttached();
      await page.waitForLoadState("networkidle");
      page.off("request", onRequest);
      expect(problems, path).toEqual([]);
      // The page starts from the answers it was drawn from: it asks none of them again (askedAgainOnEachVisit).
      const again = asked.filter((url) => ["/api/me", "/api/association", ...drawnFrom].some((drawn) => url.split("?")[0] === drawn));
      expect(again, `${path} asked the API again as it started`).toEqual([]);
    }
  });

  test("the answers a page was drawn from are asked again once the parent comes back to it", async ({ page, createParent, signIn }) => {
    await signIn(await createParent("retour-page"));
    await page.clock.install();
    await page.goto("/dashboard/registrations");
    await expect(page.locator("html[data-ready='true']")).toBeAttached();
    await page.getByRole("link", { name: "Mon espace" }).first().click();
    await expect(page).toHaveURL("/dashboard");
    // Later than two parts of one page asking in turn (each-visit.ts).
    await page.clock.fastForward(5_000);
    const askedAgain = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/registrations");
    await page
      .getByRole("link", { name: /Mes inscriptions/ })
      .first()
      .click();
    await expect(page).toHaveURL("/dashboard/registrations");
    await askedAgain;
  });

  test("the waiting lists are in the first HTML of /dashboard/registrations, above the registrations", async ({
    page,
    demo,
    baseURL,
    playwright,
    adminCookies,
    createParent,
    signIn,
  }) => {
    const origin = new URL(baseURL!).origin;
    // A plaine of one place, created by an administrator (as family/waiting-list.spec.ts does).
    const admin = await playwright.request.newContext({ baseURL, storageState: { cookies: adminCookies, origins: [] } });
    // After every demo plaine, off the home page's three soonest (server-rendering.spec.ts reads them).
    const start = addDaysIso(new Date().toISOString().slice(0, 10), 200);
    const title = `Plaine à une place ${Date.now().toString(36)}`;
    const plaine = await createTypedPlaine(admin, origin, { title, start, capacity: "1" });
    try {
      const parent = await createParent("attente-serveur");
      await signIn(parent);
      const children = [
        await addChild(page, baseURL, { firstName: "Léonie", birthDate: birthDateForAge(6, start) }),
        await addChild(page, baseURL, { firstName: "Maxime", birthDate: birthDateForAge(8, start) }),
      ];
      const childIds = children.map((child) => child.id);
      // Registered for the roomy plaine; two children for the new plaine's one place: they wait, first in line.
      await registerByTransfer(page, baseURL, demo.family.id, childIds);
      const joined = await page.request.post("/api/waitlist", { headers: { Origin: origin }, data: { activityId: plaine.id, childIds } });
      expect(joined.status(), await joined.text()).toBe(201);

      const html = drawn(await firstHtml(page.request, "/dashboard/registrations"));
      for (const text of ["Listes d'attente", title, "Liste d'attente — position 1", demo.family.title]) expect(html, text).toContain(text);
      // Above the registrations, as the browser draws it: nothing moves once the page's code runs.
      expect(html.indexOf("Listes d'attente")).toBeLessThan(html.indexOf(demo.family.title));

      const problems = consoleProblems(page);
      await page.goto("/dashboard/registrations");
      await expect(page.getByRole("heading", { name: "Listes d'attente" })).toBeVisible();
      await expect(page.getByText("Liste d'attente — position 1")).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      // Gone from the public lists again, whose specs count the demo's plaines.
      const deleted = await admin.delete(`/api/admin/activities/${plaine.id}`, { headers: { Origin: origin } });
      expect(deleted.status(), await deleted.text()).toBe(200);
      await admin.dispose();
    }
  });

  // The server's answer only: `page` lends its session to page.request and is never opened (@server).
  test(
    "the card payment's return arrives as its frame, the payment's state asked in the browser",
    { tag: "@server" },
    async ({ page, createParent, signIn }) => {
      await signIn(await createParent("retour-carte"));
      const html = await firstHtml(page.request, "/checkout/success?registration_id=00000000-0000-4000-8000-000000000000");
      expect(html).toContain("<title>Paiement | Plaines Soleil</title>");
    },
  );

  // The server's answers only: `page` lends its session to page.request and is never opened (@server).
  test(
    "two parents' pages are never mixed, even asked for at the same moment",
    { tag: "@server" },
    async ({ page, baseURL, createParent, signIn, playwright }) => {
      const first = await createParent("parent-a");
      await signIn(first);
      await addChild(page, baseURL, { firstName: "Anatole", birthDate: birthDateForAge(6, "2026-07-01") });
      await addChild(page, baseURL, { firstName: "Apolline", birthDate: birthDateForAge(8, "2026-07-01") });

      const second = await createParent("parent-b");
      const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.200.1.2" } });
      const signedIn = await other.post("/api/auth/sign-in/email", {
        data: { email: second.email, password: second.password },
        headers: { Origin: new URL(baseURL!).origin },
      });
      expect(signedIn.status()).toBe(200);
      for (const firstName of ["Bérénice", "Basile"]) {
        const added = await other.post("/api/children", {
          data: { firstName, lastName: "Martin", birthDate: birthDateForAge(7, "2026-07-01") },
          headers: { Origin: new URL(baseURL!).origin },
        });
        expect(added.status()).toBe(201);
      }

      const own = { first: ["Anatole", "Apolline"], second: ["Bérénice", "Basile"] };
      const ask = async (request: APIRequestContext, whose: "first" | "second") => ({
        whose,
        html: drawn(await firstHtml(request, "/dashboard/children")),
      });
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? ask(page.request, "first") : ask(other, "second"))),
      );
      for (const { whose, html } of answers) {
        const theirs = whose === "first" ? own.second : own.first;
        for (const name of own[whose]) expect(html, `${whose}: ${name}`).toContain(name);
        for (const name of theirs) expect(html, `${whose} must not see ${name}`).not.toContain(name);
      }
      // And nobody else gets them afterwards: an anonymous visitor of the same address goes to the login page.
      const anonymous = await playwright.request.newContext({ baseURL });
      const response = await anonymous.get("/dashboard/children", { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      await anonymous.dispose();
      await other.dispose();
    },
  );
});

/**
 * Code a parent's first page has no use for (decision 0021): the administrator's, the charts
 * (recharts, on the administrator's dashboard), the data tables (TanStack Table, the admin
 * lists), and zod, which the forms of these pages fetch when first used (decision 0064). Each leaves a mark in its code that no other code has; the admin pages' chunks are
 * also named after them.
 */
const FOREIGN_CODE = [
  { what: "the administrator's layout", mark: "Gestion du site" },
  { what: "charts (recharts)", mark: "recharts" },
  { what: "data tables (TanStack Table)", mark: "getCoreRowModel" },
  { what: "zod", mark: "$ZodType" },
];
const ADMIN_CHUNK = /\/admin-[\w-]+\.js$/;

test.describe("A parent's first page downloads only its own code", () => {
  test("each mark is in the built code, so the checks below look for something real", { tag: "@server" }, () => {
    const assets = path.join(
      process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : fileURLToPath(new URL("../../../dist/web", import.meta.url)),
      "assets",
    );
    const code = readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(path.join(assets, file), "utf8"));
    for (const { what, mark } of FOREIGN_CODE)
      expect(
        code.some((text) => text.includes(mark)),
        what,
      ).toBe(true);
  });

  for (const { path: address, signedIn } of [
    { path: "/login", signedIn: false },
    { path: "/signup", signedIn: false },
    { path: "/forgot-password", signedIn: false },
    { path: "/dashboard", signedIn: true },
    { path: "/dashboard/registrations", signedIn: true },
  ]) {
    test(`${address} downloads no admin, chart, data-table or zod code`, async ({ page, createParent, signIn }) => {
      if (signedIn) await signIn(await createParent("premier-chargement"));
      const scripts: Promise<{ file: string; code: string }>[] = [];
      page.on("response", (response) => {
        const type = response.headers()["content-type"] ?? "";
        if (/javascript/.test(type) || response.request().resourceType() === "script") {
          scripts.push(response.text().then((code) => ({ file: new URL(response.url()).pathname, code })));
        }
      });
      await page.goto(address, { waitUntil: "networkidle" });
      await expect(page).toHaveURL(address);
      const downloaded = await Promise.all(scripts);
      expect(downloaded.length, "scripts downloaded").toBeGreaterThan(0);
      expect(
        downloaded.filter(({ file }) => ADMIN_CHUNK.test(file)).map(({ file }) => file),
        "the admin pages' chunks",
      ).toEqual([]);
      for (const { what, mark } of FOREIGN_CODE) {
        expect(
          downloaded.filter(({ code }) => code.includes(mark)).map(({ file }) => file),
          what,
        ).toEqual([]);
      }
    });
  }
});
