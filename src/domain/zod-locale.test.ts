import { describe, expect, it } from "vitest";
import { z } from "zod";
import "./zod-locale.ts";

const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe("zod's own messages", () => {
  it("are French where a schema gives none", () => {
    expect(messageOf(z.string(), true)).toBe("Valeur invalide\u00a0: un texte est attendu");
    expect(messageOf(z.object({ a: z.string() }), [])).toBe("Valeur invalide\u00a0: un objet est attendu");
    expect(messageOf(z.array(z.string()), null)).toBe("Valeur invalide\u00a0: une liste est attendue");
    expect(messageOf(z.object({ a: z.string() }), {})).toBe("Ce champ est requis");
    expect(messageOf(z.enum(["a", "b"]), "c")).toMatch(/^Option invalide/);
  });

  it("never replace a schema's own message", () => {
    expect(messageOf(z.string({ error: "Le prénom est requis" }), 3)).toBe("Le prénom est requis");
    expect(messageOf(z.string().max(2, "2 caractères au maximum"), "abc")).toBe("2 caractères au maximum");
  });
});
