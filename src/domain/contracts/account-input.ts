/** What the account endpoints accept (contract: account.ts): the bodies of sign-up, sign-in and the e-mail-only requests. */
import { z } from "zod";
import "../zod-locale.ts";
import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG, PASSWORD_MAX_LENGTH } from "../account.ts";
import { emailSchema, passwordSchema, personNameSchema } from "../account-schemas.ts";

export const signUpSchema = z.object({
  firstName: personNameSchema("Le prénom est requis"),
  lastName: personNameSchema("Le nom est requis"),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const loginSchema = z.object({
  email: z.string().trim().min(1, "L'adresse e-mail est requise").max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG),
  password: z
    .string()
    .min(1, "Le mot de passe est requis")
    .max(PASSWORD_MAX_LENGTH, `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`),
});
export type SignInInput = z.infer<typeof loginSchema>;

/** A verification link sent again, a reset link asked for: the e-mail address only. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
