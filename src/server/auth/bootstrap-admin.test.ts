import { describe, expect, it } from "vitest";
import type { CurrentUser } from "../../domain/account.ts";
import { and, eq, like } from "drizzle-orm";
import { cookieOf, createParent, jsonHeaders, signIn } from "../../../tests/support/accounts.ts";
import { suiteTestApp } from "../../../tests/support/suite.ts";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { verifications } from "../db/schema.ts";

describe("the first administrator (ADMIN_EMAIL, ADMIN_PASSWORD)", () => {
  const t = suiteTestApp("pglite", { ADMIN_EMAIL: "direction@example.org", ADMIN_PASSWORD: "Admin123pass" });

  it("is created at start and may log in without following a verification link", async () => {
    const response = await signIn(t, "direction@example.org", "Admin123pass");
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookieOf(response) } });
    expect(me.json<{ user: CurrentUser }>().user).toMatchObject({ email: "direction@example.org", isAdmin: true });
  });

  it("promotes an existing account, resets its password, closes its sessions and ends its reset links", async () => {
    const squatter = await createParent(t, "bureau@example.org");
    const resetLinks = async () =>
      (
        await t.db
          .select()
          .from(verifications)
          .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, squatter.id)))
      ).length;
    await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: jsonHeaders(t),
      payload: { email: "bureau@example.org", redirectTo: "/reset-password" },
    });
    expect(await resetLinks()).toBe(1);
    const config = {
      ...loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        DATA_DIR: t.database.dataDir,
        ADMIN_EMAIL: "bureau@example.org",
        ADMIN_PASSWORD: "Bureau456pass",
      }),
    };
    const restarted = await buildApp({ config, database: t.database });
    try {
      expect((await restarted.inject({ method: "GET", url: "/api/me", headers: { cookie: squatter.cookie } })).json()).toEqual({
        user: null,
      });
      expect((await signIn(t, "bureau@example.org")).statusCode).toBe(401);
      expect(await resetLinks()).toBe(0);
      const response = await signIn(t, "bureau@example.org", "Bureau456pass");
      expect(response.statusCode).toBe(200);
      const me = await t.app.inject({ method: "GET", url: "/api/me", headers: { cookie: cookieOf(response) } });
      expect(me.json<{ user: CurrentUser }>().user.isAdmin).toBe(true);
    } finally {
      await restarted.close();
    }
  });
});
