import { describe, expect, it } from "vitest";
import { loginPath } from "./paths.ts";

describe("loginPath", () => {
  it("keeps slashes readable in the redirect", () => {
    expect(loginPath("/register/42")).toBe("/login?redirect=/register/42");
  });

  it("encodes what would end the parameter early", () => {
    expect(loginPath("/search?city=namur&minAge=3")).toBe("/login?redirect=/search%3Fcity%3Dnamur%26minAge%3D3");
    expect(new URLSearchParams(loginPath("/a?b=c&d=e#f").split("?")[1]).get("redirect")).toBe("/a?b=c&d=e#f");
  });

  it("has no redirect for the home page or nothing", () => {
    expect(loginPath()).toBe("/login");
    expect(loginPath("/")).toBe("/login");
  });
});
