import { describe, expect, it } from "vitest";
import { homeAfterLogin, passwordProblems, safeRedirect } from "./account.ts";
import { resetPasswordSchema } from "./account-schemas.ts";

describe("passwordProblems", () => {
  it("accepts a password that keeps every rule", () => {
    expect(passwordProblems("Motdepasse1")).toEqual([]);
  });
  it("lists every broken rule with its French message", () => {
    expect(passwordProblems("abc")).toEqual([
      "Le mot de passe doit contenir au moins 8 caractères",
      "Le mot de passe doit contenir au moins une lettre majuscule",
      "Le mot de passe doit contenir au moins un chiffre",
    ]);
    expect(passwordProblems("ABCDEFG1")).toEqual(["Le mot de passe doit contenir au moins une lettre minuscule"]);
    expect(passwordProblems("")).toHaveLength(4);
  });
});

describe("resetPasswordSchema", () => {
  it("wants the confirmation to match", () => {
    const result = resetPasswordSchema.safeParse({ password: "Motdepasse1", confirmation: "Motdepasse2" });
    expect(result.error!.issues[0]).toMatchObject({ message: "Les mots de passe ne correspondent pas", path: ["confirmation"] });
    expect(resetPasswordSchema.safeParse({ password: "Motdepasse1", confirmation: "Motdepasse1" }).success).toBe(true);
  });
});

describe("after login", () => {
  it("sends admins to /admin and parents to /dashboard", () => {
    expect(homeAfterLogin({ isAdmin: true })).toBe("/admin");
    expect(homeAfterLogin({ isAdmin: false })).toBe("/dashboard");
  });
  it("follows only redirects that stay on the site", () => {
    expect(safeRedirect("/register/abc?x=1")).toBe("/register/abc?x=1");
    for (const target of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null]) {
      expect(safeRedirect(target)).toBeNull();
    }
  });
});
