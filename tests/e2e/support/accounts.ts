/**
 * The `test` of the account journeys: the public fixtures, plus
 * - `clientAddress`: each test's own X-Forwarded-For (the server trusts it in this run), so the
 *   per-address rate limits count every test apart; a test may pin it with test.use();
 * - `mailbox`: the messages the server sent, read from the mail catcher;
 * - `createParent`: a new parent account, e-mail verified, not signed in;
 * - `signIn` / `signInAsAdmin`: a session for the page without going through the form.
 * Every test creates its own accounts (unique e-mails); the administrator is the one the server
 * was started with, signed in once per worker so its per-e-mail login limit is never reached.
 */
import { randomInt, randomUUID } from "node:crypto";
import type { APIRequestContext, Cookie, Page } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account.ts";
import { expect, test as base } from "./fixtures.ts";
import { linkIn, Mailbox } from "./mailbox.ts";

export const PASSWORD = "Motdepasse1";
export const VERIFICATION_SUBJECT = "Confirmez votre adresse e-mail";

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomUUID().slice(0, 8)}@example.org`;
}

function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Browsers send Origin with every POST; the server refuses a POST without it. */
function originOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("baseURL is not set");
  return new URL(baseURL).origin;
}

async function signInThrough(request: APIRequestContext, origin: string, account: Pick<Account, "email" | "password">) {
  const response = await request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface AccountFixtures {
  clientAddress: string;
  mailbox: Mailbox;
  createParent: (label?: string) => Promise<Account>;
  signIn: (account: Pick<Account, "email" | "password">) => Promise<void>;
  signInAsAdmin: () => Promise<void>;
}

export const test = base.extend<AccountFixtures, { adminCookies: Cookie[] }>({
  clientAddress: ["", { option: true }],

  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddress || randomClientAddress() });
  },

  mailbox: async ({ baseURL }, use) => {
    await use(new Mailbox(baseURL ?? ""));
  },

  createParent: async ({ request, mailbox, baseURL }, use) => {
    await use(async (label = "parent") => {
      const account: Account = { email: uniqueEmail(label), password: PASSWORD, firstName: "Camille", lastName: "Dupont" };
      const signedUp = await request.post("/api/auth/sign-up/email", { data: account, headers: { Origin: originOf(baseURL) } });
      expect(signedUp.status(), await signedUp.text()).toBe(200);
      const verification = await mailbox.waitFor(account.email, { subject: VERIFICATION_SUBJECT });
      const followed = await request.get(linkIn(verification));
      expect(new URL(followed.url()).search).toBe("?verified=1");
      return account;
    });
  },

  signIn: async ({ page, baseURL }, use) => {
    // page.request shares the page's cookies: the session opens for the page too.
    await use((account) => signInThrough(page.request, originOf(baseURL), account));
  },

  adminCookies: [
    async ({ playwright, server }, use) => {
      const baseURL = server.url;
      const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": randomClientAddress() } });
      await signInThrough(request, originOf(baseURL), E2E_ADMIN);
      const { cookies } = await request.storageState();
      await request.dispose();
      await use(cookies);
    },
    { scope: "worker" },
  ],

  signInAsAdmin: async ({ context, adminCookies }, use) => {
    // The session is shared by the worker's tests: none of them may log it out.
    await use(() => context.addCookies(adminCookies));
  },
});

export { expect };

/** The phone layout keeps "Déconnexion" and "Mon Espace" in the menu. */
export async function openNavigation(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("button", { name: "Ouvrir le menu" }).click();
  return page.getByRole("navigation", { name: isMobile ? "Menu mobile" : "Navigation principale" });
}

/** A toast with this text (sonner renders each one as a list item in the notifications region). */
export function toast(page: Page, text: string | RegExp) {
  // sonner's toasts, or the notices of a server-drawn public page (src/web/public-pages/notice.ts).
  return page.locator("[data-sonner-toast], [data-notice]").filter({ hasText: text });
}

/** Fills and sends the login form of the page currently shown. */
export async function submitLogin(page: Page, email: string, password: string) {
  const form = page.getByRole("form", { name: "Connexion" });
  await form.getByLabel("Adresse e-mail").fill(email);
  await form.getByLabel("Mot de passe", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Se connecter" }).click();
}
