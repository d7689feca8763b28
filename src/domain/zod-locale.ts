import { z } from "zod";
import { fr } from "zod/locales";

/**
 * zod's own messages in French, for the checks a schema gives no message of its own (a number
 * sent where a text is expected). Every module that defines a schema imports this file, so the
 * server's answers and the forms of the browser say the same. A schema's own message always
 * wins over these.
 *
 * zod's French locale names both types ("chaîne de caractères attendu, null reçu"); a person
 * only needs to hear what is expected, so the type errors are said plainly here.
 */
const EXPECTED: Record<string, string> = {
  string: "un texte est attendu",
  number: "un nombre est attendu",
  int: "un nombre entier est attendu",
  bigint: "un nombre entier est attendu",
  boolean: "vrai ou faux est attendu",
  array: "une liste est attendue",
  object: "un objet est attendu",
  date: "une date est attendue",
};

const REQUIRED_FIELD_MESSAGE = "Ce champ est requis";

const frenchLocale = fr().localeError;

z.config({
  localeError: (issue) => {
    if (issue.code === "invalid_type") {
      if (issue.input === undefined) return REQUIRED_FIELD_MESSAGE;
      const expected = EXPECTED[issue.expected];
      if (expected) return `Valeur invalide\u00a0: ${expected}`;
    }
    return frenchLocale(issue);
  },
});
