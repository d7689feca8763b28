import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TariffClaimDecision } from "../../src/domain/contracts/admin-tariff-claims.ts";
import type { RegistrationResult } from "../../src/domain/contracts/registrations.ts";
import { bankMovements, payments, profiles, registrations, tariffClaims } from "../../src/server/db/schema.ts";
import { codaFile } from "../support/coda-builder.ts";
import { ENGINES } from "../support/databases.ts";
import { insertActivity, insertTariffCategory, insertPlainePrice } from "../support/factories.ts";
import { insertChildren, insertSignedInParents, type TestParent } from "../support/families.ts";
import { sentProof, setTariffCharge } from "../support/tariffs.ts";
import { createTestApp, secondInstance, type TestApp } from "../support/test-app.ts";

const AUTH_SECRET = "tariff-claim-race-secret-of-at-least-32-characters";
/** Families per round: each one's claim is decided while its transfer is imported. */
const FAMILIES = 6;

type App = TestApp["app"];

/**
 * An administrator decides a tariff claim while the bank statement that pays the same payment is
 * imported — on PostgreSQL through two app instances on separate pools, the decision on one and the
 * import on the other. Whatever the order, the payment ends with the amount of the decided prices
 * (priceFamily), the credit counted once, its status the one those two figures make, and the claim
 * decided once.
 */
describe.each(ENGINES)("a tariff decided while its payment's transfer is imported on %s", (engine) => {
  let t: TestApp;
  let apps: App[];
  let closeOthers: () => Promise<void>;
  let admin: TestParent;
  let category: { id: string };
  let statement = 500;

  beforeAll(async () => {
    t = await createTestApp(engine, { AUTH_SECRET });
    ({ apps, close: closeOthers } = await secondInstance(t));
    [admin] = await insertSignedInParents(t.db, AUTH_SECRET, 1, { firstName: "Alex", lastName: "Martin" });
    await t.db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, admin.id));
    category = await insertTariffCategory(t.db, { name: "Tarif réduit", proofRequired: true });
  }, 60_000);
  afterAll(async () => {
    await closeOthers();
    await t.close();
  });

  const on = (i: number) => apps[i % apps.length];

  /** A family of two children at 80 €, Léa claiming the reduced tariff (40 €) with a proof, by transfer. */
  async function family(i: number) {
    const activity = await insertActivity(t.db, { title: `Plaine ${i}`, priceStandardCents: 8000 });
    await insertPlainePrice(t.db, activity.id, category.id, 4000);
    const [parent] = await insertSignedInParents(t.db, AUTH_SECRET, 1);
    const [lea, tom] = await insertChildren(t.db, parent.id, [{ firstName: "Léa" }, { firstName: "Tom" }]);
    const proof = await sentProof(t, parent.cookie);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/registrations",
      headers: { origin: t.config.publicUrl, "content-type": "application/json", cookie: parent.cookie },
      payload: {
        activityId: activity.id,
        childIds: [lea.id, tom.id],
        paymentMethod: "bank_transfer",
        acceptTerms: true,
        tariffs: [{ childId: lea.id, categoryId: category.id, declaration: true, proofId: proof.proofId }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<RegistrationResult>();
    const [claim] = await t.db.select({ id: registrations.id }).from(registrations).where(eq(registrations.childId, lea.id));
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, result.paymentId));
    return { claimId: claim.id, payment };
  }

  function decide(i: number, claimId: string, decision: "approve" | "refuse") {
    return on(i).inject({
      method: "POST",
      url: `/api/admin/tariff-claims/${claimId}/${decision}`,
      headers: { origin: t.config.publicUrl, "content-type": "application/json", cookie: admin.cookie },
      payload: decision === "refuse" ? { reason: "Attestation périmée" } : {},
    });
  }

  function importCredit(i: number, communication: string, cents: number) {
    statement += 1;
    const file = codaFile({
      sequence: String(statement),
      movements: [{ sequence: 1, cents, structured: communication, counterpartyAccount: "BE71096123456769" }],
    });
    return on(i + 1).inject({
      method: "POST",
      url: "/api/admin/payments/import",
      headers: { origin: t.config.publicUrl, cookie: admin.cookie, "content-type": "application/octet-stream" },
      payload: Buffer.from(file, "latin1"),
    });
  }

  const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
  const claimOf = async (id: string) => (await t.db.select().from(tariffClaims).where(eq(tariffClaims.registrationId, id)))[0];

  it("approved (charged at the standard price meanwhile) while the transfer of the reduced total arrives: paid, exactly", async () => {
    await setTariffCharge(t.db, "standard");
    try {
      const families = await Promise.all(Array.from({ length: FAMILIES }, (_, i) => family(i)));
      // 80 + 80 − 10 until the check; the family pays 40 + 80 − 10 = 110 € at once, trusting the tariff.
      for (const { payment } of families) expect(payment.amountCents).toBe(15000);
      const answers = await Promise.all(
        families.flatMap(({ claimId, payment }, i) => [
          decide(i, claimId, "approve"),
          importCredit(i, payment.structuredCommunication!, 11000),
        ]),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      for (const [i, { claimId, payment }] of families.entries()) {
        expect(answers[2 * i].json<TariffClaimDecision>().priceChanged).toBe(true);
        expect(await paymentOf(payment.id)).toMatchObject({ amountCents: 11000, receivedCents: 11000, status: "paid" });
        expect(await claimOf(claimId)).toMatchObject({ status: "approved" });
        const credits = await t.db.select().from(bankMovements).where(eq(bankMovements.paymentId, payment.id));
        expect(credits).toHaveLength(1);
        expect(credits[0].refundCents ?? 0).toBe(0);
      }
    } finally {
      await setTariffCharge(t.db, "tariff");
    }
  });

  it("refused (charged at the tariff meanwhile) while the transfer of the reduced total arrives: the rest stays to pay", async () => {
    const families = await Promise.all(Array.from({ length: FAMILIES }, (_, i) => family(100 + i)));
    for (const { payment } of families) expect(payment.amountCents).toBe(11000);
    const answers = await Promise.all(
      families.flatMap(({ claimId, payment }, i) => [
        decide(i, claimId, "refuse"),
        importCredit(i, payment.structuredCommunication!, 11000),
      ]),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    for (const { claimId, payment } of families) {
      const after = await paymentOf(payment.id);
      // Back to 150 € whatever came first: 110 € received, 40 € still due, and the payment waiting for it.
      expect(after).toMatchObject({ amountCents: 15000, receivedCents: 11000, status: "pending" });
      expect(await claimOf(claimId)).toMatchObject({ status: "refused", refusalReason: "Attestation périmée" });
    }
  });

  it("decides a claim once when two administrators decide it at the same moment", async () => {
    const { claimId } = await family(200);
    const answers = await Promise.all([decide(0, claimId, "approve"), decide(1, claimId, "refuse")]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<TariffClaimDecision>();
    expect((await claimOf(claimId)).status).toBe(winner.claim.status);
  });
});
