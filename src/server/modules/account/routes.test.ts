import { beforeAll, describe, expect, it } from "vitest";
import type { SignedInUser } from "../../../domain/contracts/account.ts";
import type { Profile } from "../../../domain/contracts/profile.ts";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { createAdmin, createParent, browserRequests, jsonHeaders } from "../../../../tests/support/accounts.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";

/** GET /api/admin/mails, as far as these tests read it. */
type MailList = { mails: { kind: string; to: string }[]; transport: string };

/** Every account endpoint, asked by an anonymous visitor, a parent, another parent and an admin. */
describe.each(ENGINES)("account endpoints on %s", (engine) => {
  const t = suiteTestApp(engine);
  let parent: { id: string; cookie: string };
  let otherParent: { id: string; cookie: string };
  let admin: { id: string; cookie: string };

  beforeAll(async () => {
    parent = await createParent(t, "parent@example.org", { firstName: "Camille", lastName: "Dupont" });
    otherParent = await createParent(t, "other@example.org", { firstName: "Sam", lastName: "Peeters" });
    admin = await createAdmin(t, "admin@example.org");
  });

  const { get, put } = browserRequests(t);

  describe("GET /api/me", () => {
    it("answers an anonymous visitor with no user, never cached", async () => {
      const response = await get("/api/me");
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: null });
      expect(response.headers["cache-control"]).toBe("private, no-store");
    });

    it("names the parent, and the admin as admin (role from the profile)", async () => {
      expect((await get("/api/me", parent.cookie)).json<{ user: SignedInUser }>().user).toEqual({
        id: parent.id,
        email: "parent@example.org",
        firstName: "Camille",
        lastName: "Dupont",
        isAdmin: false,
        inTeam: false,
        keepsQualifications: false,
      });
      expect((await get("/api/me", admin.cookie)).json<{ user: SignedInUser }>().user.isAdmin).toBe(true);
    });
  });

  describe("/api/profile", () => {
    it("tells a visitor who never signed in to sign in, and one whose session ended that it expired", async () => {
      for (const response of [await get("/api/profile"), await put("/api/profile", { firstName: "A", lastName: "B" })]) {
        expect(response.statusCode).toBe(401);
        expect(response.json<ApiErrorBody>().error.message).toBe("Connectez-vous pour continuer.");
      }
      const stale = await get("/api/profile", "better-auth.session_token=jeton-perime.signature");
      expect(stale.statusCode).toBe(401);
      expect(stale.json<ApiErrorBody>().error.message).toBe("Session expirée. Veuillez vous reconnecter.");
    });

    it("gives each parent their own profile, with the e-mail", async () => {
      expect((await get("/api/profile", parent.cookie)).json<{ profile: Profile }>().profile).toMatchObject({
        email: "parent@example.org",
        firstName: "Camille",
        lastName: "Dupont",
        phone: null,
      });
      expect((await get("/api/profile", otherParent.cookie)).json<{ profile: Profile }>().profile).toMatchObject({
        email: "other@example.org",
        firstName: "Sam",
      });
    });

    it("saves the names, phone and address; ignores any e-mail, role or id sent along", async () => {
      const response = await put(
        "/api/profile",
        {
          firstName: "Camille",
          lastName: "Dupont-Leroy",
          phone: "+32 470 12 34 56",
          addressStreet: "Rue des Lilas 4",
          addressPostalCode: "1348",
          addressCity: "Louvain-la-Neuve",
          addressCountry: "Belgique",
          email: "pirate@example.org",
          role: "admin",
          id: otherParent.id,
        },
        parent.cookie,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<{ profile: Profile }>().profile).toMatchObject({
        email: "parent@example.org",
        lastName: "Dupont-Leroy",
        addressCity: "Louvain-la-Neuve",
      });
      expect((await get("/api/me", parent.cookie)).json<{ user: SignedInUser }>().user).toMatchObject({
        email: "parent@example.org",
        isAdmin: false,
        lastName: "Dupont-Leroy",
      });
      expect((await get("/api/profile", otherParent.cookie)).json<{ profile: Profile }>().profile.lastName).toBe("Peeters");
    });

    it("keeps the national register number for the tax certificate, checked, shown in its groups, kept when absent, removed when blank", async () => {
      const saved = await put("/api/profile", { firstName: "Camille", lastName: "Dupont", nationalNumber: "85073003328" }, parent.cookie);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<{ profile: Profile }>().profile.nationalNumber).toBe("85.07.30-033.28");

      const refused = await put(
        "/api/profile",
        { firstName: "Camille", lastName: "Dupont", nationalNumber: "85.07.30-033.29" },
        parent.cookie,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ApiErrorBody>().error.fields?.nationalNumber).toBe(
        "Les deux derniers chiffres (chiffres de contrôle) ne correspondent pas\u00a0: vérifiez le numéro",
      );
      expect((await get("/api/profile", parent.cookie)).json<{ profile: Profile }>().profile.nationalNumber).toBe("85.07.30-033.28");

      // A form without the field leaves the sealed number as it is.
      const without = await put("/api/profile", { firstName: "Camille", lastName: "Dupont" }, parent.cookie);
      expect(without.statusCode).toBe(200);
      expect(without.json<{ profile: Profile }>().profile.nationalNumber).toBe("85.07.30-033.28");
      expect((await get("/api/profile", parent.cookie)).json<{ profile: Profile }>().profile.nationalNumber).toBe("85.07.30-033.28");

      const cleared = await put("/api/profile", { firstName: "Camille", lastName: "Dupont", nationalNumber: "" }, parent.cookie);
      expect(cleared.json<{ profile: Profile }>().profile.nationalNumber).toBeNull();

      // null, as the profile page sends a blank field, removes it too.
      await put("/api/profile", { firstName: "Camille", lastName: "Dupont", nationalNumber: "85073003328" }, parent.cookie);
      const nulled = await put("/api/profile", { firstName: "Camille", lastName: "Dupont", nationalNumber: null }, parent.cookie);
      expect(nulled.json<{ profile: Profile }>().profile.nationalNumber).toBeNull();
    });

    it("refuses missing names with the spec's messages and changes nothing", async () => {
      const response = await put("/api/profile", { firstName: "", lastName: "" }, otherParent.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.fields).toEqual({ firstName: "Le prénom est requis", lastName: "Le nom est requis" });
      expect((await get("/api/profile", otherParent.cookie)).json<{ profile: Profile }>().profile.firstName).toBe("Sam");
    });
  });

  describe("/api/admin/mails", () => {
    it("is for admins only", async () => {
      expect((await get("/api/admin/mails")).statusCode).toBe(401);
      const forbidden = await get("/api/admin/mails", parent.cookie);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json<ApiErrorBody>().error.message).toBe("Accès réservé aux administrateurs.");
    });

    it("lists queued messages with their delivery state, newest first, without bodies", async () => {
      const response = await get("/api/admin/mails", admin.cookie);
      expect(response.statusCode).toBe(200);
      const { mails, transport } = response.json<MailList>();
      expect(transport).toBe("log");
      expect(mails.length).toBeGreaterThanOrEqual(3);
      expect(mails[0]).toMatchObject({ kind: "email-verification", status: expect.stringMatching(/pending|sent/) as unknown });
      expect(mails[0]).not.toHaveProperty("html");
      expect(mails.map((mail: { to: string }) => mail.to)).toContain("parent@example.org");
    });

    it("queues a test message to the admin", async () => {
      expect(
        (await t.app.inject({ method: "POST", url: "/api/admin/mails/test", headers: jsonHeaders(t, parent.cookie), payload: {} }))
          .statusCode,
      ).toBe(403);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/mails/test",
        headers: jsonHeaders(t, admin.cookie),
        payload: {},
      });
      expect(response.json()).toEqual({ success: true });
      const { mails } = (await get("/api/admin/mails", admin.cookie)).json<MailList>();
      expect(mails[0]).toMatchObject({ kind: "test", to: "admin@example.org" });
    });
  });
});
