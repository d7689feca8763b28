import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { profiles } from "../../db/schema.ts";

describe.each(ENGINES)("who is signed in (/api/me) on %s", (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function signUp(email: string): Promise<{ id: string; cookie: string }> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: t.config.publicUrl, "content-type": "application/json" },
      payload: { email, password: "Motdepasse1", name: "Camille Dupont" },
    });
    expect(response.statusCode).toBe(200);
    const cookie = ([] as string[]).concat(response.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    return { id: response.json().user.id, cookie };
  }

  it("answers 401 in French to an anonymous visitor, never cached", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: "UNAUTHENTICATED", message: "Vous n'êtes pas connecté." });
    expect(response.headers["cache-control"]).toBe("private, no-store");
  });

  it("names the signed-in user; the session cookie is httpOnly and SameSite", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: t.config.publicUrl, "content-type": "application/json" },
      payload: { email: "cookie@example.org", password: "Motdepasse1", name: "Cookie" },
    });
    const cookie = String(([] as string[]).concat(response.headers["set-cookie"] ?? [])[0]);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const { cookie: session } = await signUp("parent@example.org");
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: session } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: "parent@example.org", isAdmin: false });
  });

  it("reads the admin role from the profile", async () => {
    const { id, cookie } = await signUp("admin@example.org");
    await t.db.insert(profiles).values({ id, role: "admin", firstName: "Alex", lastName: "Martin" });
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(me.json().user).toMatchObject({ firstName: "Alex", lastName: "Martin", isAdmin: true });
    await t.db.update(profiles).set({ role: "parent" }).where(eq(profiles.id, id));
    const after = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(after.json().user.isAdmin).toBe(false);
  });

  it("forgets the user after sign-out", async () => {
    const { cookie } = await signUp("leaving@example.org");
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie, origin: t.config.publicUrl, "content-type": "application/json" },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).statusCode).toBe(401);
  });
});
