import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { FieldCipher } from "./field-encryption.ts";
import {
  certificateArchiveContext,
  certificateContentContext,
  childNationalNumberContext,
  nationalNumberContext,
} from "./sealed-fields.ts";

/**
 * Every column that holds sealed values, with what each value is bound to. A later sensitive
 * field adds its line here, and `npm run keys:rotate` re-encrypts it too.
 */
const SEALED_COLUMNS = [
  { table: "children", column: "medical_file", context: (id: string) => `children.medical_file:${id}` },
  { table: "profiles", column: "national_number", context: nationalNumberContext },
  { table: "children", column: "national_number", context: childNationalNumberContext },
  { table: "childcare_certificates", column: "content", context: certificateContentContext },
  { table: "certificate_runs", column: "archive", context: certificateArchiveContext },
] as const;

export interface RotationProgress {
  table: string;
  column: string;
  rotated: number;
}

/**
 * Re-encrypts with the newest key every sealed value that another key sealed, `batchSize` rows
 * per transaction. Resumable by construction: what is done carries the newest key's prefix and
 * is never selected again, so a run stopped halfway continues where it was. A value changed by
 * the site meanwhile is left to the next batch (the update only applies to the value it read).
 */
export async function rotateSealedColumns(
  db: Db,
  cipher: FieldCipher,
  options: { batchSize?: number; onBatch?: (progress: RotationProgress) => void } = {},
): Promise<RotationProgress[]> {
  const batchSize = options.batchSize ?? 200;
  const done: RotationProgress[] = [];
  for (const { table, column, context } of SEALED_COLUMNS) {
    const progress = { table, column, rotated: 0 };
    const pattern = `${cipher.currentPrefix.replaceAll("_", "\\_")}%`;
    for (;;) {
      const moved = await db.transaction(async (tx) => {
        const result = await tx.execute(
          sql`select id::text as id, ${sql.identifier(column)} as value from ${sql.identifier(table)}
              where ${sql.identifier(column)} is not null and ${sql.identifier(column)} not like ${pattern}
              order by id limit ${batchSize} for update skip locked`,
        );
        const { rows } = result as { rows: { id: string; value: string }[] };
        for (const row of rows) {
          const resealed = cipher.seal(cipher.open(row.value, context(row.id)), context(row.id));
          await tx.execute(
            sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${resealed}
                where id::text = ${row.id} and ${sql.identifier(column)} = ${row.value}`,
          );
        }
        return rows.length;
      });
      if (moved === 0) break;
      progress.rotated += moved;
      options.onBatch?.({ ...progress });
    }
    done.push(progress);
  }
  return done;
}
