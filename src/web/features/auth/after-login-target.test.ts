import { describe, expect, it } from "vitest";
import { afterLoginTarget } from "./after-login-target.ts";

const parent = { isAdmin: false };
const admin = { isAdmin: true };

describe("afterLoginTarget", () => {
  it("sends a parent to the dashboard and an administrator to /admin when nothing else is asked", () => {
    expect(afterLoginTarget(parent, null)).toBe("/dashboard");
    expect(afterLoginTarget(admin, null)).toBe("/admin");
  });

  it("follows the redirect parameter first, query string included", () => {
    expect(afterLoginTarget(parent, "/register/42", "/faq")).toBe("/register/42");
    expect(afterLoginTarget(admin, "/search?city=Namur")).toBe("/search?city=Namur");
  });

  it("falls back on the previous location, as a path or a router location", () => {
    expect(afterLoginTarget(parent, null, "/activities/7")).toBe("/activities/7");
    expect(afterLoginTarget(parent, null, { pathname: "/dashboard/profile", search: "?x=1", hash: "" })).toBe("/dashboard/profile?x=1");
  });

  it("never leaves the site", () => {
    for (const target of ["https://evil.example", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", ""]) {
      expect(afterLoginTarget(parent, target)).toBe("/dashboard");
      expect(afterLoginTarget(admin, null, target)).toBe("/admin");
    }
  });

  it("does not come back to a signed-out page", () => {
    expect(afterLoginTarget(parent, "/login?redirect=/dashboard")).toBe("/dashboard");
    expect(afterLoginTarget(admin, "/signup", "/reset-password?token=abc")).toBe("/admin");
  });

  it("ignores state that is not a location", () => {
    expect(afterLoginTarget(parent, null, { pathname: 42 })).toBe("/dashboard");
    expect(afterLoginTarget(parent, null, null)).toBe("/dashboard");
  });
});
