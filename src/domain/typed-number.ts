/**
 * Numbers people type, the one reader of every numeric field and parameter (bodies, query
 * strings, paths, the forms of the browser): decimal digits, an optional minus sign, and a
 * decimal comma or point only where the field takes fractions (an amount, an age in half years,
 * a coordinate). JavaScript's Number() also reads hexadecimal ("0x10" is 16), binary ("0b101"),
 * octal ("0o7"), exponents ("1e1", "2.026e3"), "Infinity" and a lone sign or point ("+3", ".5"):
 * no person means those, so they are refused, never read as some other number.
 */
import { z } from "zod";
import "./zod-locale.ts";

export type NumberKind = "whole" | "decimal";

const SHAPES: Record<NumberKind, RegExp> = {
  whole: /^-?\d+$/,
  decimal: /^-?\d+([.,]\d+)?$/,
};

/**
 * The number a person typed, or null when the text is no number of this kind. Blank space around
 * it is ignored; "12,50" and "12.50" are the same decimal number. A figure too long to be held
 * (over 300 digits) is null too.
 */
export function parseTypedNumber(text: string, kind: NumberKind): number | null {
  const trimmed = text.trim();
  if (!SHAPES[kind].test(trimmed)) return null;
  const number = Number(trimmed.replace(",", "."));
  return Number.isFinite(number) ? number : null;
}

/**
 * A number as a person types it (a string) or as a form or script sends it (a JSON number).
 * Blank, null or missing is `undefined`, which the piped schema refuses with its own "required"
 * message or accepts when optional. Anything else that is not such a number is `invalid`.
 */
function typed(kind: NumberKind, invalid: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: invalid })
    .optional()
    .transform((value, context) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === "number") return value;
      if (value.trim() === "") return undefined;
      const number = parseTypedNumber(value, kind);
      if (number === null) {
        context.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return number;
    });
}

/** A number that may have decimals ("2,5", "12.50", 2.5): amounts, ages in half years, coordinates. */
export const typedNumber = (invalid: string) => typed("decimal", invalid);

/** A whole number ("48", 48): digits only, no decimal separator. Pipe into `.int()` for JSON numbers. */
export const typedWholeNumber = (invalid: string) => typed("whole", invalid);
