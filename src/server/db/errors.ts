/**
 * PostgreSQL errors by SQLSTATE and constraint, whichever engine raised them: node-postgres and
 * PGlite both put `code` and `constraint` on the error; Drizzle wraps it as `cause`.
 */
interface PgErrorFields {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgFields(error: unknown): PgErrorFields | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth += 1) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === "string" && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = fields.cause;
  }
  return null;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const fields = pgFields(error);
  return fields?.code === "23505" && (!constraint || fields.constraint === constraint);
}

export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const fields = pgFields(error);
  return fields?.code === "23503" && (!constraint || fields.constraint === constraint);
}
