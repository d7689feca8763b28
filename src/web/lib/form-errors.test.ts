import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { serverFieldErrors } from "./form-errors.ts";

const FIELDS = ["firstName", "email", "password"] as const;

describe("serverFieldErrors", () => {
  it("keeps the messages of the form's own fields", () => {
    const error = new ApiError(400, "VALIDATION", "Le prénom est requis", { firstName: "Le prénom est requis", other: "Ignoré" });
    expect(serverFieldErrors(error, FIELDS)).toEqual({ firstName: "Le prénom est requis" });
  });

  it("lists every broken password rule beside the password", () => {
    const reasons = ["Le mot de passe doit contenir au moins une lettre majuscule", "Le mot de passe doit contenir au moins un chiffre"];
    const error = new ApiError(400, "VALIDATION", "Le mot de passe est trop faible", { password: reasons[0] }, reasons);
    expect(serverFieldErrors(error, FIELDS, "password")).toEqual({ password: reasons.join("\n") });
  });

  it("has nothing to say about other failures", () => {
    expect(serverFieldErrors(new ApiError(429, "RATE_LIMITED", "Trop de tentatives."), FIELDS)).toEqual({});
    expect(serverFieldErrors(new TypeError("boom"), FIELDS)).toEqual({});
  });
});
