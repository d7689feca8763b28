import { describe, expect, it } from "vitest";
import { signUpSchema } from "./account-input.ts";

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
