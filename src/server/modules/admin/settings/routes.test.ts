import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminDashboard } from "../../../../domain/contracts/admin-dashboard.ts";
import type { SystemInfo } from "../../../../domain/contracts/admin.ts";
import { jsonHeaders, postTransferRegistration } from "../../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../../tests/support/factories.ts";
import { birthDateForAge, insertChild, insertParent } from "../../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";
import { insertBankMovement } from "../../../../../tests/support/bank.ts";
import { emailOutbox, payments } from "../../../db/schema.ts";

describe.each(ENGINES)("administrators' settings and dashboard on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine, { REGISTRATIONS_MAILBOX: "inscriptions@example.org" });

  it("sends the confirmation e-mail's test to the administrator alone, built by the real template", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/mails/test-confirmation",
      headers: jsonHeaders(t, admin.cookie),
      payload: {
        parentName: "Camille Dupont",
        childName: "Léa Dupont",
        activityTitle: "Plaine d'essai",
        amount: "85,5",
        paymentMethod: "bank_transfer",
        paymentStatus: "pending",
      },
    });
    expect(response.json()).toEqual({ success: true });
    const [mail] = await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1);
    expect(mail).toMatchObject({ kind: "test-confirmation", toAddress: admin.email, ccAddress: null });
    expect(mail.subject).toBe("[Test] Confirmation d'inscription : Plaine d'essai");
    expect(mail.text).toContain("Bonjour Camille");
    expect(mail.text).toContain("Léa Dupont");
    expect(mail.text).toContain("85,50");
    expect(mail.text).toContain("PAIEMENT PAR VIREMENT BANCAIRE");
    expect(mail.text).toContain("+++000/0000/00097+++");

    const refused = await t.app.inject({
      method: "POST",
      url: "/api/admin/mails/test-confirmation",
      headers: jsonHeaders(t, admin.cookie),
      payload: { parentName: "", childName: "Léa", activityTitle: "P", amount: -1, paymentMethod: "cash", paymentStatus: "paid" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      parentName: "Le nom du parent est requis",
      amount: "Le montant ne peut pas être négatif",
      paymentMethod: "Mode de paiement inconnu",
    });
  });

  it("tells the system's facts and figures", async () => {
    const info = (await t.app.inject({ method: "GET", url: "/api/admin/system", headers: { cookie: admin.cookie } })).json<SystemInfo>();
    expect(info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(info).toMatchObject({
      database: engine === "postgres" ? "postgresql" : "pglite",
      node: process.version,
      smtpConfigured: false,
      paymentMode: "off",
      lastWebhook: null,
    });
    expect(info.counts).toEqual({ plaines: 0, parents: 0, children: 0, registrations: 0 });
  });

  it("gives the dashboard's figures: fill rates, unpaid transfers with their age, the last registrations", async () => {
    const activity = await insertActivity(t.db, { title: "Plaine remplie", capacity: 4, remainingSpots: 4 });
    const parent = await insertParent(t, { firstName: "Jade", lastName: "Renard" });
    const child = await insertChild(t.db, parent.id, { firstName: "Lou", birthDate: birthDateForAge(7, activity.startDate) });
    await postTransferRegistration(t, parent.cookie, activity.id, [child.id]);

    const dashboard = (
      await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie: admin.cookie } })
    ).json<AdminDashboard>();
    expect(dashboard.plaines.find((item) => item.id === activity.id)).toMatchObject({ capacity: 4, taken: 1 });
    expect(dashboard.unpaidTransfers).toMatchObject({ count: 1, totalCents: activity.priceStandardCents });
    expect(dashboard.unpaidTransfers.items[0]).toMatchObject({ parentName: "Jade Renard", activityTitle: "Plaine remplie", ageDays: 0 });
    expect(dashboard.refundsDue).toBe(0);
    expect(dashboard.lastRegistrations[0]).toMatchObject({
      childName: `Lou ${child.lastName}`,
      parentName: "Jade Renard",
      statusLabel: "En attente",
    });
  });

  it("counts a transfer paid in part at its rest, and the overpayments waiting to be given back among the refunds", async () => {
    const activity = await insertActivity(t.db, { title: "Plaine partielle", capacity: 4, remainingSpots: 4 });
    const parent = await insertParent(t, { firstName: "Noor", lastName: "Claes" });
    const child = await insertChild(t.db, parent.id, { birthDate: birthDateForAge(7, activity.startDate) });
    const { paymentId } = (await postTransferRegistration(t, parent.cookie, activity.id, [child.id])).json<{ paymentId: string }>();
    const dashboard = async () =>
      (await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie: admin.cookie } })).json<AdminDashboard>();
    const before = await dashboard();
    expect(before.overpaymentsToRefund).toEqual({ count: 0, totalCents: 0 });

    await t.db.update(payments).set({ receivedCents: 4_000 }).where(eq(payments.id, paymentId));
    await insertBankMovement(t.db, { outcome: "overpaid", paymentId, refundCents: 1_500, amountCents: 1_500 });
    await insertBankMovement(t.db, { outcome: "overpaid", refundCents: 2_000, amountCents: 9_000 });
    await insertBankMovement(t.db, { outcome: "overpaid", refundCents: 700, refundSettledAt: new Date() });
    const after = await dashboard();
    expect(after.unpaidTransfers.count).toBe(before.unpaidTransfers.count);
    expect(after.unpaidTransfers.totalCents).toBe(before.unpaidTransfers.totalCents - 4_000);
    expect(after.unpaidTransfers.items.find((item) => item.paymentId === paymentId)).toMatchObject({
      amountCents: activity.priceStandardCents,
      receivedCents: 4_000,
    });
    // 'Remboursements à effectuer' counts them with the card payments: two sums not yet given back.
    expect(after.overpaymentsToRefund).toEqual({ count: 2, totalCents: 3_500 });
    expect(after.refundsDue).toBe(0);
  });
});
