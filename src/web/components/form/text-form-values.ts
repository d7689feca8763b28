import type { z } from "zod";

/**
 * A record as a text form starts from: one value per field of the schema, and "" for what is
 * missing or null (an input cannot show null; the schema turns a blank back into null on submit).
 * Starting from "" rather than null also keeps a field typed in and emptied again "unchanged".
 */
export function textFormValues<S extends z.ZodObject>(
  schema: S,
  record: { readonly [K in keyof z.input<S>]?: unknown } | null,
): z.input<S> {
  const values: Record<string, unknown> = {};
  for (const field of Object.keys(schema.shape)) values[field] = record?.[field as keyof typeof record] ?? "";
  return values as z.input<S>;
}
