import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client.ts";
import { payments, registrations } from "../../src/server/db/schema.ts";

/** Every row of every table of the database, the job queue's (schema pgboss) included, as text: what a dump would show. */
export async function everyRowAsText(db: Db): Promise<string> {
  const tables = (await db.execute(
    sql`select table_schema, table_name from information_schema.tables where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE'`,
  )) as { rows: { table_schema: string; table_name: string }[] };
  const parts: string[] = [];
  for (const { table_schema, table_name } of tables.rows) {
    const table = sql`${sql.identifier(table_schema)}.${sql.identifier(table_name)}`;
    const rows = (await db.execute(sql`select t::text as row from ${table} t`)) as { rows: { row: string }[] };
    parts.push(...rows.rows.map((row) => `${table_schema}.${table_name}: ${row.row}`));
  }
  return parts.join("\n");
}

/** A registration of a child with its payment, written straight to the database. */
export async function insertRegistration(
  db: Db,
  values: {
    parentId: string;
    childId: string;
    activityId: string;
    paid?: boolean;
    status?: "pending" | "confirmed" | "cancelled";
    communication?: string;
    paidAt?: Date;
  },
) {
  const [payment] = await db
    .insert(payments)
    .values({
      parentId: values.parentId,
      activityId: values.activityId,
      method: "bank_transfer",
      amountCents: 8000,
      unitPriceCents: 8000,
      status: values.paid ? "paid" : "pending",
      paidAt: values.paid ? (values.paidAt ?? new Date()) : null,
      structuredCommunication: values.communication ?? null,
    })
    .returning();
  const [registration] = await db
    .insert(registrations)
    .values({
      parentId: values.parentId,
      childId: values.childId,
      activityId: values.activityId,
      priceCents: 8000,
      paymentId: payment.id,
      isPrimary: true,
      status: values.status ?? (values.paid ? "confirmed" : "pending"),
    })
    .returning();
  return { payment, registration };
}
