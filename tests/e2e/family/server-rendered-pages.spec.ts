import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/accounts.ts";
import { addChild, birthDateForAge } from "../support/family.ts";
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

  test("what is typed before the application's code arrives is kept, and sent", async ({ page, createParent }) => {
    const parent = await createParent("avant-hydratation");
    const problems = consoleProblems(page);
    // The application's code is held back until the form is filled in: the person types into the server's HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/login", { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Connexion" });
    await form.getByLabel("Adresse e-mail").fill(parent.email);
    await form.getByLabel("Mot de passe", { exact: true }).fill(parent.password);
    expect(await page.locator("html[data-ready]").count(), "typed before the application runs").toBe(0);

    release();
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    await expect(form.getByLabel("Adresse e-mail")).toHaveValue(parent.email);
    await expect(form.getByLabel("Mot de passe", { exact: true })).toHaveValue(parent.password);
    // The form holds them too: it signs the parent in with what was typed.
    await form.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon espace");
    expect(problems).toEqual([]);
  });

  test("a visitor on a parent's page is sent to the login page by the server, which brings them back", async ({ request }) => {
    const response = await request.get("/dashboard/children", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/login?redirect=/dashboard/children");
    expect(response.headers()["cache-control"]).toBe("no-store");
  });
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

    const pages: { path: string; title: string; contains: string[]; shown?: string }[] = [
      { path: "/dashboard", title: "Mon espace", contains: [`Bonjour ${parent.firstName} !`] },
      { path: "/dashboard/children", title: "Mes enfants", contains: ["Léonie Dupont", "Maxime Dupont"] },
      // The profile's fields hold the parent's details: in the HTML as the fields' values.
      {
        path: "/dashboard/profile",
        title: "Mon profil",
        contains: [`value="${parent.email}"`, `value="${parent.lastName}"`],
        shown: "Mon profil",
      },
      { path: "/dashboard/registrations", title: "Mes inscriptions", contains: [demo.family.title, "Léonie", "Maxime"] },
      { path: `/register/${demo.family.id}`, title: `Inscription à la plaine : ${demo.family.title}`, contains: ["Léonie", "Maxime"] },
      {
        path: `/bank-transfer/success?registration_id=${registration.registrationId}`,
        title: "Inscription enregistrée",
        contains: [registration.reference, demo.family.title],
      },
    ];
    for (const { path, title, contains, shown = contains[0] } of pages) {
      const html = await firstHtml(page.request, path);
      expect(html).toContain(`<title>${title} | Plaines Soleil</title>`);
      for (const text of contains) expect(drawn(html), `${path}: ${text}`).toContain(text);

      const problems = consoleProblems(page);
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByText(shown).first()).toBeVisible();
      expect(problems, path).toEqual([]);
    }
  });

  test("the card payment's return arrives as its frame, the payment's state asked in the browser", async ({
    page,
    createParent,
    signIn,
  }) => {
    await signIn(await createParent("retour-carte"));
    const html = await firstHtml(page.request, "/checkout/success?registration_id=00000000-0000-4000-8000-000000000000");
    expect(html).toContain("<title>Paiement | Plaines Soleil</title>");
  });

  test("two parents' pages are never mixed, even asked for at the same moment", async ({
    page,
    baseURL,
    createParent,
    signIn,
    playwright,
  }) => {
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
  });
});
