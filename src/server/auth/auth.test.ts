import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../domain/account.ts";
import type { ApiErrorBody } from "../../domain/api-error.ts";
import { ENGINES } from "../../../tests/support/databases.ts";
import {
  cookieOf,
  createParent,
  jsonHeaders,
  lastMailTo,
  linkIn,
  PASSWORD,
  requestPasswordReset,
  signIn,
  signUp,
} from "../../../tests/support/accounts.ts";
import { suiteTestApp } from "../../../tests/support/suite.ts";
import { children, emailOutbox, profiles, users, verifications } from "../db/schema.ts";

describe.each(ENGINES)("accounts on %s", (engine) => {
  const t = suiteTestApp(engine);

  const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });

  describe("sign-up", () => {
    it("answers a weak password with every reason, in French, and creates nothing", async () => {
      const response = await signUp(t, "weak@example.org", "abc");
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error).toMatchObject({
        code: "VALIDATION",
        message: "Le mot de passe est trop faible",
        reasons: [
          "Le mot de passe doit contenir au moins 8 caractères",
          "Le mot de passe doit contenir au moins une lettre majuscule",
          "Le mot de passe doit contenir au moins un chiffre",
        ],
      });
      expect(await t.db.select().from(users).where(eq(users.email, "weak@example.org"))).toHaveLength(0);
    });

    it.each([
      ["a malformed e-mail", { email: "pas-une-adresse", firstName: "A", lastName: "B" }, "L'adresse e-mail n'est pas valide"],
      ["no first name", { email: "a@example.org", firstName: " ", lastName: "B" }, "Le prénom est requis"],
      ["no last name", { email: "a@example.org", firstName: "A", lastName: "" }, "Le nom est requis"],
    ])("refuses %s", async (_, fields, message) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: jsonHeaders(t),
        payload: { password: PASSWORD, ...fields },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.message).toBe(message);
    });

    it("creates the account and its profile, sends a verification link, and opens no session yet", async () => {
      const response = await signUp(t, "Camille@Example.org", PASSWORD, { firstName: "Camille", lastName: "Dupont" });
      expect(response.statusCode).toBe(200);
      expect(cookieOf(response)).not.toMatch(/session_token/);
      const [user] = await t.db.select().from(users).where(eq(users.email, "camille@example.org"));
      expect(user.emailVerified).toBe(false);
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
      expect(profile).toMatchObject({ firstName: "Camille", lastName: "Dupont", role: "parent" });
      const mail = await lastMailTo(t, "camille@example.org");
      expect(mail).toMatchObject({ kind: "email-verification", subject: "Confirmez votre adresse e-mail" });
      // Queued, and possibly already delivered: the mailer wakes its worker right after queuing.
      expect(["pending", "sent"]).toContain(mail.status);
      expect(mail.text).toContain("Bienvenue Camille");
      expect(linkIn(mail.text)).toMatch(/^\/api\/auth\/verify-email\?token=/);
    });

    it("refuses login before verification, with a French message and a fresh link", async () => {
      await signUp(t, "later@example.org");
      const before = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "later@example.org"));
      const response = await signIn(t, "later@example.org");
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiErrorBody>().error.code).toBe("EMAIL_NOT_VERIFIED");
      expect(response.json<ApiErrorBody>().error.message).toMatch(/n'est pas encore confirmée/);
      const after = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "later@example.org"));
      expect(after.length).toBe(before.length + 1);
    });

    it("lets the user in once the link is followed", async () => {
      await signUp(t, "verified@example.org");
      const followed = await t.app.inject({ method: "GET", url: linkIn((await lastMailTo(t, "verified@example.org")).text) });
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toMatch(/^\/login/);
      const response = await signIn(t, "verified@example.org");
      expect(response.statusCode).toBe(200);
      expect((await me(cookieOf(response))).json<{ user: CurrentUser | null }>().user).toMatchObject({
        email: "verified@example.org",
        isAdmin: false,
      });
    });

    it("answers a wrong password in French", async () => {
      await createParent(t, "wrongpw@example.org");
      const response = await signIn(t, "wrongpw@example.org", "Mauvais1pass");
      expect(response.statusCode).toBe(401);
      expect(response.json<ApiErrorBody>().error.message).toBe("Adresse e-mail ou mot de passe incorrect.");
    });
  });

  describe("session cookie", () => {
    it("is httpOnly and SameSite=Lax, and sign-out ends the session", async () => {
      const parent = await createParent(t, "cookie@example.org");
      const response = await signIn(t, "cookie@example.org");
      const header = String(([] as string[]).concat(response.headers["set-cookie"] ?? [])[0]);
      expect(header).toMatch(/HttpOnly/i);
      expect(header).toMatch(/SameSite=Lax/i);
      const out = await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: jsonHeaders(t, parent.cookie), payload: {} });
      expect(out.statusCode).toBe(200);
      expect((await me(parent.cookie)).json()).toEqual({ user: null });
    });

    it.each([
      ["without an Origin", {}],
      ["from another site", { origin: "https://evil.example" }],
    ])("refuses a POST %s (cross-site request forgery)", async (_, origin) => {
      const parent = await createParent(t, `csrf${Object.keys(origin).length}@example.org`);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-out",
        headers: { cookie: parent.cookie, "content-type": "application/json", ...origin },
        payload: {},
      });
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiErrorBody>().error.message).toBe("Requête refusée\u00a0: elle ne provient pas de ce site.");
      expect((await me(parent.cookie)).json<{ user: CurrentUser | null }>().user).not.toBeNull();
    });

    it("answers an encoded account path as the endpoint it names, without the session token in the body", async () => {
      await createParent(t, "encoded@example.org");
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-%69n/email",
        headers: jsonHeaders(t),
        payload: { email: "encoded@example.org", password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(cookieOf(response)).toMatch(/session_token/);
      expect(response.json<Record<string, unknown>>()).not.toHaveProperty("token");
      const wrong = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-%69n/email",
        headers: jsonHeaders(t),
        payload: { email: "encoded@example.org", password: "Wrong-pass-1" },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json<ApiErrorBody>().error.message).toBe("Adresse e-mail ou mot de passe incorrect.");
    });

    it("checks the route a request reaches, not its raw URL: an encoded path is refused too", async () => {
      const parent = await createParent(t, "csrf-encoded@example.org");
      const child = { firstName: "Léa", lastName: "Martin", birthDate: "2018-04-02" };
      for (const url of ["/%61pi/children", "/api/%63hildren"]) {
        const response = await t.app.inject({
          method: "POST",
          url,
          headers: { cookie: parent.cookie, "content-type": "application/json", origin: "https://evil.example" },
          payload: child,
        });
        expect(response.statusCode).toBe(403);
      }
      const [{ count }] = await t.db
        .select({ count: sql<number>`count(*)::int` })
        .from(children)
        .where(eq(children.parentId, parent.id));
      expect(count).toBe(0);
    });
  });

  describe("password reset", () => {
    const requestReset = (email: string) => requestPasswordReset(t, email);
    const reset = (token: string, newPassword: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/reset-password", headers: jsonHeaders(t), payload: { token, newPassword } });
    const tokenOf = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get("token")!;
    /** A parent who asked for two links, the second a moment later: both tokens, oldest first. */
    const twoLinks = async (email: string) => {
      await createParent(t, email);
      await requestReset(email);
      const older = tokenOf((await lastMailTo(t, email)).text);
      // The outbox orders by creation time: the second request is a later row.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await requestReset(email);
      const newer = tokenOf((await lastMailTo(t, email)).text);
      expect(newer).not.toBe(older);
      return { older, newer };
    };

    it("answers the same whether or not the address has an account", async () => {
      await createParent(t, "known@example.org");
      const known = await requestReset("known@example.org");
      const unknown = await requestReset("nobody@example.org");
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      expect(await lastMailTo(t, "nobody@example.org")).toBeUndefined();
    });

    it("sends a one-hour, single-use link; the new password works and the old one no longer does", async () => {
      await createParent(t, "reset@example.org");
      await requestReset("reset@example.org");
      const mail = await lastMailTo(t, "reset@example.org");
      expect(mail.subject).toBe("Réinitialisation de votre mot de passe");
      expect(mail.text).toMatch(/expire dans 1 heure/);
      expect(linkIn(mail.text)).toMatch(/^\/reset-password\?token=/);
      const token = tokenOf(mail.text);

      const weak = await reset(token, "faible");
      expect(weak.statusCode).toBe(400);
      expect(weak.json<ApiErrorBody>().error.reasons).toContain("Le mot de passe doit contenir au moins une lettre majuscule");

      expect((await reset(token, "Nouveau2pass")).statusCode).toBe(200);
      expect((await signIn(t, "reset@example.org", PASSWORD)).statusCode).toBe(401);
      expect((await signIn(t, "reset@example.org", "Nouveau2pass")).statusCode).toBe(200);

      const again = await reset(token, "Encore3pass");
      expect(again.statusCode).toBe(400);
      expect(again.json<ApiErrorBody>().error.message).toBe("Lien de réinitialisation invalide ou expiré");
    });

    it("ends every other link of the account once one is used", async () => {
      const { older, newer } = await twoLinks("two-links@example.org");

      expect((await reset(newer, "Nouveau2pass")).statusCode).toBe(200);
      const stale = await reset(older, "Pirate3pass");
      expect(stale.statusCode).toBe(400);
      expect(stale.json<ApiErrorBody>().error.message).toBe("Lien de réinitialisation invalide ou expiré");
      expect((await signIn(t, "two-links@example.org", "Nouveau2pass")).statusCode).toBe(200);
    });

    it("ends the earlier links of the account when a new one is sent: only the latest works", async () => {
      const { older, newer } = await twoLinks("newer-link@example.org");

      // The older link is refused before the newer one was used.
      const stale = await reset(older, "Pirate3pass");
      expect(stale.statusCode).toBe(400);
      expect(stale.json<ApiErrorBody>().error.message).toBe("Lien de réinitialisation invalide ou expiré");
      expect((await signIn(t, "newer-link@example.org", "Pirate3pass")).statusCode).toBe(401);

      expect((await reset(newer, "Nouveau2pass")).statusCode).toBe(200);
      expect((await signIn(t, "newer-link@example.org", "Nouveau2pass")).statusCode).toBe(200);
    });

    it("refuses a link older than one hour", async () => {
      await createParent(t, "expired@example.org");
      await requestReset("expired@example.org");
      const token = tokenOf((await lastMailTo(t, "expired@example.org")).text);
      await t.db
        .update(verifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verifications.identifier, `reset-password:${token}`));
      const response = await reset(token, "Nouveau2pass");
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.message).toBe("Lien de réinitialisation invalide ou expiré");
    });
  });
});
