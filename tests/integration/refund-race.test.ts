import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RefundsResponse } from "../../src/domain/contracts/admin-bank.ts";
import type { RegistrationResult } from "../../src/domain/contracts/registrations.ts";
import { priceFamily } from "../../src/domain/pricing.ts";
import { bankMovements, payments, refunds } from "../../src/server/db/schema.ts";
import { createAdmin, jsonHeaders, postTransferRegistration, registerPaidByCard } from "../support/accounts.ts";
import { codaFile } from "../support/coda-builder.ts";
import { ENGINES } from "../support/databases.ts";
import { insertActivity } from "../support/factories.ts";
import { type FakeStripe, startFakeStripe } from "../support/fake-stripe.ts";
import { insertChildren, insertParent } from "../support/families.ts";
import { createTestApp, secondInstance, type TestApp } from "../support/test-app.ts";

type App = TestApp["app"];

/**
 * Refunds racing an administrator's price change (decisions 0052, 0053), on PostgreSQL through two
 * app instances on separate pools (PGlite: one instance, the requests still at once): a card's
 * partial refunds asked by two price changes at once, and a transfer's refund put in a SEPA file
 * while its price is lowered again. Whatever the order, every cent goes back once: the card's
 * refund jobs add up to what the payment lost, the files hold what the credit owes, never more.
 */
describe.each(ENGINES)("refunds racing a price change on %s", (engine) => {
  let t: TestApp;
  let fake: FakeStripe;
  let apps: App[];
  let closeOthers: () => Promise<void>;
  let admin: { cookie: string };

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, fake.env);
    ({ apps, close: closeOthers } = await secondInstance(t));
    admin = await createAdmin(t, "admin-refund-race@example.org");
  }, 60_000);
  afterAll(async () => {
    await closeOthers();
    await t.close();
    await fake.close();
  });

  const on = (i: number) => apps[i % apps.length];
  const setPrice = (i: number, registrationId: string, price: string) =>
    on(i).inject({
      method: "PUT",
      url: `/api/admin/registrations/${registrationId}/price`,
      headers: jsonHeaders(t, admin.cookie),
      payload: { price, reason: "Tarif réduit accordé." },
    });
  const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

  async function family(lastName: string) {
    const activity = await insertActivity(t.db, { title: `Plaine ${lastName}`, priceStandardCents: 8000 });
    const parent = await insertParent(t, { firstName: "Camille", lastName });
    const kids = await insertChildren(t.db, parent.id, [
      { firstName: "Léa", lastName },
      { firstName: "Tom", lastName },
    ]);
    return { activity, parent, childIds: kids.map((kid) => kid.id) };
  }

  it("two prices of a card payment lowered at once: the partial refunds add up to what the payment lost, each asked once", async () => {
    const { activity, parent, childIds } = await family("Carte");
    const result = await registerPaidByCard(t, fake, parent.cookie, activity.id, childIds);
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid", amountCents: 15000 });

    const [lea, tom] = result.registrationIds;
    const answers = await Promise.all([setPrice(0, lea, "40"), setPrice(1, tom, "30")]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const expected = priceFamily([4000, 3000]).totalCents;
    const payment = await paymentOf(result.paymentId);
    expect(payment).toMatchObject({ status: "paid", amountCents: expected, refundedCents: 15000 - expected });
    const { rows } = (await t.db.execute(sql`select data from pgboss.job where name = 'card-partial-refund'`)) as {
      rows: { data: { paymentId: string; amountCents: number; refundedCents: number } }[];
    };
    const jobs = rows.map((row) => row.data).filter((job) => job.paymentId === result.paymentId);
    expect(jobs).toHaveLength(2);
    expect(jobs.reduce((sum, job) => sum + job.amountCents, 0)).toBe(15000 - expected);
    // Each job's key (what the payment has refunded in all once it is sent) is its own.
    expect(new Set(jobs.map((job) => job.refundedCents)).size).toBe(2);
    expect(Math.max(...jobs.map((job) => job.refundedCents))).toBe(15000 - expected);
  });

  it("a transfer's refund put in a SEPA file while its price is lowered again: each cent in one file, the rest in the next", async () => {
    const { activity, parent, childIds } = await family("Virement");
    const result = (await postTransferRegistration(t, parent.cookie, activity.id, childIds)).json<RegistrationResult>();
    const { structuredCommunication } = await paymentOf(result.paymentId);
    const imported = await t.app.inject({
      method: "POST",
      url: "/api/admin/payments/import",
      headers: { origin: t.config.publicUrl, cookie: admin.cookie, "content-type": "application/octet-stream" },
      payload: Buffer.from(
        codaFile({
          sequence: "701",
          movements: [{ sequence: 1, cents: 15000, structured: structuredCommunication!, counterpartyAccount: "BE71096123456769" }],
        }),
        "latin1",
      ),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [lea, tom] = result.registrationIds;
    expect((await setPrice(0, lea, "60")).statusCode).toBe(200);
    const [credit] = await t.db.select().from(bankMovements).where(eq(bankMovements.paymentId, result.paymentId));
    expect(credit.refundCents).toBe(2000);

    const makeFile = (i: number) =>
      on(i).inject({
        method: "POST",
        url: "/api/admin/refund-files",
        headers: jsonHeaders(t, admin.cookie),
        payload: { movementIds: [credit.id] },
      });
    const [file, priced] = await Promise.all([makeFile(0), setPrice(1, tom, "40")]);
    expect([file.statusCode, priced.statusCode]).toEqual([201, 200]);

    // The credit now owes what the payment received beyond its new amount.
    const owed = 15000 - priceFamily([6000, 4000]).totalCents;
    expect((await t.db.select().from(bankMovements).where(eq(bankMovements.id, credit.id)))[0].refundCents).toBe(owed);
    const due = async () =>
      (await t.app.inject({ method: "GET", url: "/api/admin/refunds", headers: { cookie: admin.cookie } }))
        .json<RefundsResponse>()
        .due.find((refund) => refund.movementId === credit.id);
    const inFiles = async () =>
      (await t.db.select({ cents: refunds.amountCents }).from(refunds).where(eq(refunds.bankMovementId, credit.id))).reduce(
        (sum, row) => sum + row.cents,
        0,
      );
    // Whichever went first, the file holds no more than was owed then, and the rest is still due.
    expect((await inFiles()) + (await due())!.outstandingCents).toBe(owed);
    if ((await due())!.outstandingCents > 0) expect((await makeFile(1)).statusCode).toBe(201);
    expect(await inFiles()).toBe(owed);
    expect((await due())!.outstandingCents).toBe(0);
    // Nothing left for a third file.
    expect((await makeFile(0)).statusCode).toBe(409);
  });
});
