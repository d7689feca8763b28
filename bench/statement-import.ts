/**
 * The import of a large bank statement: a CODA file of 10,000 movements (two statements of 5,000
 * in one file, about 4 MB) imported, then imported again, on the embedded PGlite and on
 * PostgreSQL. Prints the seconds of each and checks what they did.
 *
 *   node bench/statement-import.ts [postgres://user@host:5432/db]
 *
 * The URL (or TEST_DATABASE_URL) names a server; a throw-away database is created on it and
 * dropped at the end. Without one, only PGlite is measured. The mix of the file (MOVEMENTS,
 * MATCHED, DEBITS, ZEROS, by default 10,000, 100, 500 and 100): MATCHED credits carry the
 * structured communication of a pending transfer of the same amount (each settles a payment:
 * registration confirmed, e-mail queued, audit), the other credits name no payment (they wait
 * for an administrator), DEBITS are debits, ZEROS are 0,00 € lines.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { count, eq } from "drizzle-orm";
import { structuredCommunicationFromNumber } from "../src/domain/structured-communication.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase, type Database } from "../src/server/db/client.ts";
import { bankMovements, children, paymentReceipts, payments, registrations } from "../src/server/db/schema.ts";
import { Mailer } from "../src/server/mail/mailer.ts";
import { importStatementFile } from "../src/server/modules/bank-statements/index.ts";
import { codaFile, type CodaMovement } from "../tests/support/coda-builder.ts";
import { insertActivity } from "../tests/support/factories.ts";
import { birthDateForAge, insertSignedInParents } from "../tests/support/families.ts";

const MOVEMENTS = Number(process.env.MOVEMENTS ?? 10_000);
const MATCHED = Number(process.env.MATCHED ?? 100);
const DEBITS = Number(process.env.DEBITS ?? 500);
const ZEROS = Number(process.env.ZEROS ?? 100);
const PER_STATEMENT = 5_000; // a CODA sequence number has 4 digits
const PRICE_CENTS = 8_000;

const serverUrl = process.argv[2] ?? process.env.TEST_DATABASE_URL;

/** Pending transfers to be paid by the file: one parent, child, payment and registration each. */
async function prepare(database: Database) {
  const { db } = database;
  const plaine = await insertActivity(db, { title: "Plaine du relevé", capacity: MATCHED + 10, remainingSpots: MATCHED + 10 });
  const [admin, ...parents] = await insertSignedInParents(db, "bench-secret", MATCHED + 1);
  const kids = parents.length
    ? await db
        .insert(children)
        .values(
          parents.map((parent) => ({
            parentId: parent.id,
            firstName: "Enfant",
            lastName: "Payé",
            birthDate: birthDateForAge(7, plaine.startDate),
          })),
        )
        .returning({ id: children.id, parentId: children.parentId })
    : [];
  const communications = kids.map((_, index) => structuredCommunicationFromNumber(900_000 + index));
  const paid = kids.length
    ? await db
        .insert(payments)
        .values(
          kids.map((kid, index) => ({
            parentId: kid.parentId,
            activityId: plaine.id,
            method: "bank_transfer" as const,
            amountCents: PRICE_CENTS,
            unitPriceCents: PRICE_CENTS,
            structuredCommunication: communications[index],
          })),
        )
        .returning({ id: payments.id })
    : [];
  if (kids.length)
    await db.insert(registrations).values(
      kids.map((kid, index) => ({
        parentId: kid.parentId,
        childId: kid.id,
        activityId: plaine.id,
        paymentId: paid[index].id,
        priceCents: PRICE_CENTS,
        isPrimary: true,
      })),
    );
  return { admin, communications };
}

/** The file: MATCHED credits paying the transfers, DEBITS debits, ZEROS zero lines, the rest credits nobody can match. */
function statementFile(communications: string[]): Buffer {
  const movements: CodaMovement[] = Array.from({ length: MOVEMENTS }, (_, index) => {
    const sequence = (index % PER_STATEMENT) + 1;
    if (index < communications.length) return { sequence, cents: PRICE_CENTS, structured: communications[index] };
    if (index < communications.length + DEBITS) return { sequence, cents: -1_250, communication: `FRAIS ${index}` };
    if (index < communications.length + DEBITS + ZEROS) return { sequence, cents: 0, communication: "INFORMATION" };
    return {
      sequence,
      cents: 2_000 + (index % 500),
      communication: `DON ${index} POUR LES PLAINES`,
      counterpartyName: `DONATEUR ${index}`,
    };
  });
  const statements: string[] = [];
  for (let start = 0; start < movements.length; start += PER_STATEMENT) {
    const text = codaFile({ sequence: String(100 + statements.length), movements: movements.slice(start, start + PER_STATEMENT) });
    const last = start + PER_STATEMENT >= movements.length;
    // Record 9's last position: 1 when another statement follows in the file.
    statements.push(last ? text : text.replace(/2\r\n$/, "1\r\n"));
  }
  return Buffer.from(statements.join(""), "latin1");
}

async function measure(engine: string, database: Database) {
  const { admin, communications } = await prepare(database);
  const file = statementFile(communications);
  const config = loadConfig({ DEMO_DATA: "false", NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: tmpdir() });
  const deps = {
    db: database.db,
    config,
    mailer: new Mailer(database.db, () => undefined),
    publicCache: { clear: () => undefined },
  };
  const actor = { id: admin.id, email: admin.email };
  const run = async () => {
    const started = performance.now();
    const report = await importStatementFile(deps, actor, file);
    return { seconds: (performance.now() - started) / 1000, report };
  };
  const first = await run();
  const again = await run();
  const [{ paid }] = await database.db.select({ paid: count() }).from(payments).where(eq(payments.status, "paid"));
  const [{ recorded }] = await database.db.select({ recorded: count() }).from(bankMovements);
  const credits = MOVEMENTS - DEBITS - ZEROS;
  const [{ receipts }] = await database.db.select({ receipts: count() }).from(paymentReceipts);
  // Imported again, every credit and every debit is known already (debits are recorded since decision 0053).
  const ok =
    paid === MATCHED &&
    recorded === credits &&
    receipts === MATCHED &&
    first.report.matched === MATCHED &&
    again.report.alreadyImported === credits + DEBITS;
  console.log(
    `${engine}: ${MOVEMENTS} movements (${(file.length / 1024 / 1024).toFixed(1)} MB, ${MATCHED} paying a transfer, ` +
      `${credits - MATCHED} unmatched, ${DEBITS} debits, ${ZEROS} zero lines): ` +
      `import ${first.seconds.toFixed(2)} s, re-import ${again.seconds.toFixed(2)} s${ok ? "" : " — OUTCOME WRONG"}`,
  );
  if (!ok) {
    console.log({ paid, recorded, first: first.report, again: again.report });
    process.exitCode = 1;
  }
}

const pgliteDir = await mkdtemp(path.join(tmpdir(), "bench-import-"));
const embedded = await openDatabase({ pgliteDir });
try {
  await measure("PGlite", embedded);
} finally {
  await embedded.close();
  await rm(pgliteDir, { recursive: true, force: true });
}

if (serverUrl) {
  const name = `plaines_import_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await measure("PostgreSQL", database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log("PostgreSQL: not measured (give a server's URL as argument or TEST_DATABASE_URL)");
}
