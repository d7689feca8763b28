import { describe, expect, it } from "vitest";
import { homeAfterLogin, passwordProblems, profileSchema, resetPasswordSchema, safeRedirect, signUpSchema } from "./account.ts";

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

describe("signUpSchema", () => {
  it("normalises the e-mail and trims names", () => {
    expect(
      signUpSchema.parse({ firstName: " Camille ", lastName: "Dupont", email: " Camille@Example.ORG ", password: "Motdepasse1" }),
    ).toEqual({
      firstName: "Camille",
      lastName: "Dupont",
      email: "camille@example.org",
      password: "Motdepasse1",
    });
  });
  it("refuses a wrong e-mail, empty names and a weak password in French", () => {
    const result = signUpSchema.safeParse({ firstName: " ", lastName: "", email: "camille@", password: "court" });
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain("Le prénom est requis");
    expect(messages).toContain("Le nom est requis");
    expect(messages).toContain("L'adresse e-mail n'est pas valide");
    expect(messages).toContain("Le mot de passe doit contenir au moins 8 caractères");
  });
});

describe("resetPasswordSchema", () => {
  it("wants the confirmation to match", () => {
    const result = resetPasswordSchema.safeParse({ password: "Motdepasse1", confirmation: "Motdepasse2" });
    expect(result.error!.issues[0]).toMatchObject({ message: "Les mots de passe ne correspondent pas", path: ["confirmation"] });
    expect(resetPasswordSchema.safeParse({ password: "Motdepasse1", confirmation: "Motdepasse1" }).success).toBe(true);
  });
});

describe("profileSchema", () => {
  it("requires names with the spec's messages and keeps empty optional fields as null", () => {
    const result = profileSchema.safeParse({ firstName: "", lastName: "" });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(["Le prénom est requis", "Le nom est requis"]);
    expect(profileSchema.parse({ firstName: "A", lastName: "B", phone: "", addressCity: "  " })).toMatchObject({
      phone: null,
      addressCity: null,
    });
  });
  it("refuses a phone number with letters", () => {
    expect(profileSchema.safeParse({ firstName: "A", lastName: "B", phone: "appelez-moi" }).success).toBe(false);
    expect(profileSchema.safeParse({ firstName: "A", lastName: "B", phone: "+32 470 12 34 56" }).success).toBe(true);
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
