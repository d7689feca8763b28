import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, jsonHeaders } from "../../../../tests/support/accounts.ts";
import { insertFamilyRegistration, ORGANISER } from "../../../../tests/support/certificates.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertChild, insertParent } from "../../../../tests/support/families.ts";
import { insertPayer, insertPayerShare } from "../../../../tests/support/payers.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { payerShares, registrations } from "../../db/schema.ts";
import { loadCertificateFacts } from "./facts.ts";

/**
 * Certificates follow the payer (decision 0056): what an organisation paid for a child is on no
 * parent's 281.86 unless the organiser says otherwise in the certificates' settings.
 */
describe.each(ENGINES)("what organisations paid, on the parents' certificates, on %s", (engine) => {
  let t: TestApp;
  let admin: { cookie: string };
  let childId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t, "admin@example.org");
    const activity = await insertActivity(t.db, { title: "Plaine d'été", startDate: "2026-07-06", endDate: "2026-07-10" });
    const parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    childId = (await insertChild(t.db, parent.id, { firstName: "Léa", lastName: "Dupont" })).id;
    // The family paid 40 € of Léa's 100 €; the CPAS took 60 € and sent 60 €.
    const payment = await insertFamilyRegistration(t.db, {
      parentId: parent.id,
      activityId: activity.id,
      childIds: [childId],
      amountCents: 4_000,
      paidAt: new Date("2026-06-01T10:00:00Z"),
    });
    const [registration] = await t.db.select().from(registrations).where(eq(registrations.paymentId, payment.id));
    const share = await insertPayerShare(t.db, {
      payerId: (await insertPayer(t.db)).id,
      registrationId: registration.id,
      amountCents: 6_000,
    });
    await t.db.update(payerShares).set({ status: "paid", receivedCents: 6_000 }).where(eq(payerShares.id, share.id));
  });
  afterAll(() => t.close());

  const leaShare = async () => {
    const [facts] = (await loadCertificateFacts(t.db, { year: 2026 })).filter((entry) => entry.child.id === childId);
    return facts.activities[0].shareCents;
  };
  const saveOrganiser = async (thirdPartySharesCertified: boolean) => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/certificates/organiser",
      headers: jsonHeaders(t, admin.cookie),
      payload: { ...ORGANISER, thirdPartySharesCertified },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  };

  it("counts only what the family paid by default", async () => {
    expect(await leaShare()).toBe(4_000);
    await saveOrganiser(false);
    expect(await leaShare()).toBe(4_000);
  });

  it("adds what the organisation paid when the organiser says it belongs on the parents' certificates", async () => {
    await saveOrganiser(true);
    expect(await leaShare()).toBe(10_000);
    await saveOrganiser(false);
    expect(await leaShare()).toBe(4_000);
  });
});
