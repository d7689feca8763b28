import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import { receiptPaths } from "../../../domain/contracts/receipts.ts";
import { brusselsToday, formatDateFr } from "../../../domain/dates.ts";
import { receiptNumberLabel } from "../../../domain/receipts.ts";
import { registrationReference } from "../../../domain/registration.ts";
import { formatStructuredCommunication } from "../../../domain/structured-communication.ts";
import { createAdmin, createParent, registerCardFamily, registerTransferFamily, sendAs } from "../../../../tests/support/accounts.ts";
import { importCodaCredit } from "../../../../tests/support/bank.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { startFakeStripe, type FakeStripe } from "../../../../tests/support/fake-stripe.ts";
import { pdfPages } from "../../../../tests/support/pdf.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { paymentReceipts, payments } from "../../db/schema.ts";
import { receiptDocument } from "./receipt-document.ts";

/**
 * The numbered receipt of money received as a PDF (decision 0055): the parent whose payment it is
 * opens it, an administrator opens any family's, anybody else finds nothing; it says who paid what,
 * when, how and for which children and plaine.
 */
describe.each(ENGINES)("a payment's receipt as a PDF, on %s", (engine) => {
  let t: TestApp;
  let fake: FakeStripe;
  let admin: { cookie: string };
  let other: { cookie: string };
  let transfer: Awaited<ReturnType<typeof registerTransferFamily>>;
  let receipt: typeof paymentReceipts.$inferSelect;
  let communication: string;

  const receiptOf = async (paymentId: string) =>
    (await t.db.select().from(paymentReceipts).where(eq(paymentReceipts.paymentId, paymentId)))[0];

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, fake.env);
    admin = await createAdmin(t, "tresoriere-recus@example.org");
    other = await createParent(t, "autre-parent-recus@example.org", { firstName: "Sam", lastName: "Peeters" });
    // Léa and Tom, 150 € by transfer, received in full from the bank.
    transfer = await registerTransferFamily(t, "Reçu");
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, transfer.result.paymentId));
    communication = payment.structuredCommunication!;
    await importCodaCredit(t, admin.cookie, { communication, cents: 15_000, sequence: "801" });
    receipt = await receiptOf(transfer.result.paymentId);
    expect(receipt).toBeDefined();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function pdfText(response: Awaited<ReturnType<typeof sendAs>>): Promise<string> {
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(1);
    return pages[0];
  }

  it("gives the parent their receipt: number, payer, sum, day, transfer, children, plaine and reference", async () => {
    const number = receiptNumberLabel(receipt.year, receipt.number);
    const response = await sendAs(t, "GET", receiptPaths.pdf.url({ id: receipt.id }), transfer.parent.cookie);
    const text = await pdfText(response);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(`inline; filename="recu-${number}.pdf"`);
    expect(response.headers["cache-control"]).toBe("private, no-store");

    expect(text).toContain(`Reçu n° ${number}`);
    expect(text).toContain("Reçu de");
    expect(text).toContain("Camille Reçu");
    expect(text).toContain("La somme de 150,00 €");
    expect(text).toContain(formatDateFr(receipt.receivedOn));
    expect(text).toContain(`par virement bancaire (communication ${formatStructuredCommunication(communication)})`);
    expect(text).toContain("pour l'inscription de Léa Reçu et Tom Reçu");
    expect(text).toContain(`à la plaine « ${transfer.activity.title} »`);
    expect(text).toContain(registrationReference(transfer.result.registrationIds[0]));
    expect(text).toContain(`Reçu émis le ${formatDateFr(brusselsToday(receipt.createdAt))}`);
    // The association's identity, on its letterhead and in 'Émis par'.
    expect(text).toContain("Émis par");
  });

  it("finds no receipt of another family's payment, nor one of an id that is no receipt", async () => {
    const otherParent = await sendAs(t, "GET", receiptPaths.pdf.url({ id: receipt.id }), other.cookie);
    expect(otherParent.statusCode).toBe(404);
    expect(otherParent.json<ApiErrorBody>().error.message).toBe("Reçu non trouvé");
    // The parents' route is a parent's own: an administrator uses theirs.
    expect((await sendAs(t, "GET", receiptPaths.pdf.url({ id: receipt.id }), admin.cookie)).statusCode).toBe(404);
    const unknown = await sendAs(t, "GET", receiptPaths.pdf.url({ id: "00000000-0000-4000-8000-000000000000" }), transfer.parent.cookie);
    expect(unknown.statusCode).toBe(404);
    const malformed = await sendAs(t, "GET", receiptPaths.pdf.url({ id: "pas-un-id" }), transfer.parent.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().error.message).toBe("ID du reçu invalide");
  });

  it("gives an administrator the same receipt, and refuses the administrators' route to a parent", async () => {
    const number = receiptNumberLabel(receipt.year, receipt.number);
    const response = await sendAs(t, "GET", receiptPaths.adminPdf.url({ id: receipt.id }), admin.cookie);
    const text = await pdfText(response);
    expect(response.headers["content-disposition"]).toBe(`inline; filename="recu-${number}.pdf"`);
    for (const words of [`Reçu n° ${number}`, "Camille Reçu", "150,00 €", "virement", "Léa Reçu", "Tom Reçu", transfer.activity.title]) {
      expect(text).toContain(words);
    }
    expect((await sendAs(t, "GET", receiptPaths.adminPdf.url({ id: receipt.id }), transfer.parent.cookie)).statusCode).toBe(403);
    const unknown = await sendAs(t, "GET", receiptPaths.adminPdf.url({ id: "00000000-0000-4000-8000-000000000000" }), admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().error.message).toBe("Reçu non trouvé");
  });

  it("says 'par carte bancaire' for a card payment", async () => {
    const card = await registerCardFamily(t, fake, "Carte");
    const cardReceipt = await receiptOf(card.result.paymentId);
    expect(cardReceipt).toMatchObject({ bankMovementId: null, amountCents: 15_000 });
    const text = await pdfText(await sendAs(t, "GET", receiptPaths.pdf.url({ id: cardReceipt.id }), card.parent.cookie));
    expect(text).toContain("La somme de 150,00 € a été reçue de Nora Carte");
    expect(text).toContain("par carte bancaire pour l'inscription de Ilyas Carte et Sami Carte");
    expect(text).not.toContain("virement");
  });

  it("names the payer 'Compte supprimé' once the parent's account is erased, and gives it to no parent", async () => {
    const erased = await registerTransferFamily(t, "Efface");
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, erased.result.paymentId));
    await importCodaCredit(t, admin.cookie, { communication: payment.structuredCommunication!, cents: 15_000, sequence: "802" });
    const erasedReceipt = await receiptOf(erased.result.paymentId);
    await t.db.update(payments).set({ parentId: null, anonymisedAt: new Date() }).where(eq(payments.id, payment.id));

    expect(await receiptDocument(t.db, erasedReceipt.id)).toMatchObject({ payerName: "Compte supprimé", amountCents: 15_000 });
    expect(await receiptDocument(t.db, erasedReceipt.id, { parentId: erased.parent.id })).toBeNull();
    const text = await pdfText(await sendAs(t, "GET", receiptPaths.adminPdf.url({ id: erasedReceipt.id }), admin.cookie));
    expect(text).toContain("Compte supprimé");
  });
});
