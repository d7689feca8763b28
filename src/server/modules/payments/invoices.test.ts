import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import type { PaymentInvoicesResponse } from "../../../domain/contracts/invoices.ts";
import type { PayerShareCreated } from "../../../domain/contracts/admin-payers.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { DEFAULT_VAT_MENTION } from "../../../domain/invoices.ts";
import { defaultOrganiser } from "../../../domain/organiser.ts";
import { createAdmin, createParent, registerTransferFamily, sendAs } from "../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { pdfPages } from "../../../../tests/support/pdf.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { children, emailOutbox, invoices, payments, registrations } from "../../db/schema.ts";
import { saveOrganiser } from "../organiser/index.ts";
import { cancelOverdueTransfers } from "./deadlines.ts";
import { recordRefund } from "./refund.ts";

const YEAR = Number(brusselsToday().slice(0, 4));
const label = (number: number) => `${YEAR}-${String(number).padStart(4, "0")}`;

/**
 * Invoices and credit notes (decision 0057): a family's payment is invoiced on its parent's
 * demand, an organisation's share when it is taken; every later change of what they ask is billed
 * in the same transaction by a credit note (less) or a further invoice (more), numbered in its own
 * series without a gap or a double, even when asked at once.
 */
describe.each(ENGINES)("invoices and credit notes, on %s", (engine) => {
  let t: TestApp;
  let admin: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await createAdmin(t, "tresoriere@example.org");
  });
  afterAll(async () => {
    await t.close();
  });

  const documentsOf = (where: { paymentId?: string; payerShareId?: string }) =>
    t.db
      .select()
      .from(invoices)
      .where(where.paymentId ? eq(invoices.paymentId, where.paymentId) : eq(invoices.payerShareId, where.payerShareId!))
      .orderBy(asc(invoices.issuedAt));
  const numbersOf = async (kind: "invoice" | "credit_note") =>
    (
      await t.db
        .select({ number: invoices.number })
        .from(invoices)
        .where(and(eq(invoices.kind, kind), eq(invoices.year, YEAR)))
    )
      .map((row) => row.number)
      .sort((a, b) => a - b);
  const childRegistration = async (paymentId: string, firstName: string) =>
    (
      await t.db
        .select({ id: registrations.id, priceCents: registrations.priceCents })
        .from(registrations)
        .innerJoin(children, eq(children.id, registrations.childId))
        .where(and(eq(registrations.paymentId, paymentId), eq(children.firstName, firstName)))
    )[0];
  const amountOf = async (paymentId: string) => (await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0].amountCents;
  const pdfText = async (url: string, cookie: string) => {
    const answer = await sendAs(t, "GET", url, cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    return (await pdfPages(answer.rawPayload)).join(" ");
  };

  it("invoices a payment on its parent's demand, once however often asked, for the parent alone", async () => {
    await saveOrganiser(t.db, {
      ...defaultOrganiser({ name: "Plaines Soleil ASBL", street: "Rue des Écoliers 12", postalCode: "1340", city: "Ottignies" }),
      companyNumber: "0123456749",
    });
    const { parent, result } = await registerTransferFamily(t, "Facture");
    expect(await documentsOf({ paymentId: result.paymentId })).toEqual([]);
    const url = `/api/payments/${result.paymentId}/invoice`;
    const first = await sendAs(t, "POST", url, parent.cookie);
    expect(first.statusCode, first.body).toBe(200);
    const [invoice] = first.json<PaymentInvoicesResponse>().invoices;
    expect(invoice).toMatchObject({ kind: "invoice", amountCents: await amountOf(result.paymentId), correctsNumber: null });
    expect(invoice.number).toMatch(new RegExp(`^${YEAR}-\\d{4}$`));

    const again = await sendAs(t, "POST", url, parent.cookie);
    expect(again.json<PaymentInvoicesResponse>().invoices).toEqual([invoice]);
    const stranger = await createParent(t, "voisine@example.org");
    const refused = await sendAs(t, "POST", url, stranger.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ApiErrorBody>().error.message).toBe("Paiement non trouvé");
    expect((await sendAs(t, "POST", "/api/payments/pas-un-id/invoice", parent.cookie)).statusCode).toBe(400);

    const text = await pdfText(`/api/invoices/${invoice.id}/pdf`, parent.cookie);
    expect(text).toContain(`Facture n° ${invoice.number}`);
    expect(text).toContain("Plaines Soleil ASBL");
    expect(text).toContain("Numéro d'entreprise (BCE) : 0123.456.749");
    expect(text).toContain("Camille Facture");
    expect(text).toContain("Inscription de Léa Facture");
    expect(text).toContain("Communication");
    expect(text).toContain(DEFAULT_VAT_MENTION);
    expect((await sendAs(t, "GET", `/api/invoices/${invoice.id}/pdf`, stranger.cookie)).statusCode).toBe(404);
    expect(await pdfText(`/api/admin/invoices/${invoice.id}/pdf`, admin.cookie)).toContain(`Facture n° ${invoice.number}`);
  });

  it("bills a lower price by a credit note and a higher one by a further invoice, in the price's transaction", async () => {
    const { parent, result } = await registerTransferFamily(t, "Prix");
    await sendAs(t, "POST", `/api/payments/${result.paymentId}/invoice`, parent.cookie);
    const lea = await childRegistration(result.paymentId, "Léa");
    const before = await amountOf(result.paymentId);
    const lowered = await sendAs(t, "PUT", `/api/admin/registrations/${lea.id}/price`, admin.cookie, {
      price: String((lea.priceCents - 2_000) / 100),
      reason: "Tarif réduit accordé",
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const [invoice, creditNote] = await documentsOf({ paymentId: result.paymentId });
    expect(creditNote).toMatchObject({
      kind: "credit_note",
      amountCents: before - (await amountOf(result.paymentId)),
      correctsInvoiceId: invoice.id,
    });
    expect(creditNote.snapshot.correction).toEqual({ billedCents: invoice.amountCents, askedCents: await amountOf(result.paymentId) });
    const text = await pdfText(`/api/invoices/${creditNote.id}/pdf`, parent.cookie);
    expect(text).toContain(`Note de crédit n° ${label(creditNote.number)} (corrige la facture n° ${label(invoice.number)})`);

    const raised = await sendAs(t, "PUT", `/api/admin/registrations/${lea.id}/price`, admin.cookie, {
      price: String((lea.priceCents + 1_000) / 100),
      reason: "Erreur corrigée",
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const documents = await documentsOf({ paymentId: result.paymentId });
    expect(documents).toHaveLength(3);
    expect(documents[2]).toMatchObject({ kind: "invoice", amountCents: 3_000, correctsInvoiceId: null });
    const billed = documents.reduce((sum, doc) => sum + (doc.kind === "invoice" ? doc.amountCents : -doc.amountCents), 0);
    expect(billed).toBe(await amountOf(result.paymentId));
  });

  it("credits a child cancelled by its parent; nothing is issued for a payment never invoiced", async () => {
    const { parent, result } = await registerTransferFamily(t, "Annule");
    await sendAs(t, "POST", `/api/payments/${result.paymentId}/invoice`, parent.cookie);
    const tom = await childRegistration(result.paymentId, "Tom");
    const cancelled = await sendAs(t, "POST", `/api/registrations/${tom.id}/cancel`, parent.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [invoice, creditNote] = await documentsOf({ paymentId: result.paymentId });
    expect(creditNote).toMatchObject({ kind: "credit_note", amountCents: invoice.amountCents - (await amountOf(result.paymentId)) });
    expect(creditNote.snapshot.payment).toBeNull();

    const other = await registerTransferFamily(t, "SansFacture");
    const leaAlone = await childRegistration(other.result.paymentId, "Tom");
    await sendAs(t, "POST", `/api/registrations/${leaAlone.id}/cancel`, other.parent.cookie);
    expect(await documentsOf({ paymentId: other.result.paymentId })).toEqual([]);
  });

  it("invoices an organisation's share when taken, beside its request in the e-mail, and credits it when withdrawn", async () => {
    const payer = await sendAs(t, "POST", "/api/admin/payers", admin.cookie, {
      kind: "cpas",
      name: "CPAS de Forest",
      email: "social@cpas-forest.example.be",
      address: "Rue du Curé 2\n1190 Forest",
    });
    expect(payer.statusCode, payer.body).toBe(201);
    const { parent, result } = await registerTransferFamily(t, "Part");
    await sendAs(t, "POST", `/api/payments/${result.paymentId}/invoice`, parent.cookie);
    const lea = await childRegistration(result.paymentId, "Léa");
    const taken = await sendAs(t, "POST", `/api/admin/registrations/${lea.id}/payer-shares`, admin.cookie, {
      payerId: payer.json<{ id: string }>().id,
      mode: "amount",
      amount: "25",
      dueDate: addDaysIso(brusselsToday(), 30),
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const shareId = taken.json<PayerShareCreated>().share.id;
    const [shareInvoice] = await documentsOf({ payerShareId: shareId });
    expect(shareInvoice).toMatchObject({ kind: "invoice", amountCents: 2_500 });
    expect(shareInvoice.snapshot.payer).toEqual({ name: "CPAS de Forest", lines: ["Rue du Curé 2", "1190 Forest"] });
    const family = await documentsOf({ paymentId: result.paymentId });
    expect(family.map((doc) => [doc.kind, doc.amountCents])).toEqual([
      ["invoice", family[0].amountCents],
      ["credit_note", 2_500],
    ]);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `payer-request:${shareId}`));
    expect(mail.attachments?.map((file) => file.filename)).toEqual([
      expect.stringMatching(/^demande-de-paiement-/),
      `facture-${label(shareInvoice.number)}.pdf`,
    ]);
    const text = await pdfText(`/api/admin/invoices/${shareInvoice.id}/pdf`, admin.cookie);
    expect(text).toContain("CPAS de Forest");
    expect(text).toContain("Part prise en charge de l'inscription de Léa Part");
    // The organisation's invoice is not the family's.
    expect((await sendAs(t, "GET", `/api/invoices/${shareInvoice.id}/pdf`, parent.cookie)).statusCode).toBe(404);

    const withdrawn = await sendAs(t, "DELETE", `/api/admin/payer-shares/${shareId}`, admin.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await documentsOf({ payerShareId: shareId })).map((doc) => [doc.kind, doc.amountCents])).toEqual([
      ["invoice", 2_500],
      ["credit_note", 2_500],
    ]);
    expect((await documentsOf({ paymentId: result.paymentId })).map((doc) => [doc.kind, doc.amountCents]).slice(1)).toEqual([
      ["credit_note", 2_500],
      ["invoice", 2_500],
    ]);
  });

  it("credits the whole invoice of a transfer cancelled at its deadline, and of a payment refunded whole", async () => {
    const { parent, result, activity } = await registerTransferFamily(t, "Delai");
    await sendAs(t, "POST", `/api/payments/${result.paymentId}/invoice`, parent.cookie);
    const deadlineDeps = { db: t.db, config: t.config, mailer: t.app.context.mailer };
    await cancelOverdueTransfers(deadlineDeps, new Date(Date.parse(`${activity.startDate}T12:00:00Z`) + 86_400_000));
    const [invoice, creditNote] = await documentsOf({ paymentId: result.paymentId });
    expect(creditNote).toMatchObject({ kind: "credit_note", amountCents: invoice.amountCents, correctsInvoiceId: invoice.id });
    expect(creditNote.snapshot.correction).toEqual({ billedCents: invoice.amountCents, askedCents: 0 });

    // A payment marked paid, then refunded whole (as the provider confirms a card's refund: recordRefund).
    const card = await registerTransferFamily(t, "Rembourse");
    await t.db.update(payments).set({ status: "paid", paidAt: new Date() }).where(eq(payments.id, card.result.paymentId));
    const [paidInvoice] = (
      await sendAs(t, "POST", `/api/payments/${card.result.paymentId}/invoice`, card.parent.cookie)
    ).json<PaymentInvoicesResponse>().invoices;
    const [row] = await documentsOf({ paymentId: card.result.paymentId });
    expect(row.snapshot).toMatchObject({ payment: null, paidNote: "Payée par virement bancaire" });
    await t.db.transaction((tx) => recordRefund(tx, deadlineDeps, card.result.paymentId, null));
    const documents = await documentsOf({ paymentId: card.result.paymentId });
    expect(documents.map((doc) => [doc.kind, doc.amountCents])).toEqual([
      ["invoice", paidInvoice.amountCents],
      ["credit_note", paidInvoice.amountCents],
    ]);
  });

  it("prints the VAT mention the organiser set", async () => {
    await saveOrganiser(t.db, {
      ...defaultOrganiser({ name: "Plaines Soleil ASBL", street: "Rue des Écoliers 12", postalCode: "1340", city: "Ottignies" }),
      vatMention: "TVA non applicable (mention de test)",
    });
    const { parent, result } = await registerTransferFamily(t, "Mention");
    const [invoice] = (await sendAs(t, "POST", `/api/payments/${result.paymentId}/invoice`, parent.cookie)).json<PaymentInvoicesResponse>()
      .invoices;
    expect(await pdfText(`/api/invoices/${invoice.id}/pdf`, parent.cookie)).toContain("TVA non applicable (mention de test)");
  });

  it("numbers invoices asked at once without a gap or a double, one per payment", async () => {
    const families = await Promise.all(["Rush1", "Rush2", "Rush3", "Rush4"].map((name) => registerTransferFamily(t, name)));
    const answers = await Promise.all(
      families.flatMap(({ parent, result }) => [
        sendAs(t, "POST", `/api/payments/${result.paymentId}/invoice`, parent.cookie),
        sendAs(t, "POST", `/api/payments/${result.paymentId}/invoice`, parent.cookie),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    for (const { result } of families) expect(await documentsOf({ paymentId: result.paymentId })).toHaveLength(1);
    for (const kind of ["invoice", "credit_note"] as const) {
      const numbers = await numbersOf(kind);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    }
  });
});
