/**
 * The account's fields as zod checks them: the password's rules, the e-mail address, a person's
 * name, the new password twice. Apart from account.ts so that the pages which only need the rules'
 * words or where to go after login (the sign-in pages, drawn on the server) do not load zod before
 * the person sends a form (decision 0064).
 */
import { z } from "zod";
import "./zod-locale.ts";
import { EMAIL_MAX_LENGTH, EMAIL_TOO_LONG, PASSWORD_MAX_LENGTH, passwordProblems } from "./account.ts";

export const passwordSchema = z
  .string({ error: "Le mot de passe est requis" })
  .max(PASSWORD_MAX_LENGTH, `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères`)
  .superRefine((password, ctx) => {
    for (const message of passwordProblems(password)) ctx.addIssue({ code: "custom", message });
  });

export const emailSchema = z
  .string({ error: "L'adresse e-mail est requise" })
  .trim()
  .min(1, "L'adresse e-mail est requise")
  .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG)
  .pipe(z.email({ error: "L'adresse e-mail n'est pas valide" }))
  .transform((email) => email.toLowerCase());

/** A person's name: never markup (it goes into e-mails, exports and other people's screens). */
export const personNameSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(100, "100 caractères au maximum")
    .refine((name) => !/[<>]/.test(name), "Les caractères < et > ne sont pas acceptés");

export const resetPasswordSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((value) => value.password === value.confirmation, {
    message: "Les mots de passe ne correspondent pas",
    path: ["confirmation"],
  });
