import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../domain/api-error.ts";
import { ENGINES } from "../../../tests/support/databases.ts";
import { createParent, jsonHeaders, linkIn, PASSWORD, signIn, signUp } from "../../../tests/support/accounts.ts";
import { suiteTestApp } from "../../../tests/support/suite.ts";
import { emailOutbox, profiles, users } from "../db/schema.ts";

/** What better-auth answers a sign-up with: no session token, and the account as it stands. */
interface SignUpAnswer {
  token: null;
  user: Record<string, unknown>;
}

describe.each(ENGINES)("what the account endpoints accept on %s", (engine) => {
  const t = suiteTestApp(engine);

  describe("better-auth endpoints the site does not use", () => {
    let parent: Awaited<ReturnType<typeof createParent>>;
    beforeAll(async () => {
      parent = await createParent(t, "closed@example.org");
    });

    it.each([
      ["GET", "/api/auth/list-sessions"],
      ["GET", "/api/auth/get-session"],
      ["POST", "/api/auth/update-user"],
      ["POST", "/api/auth/revoke-session"],
      ["POST", "/api/auth/revoke-other-sessions"],
      ["POST", "/api/auth/change-email"],
      ["POST", "/api/auth/change-password"],
      ["POST", "/api/auth/delete-user"],
      ["POST", "/api/auth/admin/set-role"],
      ["GET", "/api/auth/admin/list-users"],
    ] as const)("%s %s answers 404 in the site's error shape, even to a parent", async (method, url) => {
      const response = await t.app.inject({
        method,
        url,
        headers: method === "GET" ? { cookie: parent.cookie } : jsonHeaders(t, parent.cookie),
        ...(method === "POST"
          ? { payload: { name: "Pirate", image: "javascript:alert(1)", role: "admin", newEmail: "x@example.org" } }
          : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>()).toEqual({ error: { code: "NOT_FOUND", message: "Ressource introuvable" } });
      const [user] = await t.db.select().from(users).where(eq(users.id, parent.id));
      expect(user).toMatchObject({ name: "Camille Dupont", image: null, email: parent.email });
    });
  });

  describe("sign-up", () => {
    it("stores only the names of the form: no image, no name of one's own, nothing else from the body", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: jsonHeaders(t),
        payload: {
          email: "extra@example.org",
          password: PASSWORD,
          firstName: "Camille",
          lastName: "Dupont",
          name: "<img src=x onerror=alert(1)>",
          image: "javascript:alert(1)",
          emailVerified: true,
          role: "admin",
        },
      });
      expect(response.statusCode).toBe(200);
      const [user] = await t.db.select().from(users).where(eq(users.email, "extra@example.org"));
      expect(user).toMatchObject({ name: "Camille Dupont", image: null, emailVerified: false });
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
      expect(profile.role).toBe("parent");
      expect(response.json<SignUpAnswer>().user.image).toBeNull();
    });

    it.each([["firstName"], ["lastName"]])("refuses markup in %s", async (field) => {
      const names = { firstName: "Camille", lastName: "Dupont", [field]: "<b>Camille</b>" };
      const response = await signUp(t, `markup-${field}@example.org`, PASSWORD, names);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.fields).toEqual({ [field]: "Les caractères < et > ne sont pas acceptés" });
      expect(
        await t.db
          .select()
          .from(users)
          .where(eq(users.email, `markup-${field}@example.org`)),
      ).toHaveLength(0);
    });
  });

  describe("signing up with an address that has an account", () => {
    const mailsTo = (email: string, kind: string) =>
      t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, kind)));

    it("answers exactly as for a new address, and tells the owner by e-mail", async () => {
      const owner = await createParent(t, "owner@example.org", { firstName: "Alex", lastName: "Martin" });
      const fresh = await signUp(t, "fresh@example.org");
      const again = await signUp(t, "owner@example.org", "Autre9pass");

      expect(again.statusCode).toBe(fresh.statusCode);
      expect(again.headers["content-type"]).toBe(fresh.headers["content-type"]);
      expect(again.headers["set-cookie"]).toBe(fresh.headers["set-cookie"]);
      const shape = (answer: SignUpAnswer) => ({ token: answer.token, user: Object.keys(answer.user).sort() });
      expect(shape(again.json<SignUpAnswer>())).toEqual(shape(fresh.json<SignUpAnswer>()));
      expect(again.json<SignUpAnswer>().user).toMatchObject({ email: "owner@example.org", emailVerified: false, name: "Camille Dupont" });
      expect(again.json<SignUpAnswer>().user.id).not.toBe(owner.id);

      const [mail, ...more] = await mailsTo("owner@example.org", "existing-account");
      expect(more).toHaveLength(0);
      expect(mail.subject).toBe("Vous avez déjà un compte");
      expect(mail.text).toContain("Bonjour Alex,");
      const links = mail.text.match(/https?:\/\/\S+/g)!.map((url) => linkIn(url));
      expect(links).toEqual(["/login", "/forgot-password"]);
      expect(mail.html).toContain(`href="${t.config.publicUrl}/login"`);
      expect(mail.html).toContain(`href="${t.config.publicUrl}/forgot-password"`);

      // Nothing else changed: no second account, no verification mail, the password is the old one.
      expect(await t.db.select().from(users).where(eq(users.email, "owner@example.org"))).toHaveLength(1);
      expect((await mailsTo("owner@example.org", "email-verification")).length).toBe(1);
      expect((await signIn(t, "owner@example.org")).statusCode).toBe(200);
      expect((await signIn(t, "owner@example.org", "Autre9pass")).statusCode).toBe(401);
    });
  });
});
