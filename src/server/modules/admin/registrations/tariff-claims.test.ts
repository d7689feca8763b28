import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type { AdminTariffClaimList, TariffClaimDecision } from "../../../../domain/contracts/admin-tariff-claims.ts";
import type { RegistrationGroup } from "../../../../domain/contracts/registrations.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { TARIFF_CLAIM_DECIDED, TARIFF_CLAIM_NOT_FOUND, TARIFF_PROOF_GONE } from "../../../../domain/tariff-claims.ts";
import { browserRequests } from "../../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity, insertTariffCategory, insertPlainePrice } from "../../../../../tests/support/factories.ts";
import { insertChild, insertParent, type TestParent } from "../../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";
import { PROOF_PDF, registerWithClaim, setTariffCharge } from "../../../../../tests/support/tariffs.ts";
import { auditLog, emailOutbox, payments, registrations, tariffClaims } from "../../../db/schema.ts";

describe.each(ENGINES)("tariff claims checked by an administrator on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let parent: TestParent;
  let reduced: { id: string };
  let member: { id: string };

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    reduced = await insertTariffCategory(t.db, { name: "Tarif réduit", proofRequired: true, proofDescription: "l'attestation BIM" });
    member = await insertTariffCategory(t.db, { name: "Tarif membre", defaultPercent: 75 });
  });

  const { get, post } = browserRequests(t);

  /** A fresh child of the parent registered at the reduced tariff (40 € instead of 80 €), with its proof. */
  async function claim(options: { categoryId?: string; proof?: boolean } = {}) {
    const activity = await insertActivity(t.db, { title: "Plaine des Lutins", priceStandardCents: 8000 });
    await insertPlainePrice(t.db, activity.id, reduced.id, 4000);
    const child = await insertChild(t.db, parent.id, { firstName: "Léa" });
    const categoryId = options.categoryId ?? reduced.id;
    const saved = await registerWithClaim(t, parent, {
      activityId: activity.id,
      childId: child.id,
      categoryId,
      proof: options.proof ?? categoryId === reduced.id,
    });
    return { ...saved, activity, child };
  }

  const list = async () => (await get("/api/admin/tariff-claims", admin.cookie)).json<AdminTariffClaimList>();
  const priceOf = async (registrationId: string) =>
    (await t.db.select({ price: registrations.priceCents }).from(registrations).where(eq(registrations.id, registrationId)))[0].price;
  const amountOf = async (paymentId: string) =>
    (await t.db.select({ amount: payments.amountCents }).from(payments).where(eq(payments.id, paymentId)))[0].amount;
  const mailsOf = (prefix: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .then((rows) => rows.filter((row) => row.dedupeKey.startsWith(prefix)));

  it("lists the claims to decide first, with the child, the parent, the plaine, the prices and the proof", async () => {
    const first = await claim();
    const second = await claim({ categoryId: member.id });
    const answer = await list();
    const ids = answer.claims.map((row) => row.id);
    expect(ids.indexOf(first.registrationId)).toBeLessThan(ids.indexOf(second.registrationId));
    expect(answer.pendingCount).toBeGreaterThanOrEqual(2);
    expect(answer.claims.find((row) => row.id === first.registrationId)).toMatchObject({
      status: "pending",
      statusLabel: "À vérifier",
      child: { id: first.child.id, firstName: "Léa" },
      parent: { firstName: "Camille", lastName: "Dupont", email: parent.email },
      activity: { id: first.activity.id, title: "Plaine des Lutins" },
      category: { id: reduced.id, name: "Tarif réduit" },
      tariffPriceCents: 4000,
      standardPriceCents: 8000,
      chargedPriceCents: 4000,
      paymentMethod: "bank_transfer",
      proof: { fileName: "attestation-bim.pdf", contentType: "application/pdf" },
      proofDeleted: false,
      decidable: true,
      decidedAt: null,
      refusalReason: null,
    });
    expect(answer.claims.find((row) => row.id === second.registrationId)).toMatchObject({ proof: null, tariffPriceCents: 6000 });
  });

  it("streams the proof to an administrator, as it was sent, and logs who read it", async () => {
    const { registrationId } = await claim();
    const response = await get(`/api/admin/tariff-claims/${registrationId}/proof`, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`inline; filename="attestation-bim.pdf"; filename*=UTF-8''attestation-bim.pdf`);
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(response.rawPayload.equals(PROOF_PDF)).toBe(true);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, registrationId), eq(auditLog.action, "export")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, entity: "registration", area: "exports" });
    expect(entries[0].changes).toEqual([{ field: "document", before: null, after: "Preuve de tarif" }]);

    // Parents never read it, even their own (only administrators check it).
    expect((await get(`/api/admin/tariff-claims/${registrationId}/proof`, parent.cookie)).statusCode).toBe(403);
    const withoutProof = await claim({ categoryId: member.id });
    const none = await get(`/api/admin/tariff-claims/${withoutProof.registrationId}/proof`, admin.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json<ApiErrorBody>().error.message).toBe(TARIFF_PROOF_GONE);
  });

  it("approves a claim already charged: the price stays, the family gets a short e-mail, and a claim is decided once", async () => {
    const { registrationId, paymentId } = await claim();
    const response = await post(`/api/admin/tariff-claims/${registrationId}/approve`, {}, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const decision = response.json<TariffClaimDecision>();
    expect(decision.priceChanged).toBe(false);
    expect(decision.claim).toMatchObject({ status: "approved", statusLabel: "Accordé", decidable: false, decidedBy: "Alex Martin" });
    expect(await priceOf(registrationId)).toBe(4000);
    expect(await amountOf(paymentId)).toBe(4000);
    const [mail] = await mailsOf(`tariff-decision:${registrationId}`);
    expect(mail).toMatchObject({ kind: "tariff-decision", toAddress: parent.email, subject: "Tarif accordé\u00a0: Plaine des Lutins" });
    expect(mail.text).toContain("Le tarif «\u00a0Tarif réduit\u00a0» demandé pour Léa Dupont");
    expect(mail.text).toContain("est accordé");
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, registrationId), eq(auditLog.action, "update")));
    expect(entry).toMatchObject({ area: "registrations", actorId: admin.id });
    expect(entry.changes).toEqual([{ field: "tariff", before: "pending", after: "approved" }]);

    for (const again of [
      await post(`/api/admin/tariff-claims/${registrationId}/approve`, {}, admin.cookie),
      await post(`/api/admin/tariff-claims/${registrationId}/refuse`, { reason: "Trop tard" }, admin.cookie),
    ]) {
      expect(again.statusCode).toBe(409);
      expect(again.json<ApiErrorBody>().error.message).toBe(TARIFF_CLAIM_DECIDED);
    }
  });

  it("refuses a claim with its reason: the standard price is asked through the price change, and the family reads why", async () => {
    const { registrationId, paymentId } = await claim();
    const response = await post(`/api/admin/tariff-claims/${registrationId}/refuse`, { reason: "  Attestation périmée  " }, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const decision = response.json<TariffClaimDecision>();
    expect(decision).toMatchObject({
      priceChanged: true,
      claim: { status: "refused", refusalReason: "Attestation périmée", chargedPriceCents: 8000 },
    });
    expect(await priceOf(registrationId)).toBe(8000);
    expect(await amountOf(paymentId)).toBe(8000);
    const [claimRow] = await t.db.select().from(tariffClaims).where(eq(tariffClaims.registrationId, registrationId));
    expect(claimRow).toMatchObject({ status: "refused", decidedBy: admin.id, refusalReason: "Attestation périmée" });
    const [mail] = await mailsOf(`price-change:${registrationId}:`);
    expect(mail.text).toContain("Attestation périmée");
    expect(mail.text).toContain(formatEuros(8000));
    expect(await mailsOf(`tariff-decision:${registrationId}`)).toEqual([]);

    const groups = (await get("/api/registrations", parent.cookie)).json<{ groups: RegistrationGroup[] }>().groups;
    const row = groups.flatMap((group) => group.registrations).find((candidate) => candidate.id === registrationId)!;
    expect(row.tariffClaim).toMatchObject({ status: "refused", label: "Tarif réduit\u00a0: refusé (Attestation périmée)" });
  });

  it("decides on the child's whole price when an organisation takes a share of it: approved, nothing changes; refused, the family pays the standard price less the share", async () => {
    const payer = await post(
      "/api/admin/payers",
      { kind: "cpas", name: `CPAS ${crypto.randomUUID().slice(0, 8)}`, email: "social@cpas.example.be" },
      admin.cookie,
    );
    const payerId = payer.json<{ id: string }>().id;
    const approved = await claim();
    const share = { payerId, mode: "amount", amount: "10", dueDate: "2099-01-31" };
    expect((await post(`/api/admin/registrations/${approved.registrationId}/payer-shares`, share, admin.cookie)).statusCode).toBe(201);
    expect(await priceOf(approved.registrationId)).toBe(3000);
    const yes = await post(`/api/admin/tariff-claims/${approved.registrationId}/approve`, {}, admin.cookie);
    expect(yes.statusCode, yes.body).toBe(200);
    expect(yes.json<TariffClaimDecision>().priceChanged).toBe(false);
    expect(await priceOf(approved.registrationId)).toBe(3000);

    const refused = await claim();
    expect((await post(`/api/admin/registrations/${refused.registrationId}/payer-shares`, share, admin.cookie)).statusCode).toBe(201);
    const no = await post(`/api/admin/tariff-claims/${refused.registrationId}/refuse`, { reason: "Attestation périmée" }, admin.cookie);
    expect(no.statusCode, no.body).toBe(200);
    expect(no.json<TariffClaimDecision>().priceChanged).toBe(true);
    expect(await priceOf(refused.registrationId)).toBe(7000);
    expect(await amountOf(refused.paymentId)).toBe(7000);
  });

  it("approves a claim charged at the standard price meanwhile: the tariff's price is asked instead", async () => {
    await setTariffCharge(t.db, "standard");
    try {
      const { registrationId, paymentId } = await claim();
      expect(await amountOf(paymentId)).toBe(8000);
      const response = await post(`/api/admin/tariff-claims/${registrationId}/approve`, {}, admin.cookie);
      expect(response.json<TariffClaimDecision>().priceChanged).toBe(true);
      expect(await priceOf(registrationId)).toBe(4000);
      expect(await amountOf(paymentId)).toBe(4000);
    } finally {
      await setTariffCharge(t.db, "tariff");
    }
  });

  it("asks a reason of a refusal, 500 characters at most, and answers in French for what is not there", async () => {
    const { registrationId } = await claim();
    const empty = await post(`/api/admin/tariff-claims/${registrationId}/refuse`, { reason: "   " }, admin.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().error.message).toBe("La raison du refus est requise");
    const long = await post(`/api/admin/tariff-claims/${registrationId}/refuse`, { reason: "x".repeat(501) }, admin.cookie);
    expect(long.json<ApiErrorBody>().error.message).toBe("La raison du refus ne peut pas dépasser 500\u00a0caractères");
    expect((await post(`/api/admin/tariff-claims/${registrationId}/refuse`, {}, admin.cookie)).statusCode).toBe(400);
    const [row] = await t.db.select().from(tariffClaims).where(eq(tariffClaims.registrationId, registrationId));
    expect(row.status).toBe("pending");

    const unknown = await post(`/api/admin/tariff-claims/${crypto.randomUUID()}/approve`, {}, admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().error.message).toBe(TARIFF_CLAIM_NOT_FOUND);
    const invalid = await post("/api/admin/tariff-claims/pas-un-id/approve", {}, admin.cookie);
    expect(invalid.json<ApiErrorBody>().error.message).toBe("ID de la demande de tarif invalide");
  });
});
