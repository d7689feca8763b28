import { eq } from "drizzle-orm";
import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type { AccountingResponse } from "../../../../domain/contracts/admin-accounting.ts";
import type { RegistrationListResponse } from "../../../../domain/contracts/registrations.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { createAdmin, registerCardFamily, registerTransferFamily, sendAs } from "../../../../../tests/support/accounts.ts";
import { importCodaCredit, insertBankDebit, insertRefundOnFile } from "../../../../../tests/support/bank.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { startFakeStripe, type FakeStripe } from "../../../../../tests/support/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app.ts";
import { auditLog, bankMovements, payments, refunds } from "../../../db/schema.ts";

/**
 * The accountant's cash book (decision 0054): a transfer received on its booking date and the
 * excess given back (by hand, and by a SEPA file on its debit's day), a card received and the part refunded after a cancellation, a card refunded
 * in full by an administrator, what a family
 * still owes; the same lines as CSV and XLSX whose amount column adds up.
 */
describe.each(ENGINES)("the accountant's cash book, on %s", (engine) => {
  let t: TestApp;
  let fake: FakeStripe;
  let admin: { cookie: string };
  const today = brusselsToday();
  const get = (url: string) => sendAs(t, "GET", url, admin.cookie);
  const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
  let transfer: Awaited<ReturnType<typeof registerTransferFamily>>;
  let card: Awaited<ReturnType<typeof registerCardFamily>>;
  let refunded: Awaited<ReturnType<typeof registerCardFamily>>;
  let unpaid: Awaited<ReturnType<typeof registerTransferFamily>>;
  let bookingDate: string;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, fake.env);
    admin = await createAdmin(t, "tresorier@example.org");

    // 150 € asked, 170 € received: 20 € to give back, then marked as given back.
    transfer = await registerTransferFamily(t, "Virement");
    const communication = (await paymentOf(transfer.result.paymentId)).structuredCommunication!;
    await importCodaCredit(t, admin.cookie, { communication, cents: 17_000, sequence: "301" });
    const [credit] = await t.db.select().from(bankMovements).where(eq(bankMovements.paymentId, transfer.result.paymentId));
    bookingDate = credit.bookingDate;
    expect(credit.refundCents).toBe(2_000);
    expect((await sendAs(t, "POST", `/api/admin/bank-movements/${credit.id}/refund-settled`, admin.cookie)).statusCode).toBe(200);

    // 150 € asked, 170 € received: the 20 € sent back in a SEPA file, its debit on the statement of 9 July.
    const filed = await registerTransferFamily(t, "Fichier");
    const filedCommunication = (await paymentOf(filed.result.paymentId)).structuredCommunication!;
    await importCodaCredit(t, admin.cookie, { communication: filedCommunication, cents: 17_000, sequence: "302" });
    const [filedCredit] = await t.db.select().from(bankMovements).where(eq(bankMovements.paymentId, filed.result.paymentId));
    const refund = await insertRefundOnFile(t.db, { bankMovementId: filedCredit.id, amountCents: 2_000 });
    await insertBankDebit(t.db, { refundId: refund.id, amountCents: 2_000, bookingDate: "2026-07-09", endToEndId: refund.endToEndId });
    await t.db.update(refunds).set({ paidAt: new Date() }).where(eq(refunds.id, refund.id));
    await t.db.update(bankMovements).set({ refundSettledAt: new Date() }).where(eq(bankMovements.id, filedCredit.id));

    // 150 € by card; one child cancelled by the parent: 70 € back to the card.
    card = await registerCardFamily(t, fake, "Carte");
    expect((await sendAs(t, "POST", `/api/registrations/${card.result.registrationIds[1]}/cancel`, card.parent.cookie)).statusCode).toBe(
      200,
    );

    // 150 € by card, refunded in full by an administrator.
    refunded = await registerCardFamily(t, fake, "Rembourse");
    expect((await sendAs(t, "POST", `/api/admin/payments/${refunded.result.paymentId}/refund`, admin.cookie)).statusCode).toBe(200);
    expect(await paymentOf(refunded.result.paymentId)).toMatchObject({ status: "refunded" });

    // Registered, nothing paid: 150 € still due.
    unpaid = await registerTransferFamily(t, "Attente");
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("lists each sum on its bank day, oldest first, with its plaine, payer and reference", async () => {
    const response = await get("/api/admin/accounting");
    expect(response.statusCode, response.body).toBe(200);
    const book = response.json<AccountingResponse>();
    const { lines } = book;
    expect(lines.map((line) => [line.activityTitle, line.kindLabel, line.methodLabel, line.amountCents])).toEqual(
      expect.arrayContaining([
        ["Plaine Virement", "Reçu", "Virement bancaire", 17_000],
        ["Plaine Virement", "Remboursement", "Virement bancaire", 2_000],
        ["Plaine Carte", "Reçu", "Carte bancaire", 15_000],
        ["Plaine Carte", "Remboursement", "Carte bancaire", 7_000],
        ["Plaine Rembourse", "Reçu", "Carte bancaire", 15_000],
        ["Plaine Rembourse", "Remboursement", "Carte bancaire", 15_000],
        ["Plaine Fichier", "Reçu", "Virement bancaire", 17_000],
        ["Plaine Fichier", "Remboursement", "Virement bancaire", 2_000],
      ]),
    );
    expect(lines).toHaveLength(8);
    // A refund sent by file is on the day the bank's debit carried it.
    expect(lines.find((line) => line.activityTitle === "Plaine Fichier" && line.kind === "refund")?.date).toBe("2026-07-09");
    expect([...lines.map((line) => line.date)].sort()).toEqual(lines.map((line) => line.date));
    const received = lines.find((line) => line.activityTitle === "Plaine Virement" && line.kind === "receipt")!;
    expect(received).toMatchObject({
      date: bookingDate,
      payerName: "Camille Virement",
      payerType: "parent",
      payerTypeLabel: "Parent",
    });
    expect(received.communication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    expect(received.reference).toMatch(/^[0-9a-f]{8}$/);
    // Each sum received has its numbered receipt (decision 0055), a refund none; the family sees it too.
    expect(received.receipt?.number).toMatch(new RegExp(`^${bookingDate.slice(0, 4)}-\\d{4}$`));
    expect(lines.filter((line) => line.kind === "receipt").every((line) => line.receipt !== null)).toBe(true);
    expect(lines.filter((line) => line.kind === "refund").every((line) => line.receipt === null)).toBe(true);
    const family = (await sendAs(t, "GET", "/api/registrations", transfer.parent.cookie)).json<RegistrationListResponse>();
    const payment = family.groups.flatMap((group) => group.payments).find((summary) => summary.id === transfer.result.paymentId)!;
    expect(payment.receipts).toEqual([
      { id: received.receipt!.id, number: received.receipt!.number, amountCents: 17_000, receivedOn: bookingDate },
    ]);
    const cardRefund = lines.find((line) => line.method === "stripe" && line.kind === "refund")!;
    expect(cardRefund).toMatchObject({ date: today, payerName: "Nora Carte", communication: null });
    // Nothing came in for the family that has not paid: it is only due.
    expect(lines.some((line) => line.activityTitle === "Plaine Attente")).toBe(false);
  });

  it("sums each plaine and the period: received, given back, kept, and what families still owe today", async () => {
    const book = (await get("/api/admin/accounting")).json<AccountingResponse>();
    const row = (title: string) => book.summary.find((summary) => summary.activityTitle === title);
    expect(row("Plaine Virement")).toMatchObject({
      receivedCents: 17_000,
      refundedCents: 2_000,
      netCents: 15_000,
      dueFromFamiliesCents: 0,
    });
    expect(row("Plaine Carte")).toMatchObject({ receivedCents: 15_000, refundedCents: 7_000, netCents: 8_000, dueFromFamiliesCents: 0 });
    expect(row("Plaine Rembourse")).toMatchObject({ receivedCents: 15_000, refundedCents: 15_000, netCents: 0, dueFromFamiliesCents: 0 });
    expect(row("Plaine Fichier")).toMatchObject({ receivedCents: 17_000, refundedCents: 2_000, netCents: 15_000 });
    expect(row("Plaine Attente")).toMatchObject({ receivedCents: 0, refundedCents: 0, netCents: 0, dueFromFamiliesCents: 15_000 });
    expect(book.totals).toEqual({
      receivedCents: 64_000,
      refundedCents: 26_000,
      netCents: 38_000,
      dueFromFamiliesCents: 15_000,
      dueFromThirdPartiesCents: 0,
    });
  });

  it("keeps the period's days and one plaine; a period with nothing lists nothing", async () => {
    const before = (await get(`/api/admin/accounting?to=2000-12-31`)).json<AccountingResponse>();
    expect(before.lines).toEqual([]);
    expect(before.to).toBe("2000-12-31");
    // What is due is today's, whatever the period.
    expect(before.totals).toMatchObject({ receivedCents: 0, dueFromFamiliesCents: 15_000 });

    const one = (await get(`/api/admin/accounting?from=${today}&to=${today}&activityId=${card.activity.id}`)).json<AccountingResponse>();
    expect(one.lines.map((line) => line.amountCents)).toEqual([15_000, 7_000]);
    expect(one.summary.map((row) => row.activityTitle)).toEqual(["Plaine Carte"]);

    const blank = await get(`/api/admin/accounting?from=&to=&activityId=`);
    expect(blank.json<AccountingResponse>().lines).toHaveLength(8);
    expect(unpaid.result.paymentId).toBeTruthy();
  });

  it("refuses a day that is none, or a period that ends before it starts, in French", async () => {
    const wrongDay = await get("/api/admin/accounting?from=2026-02-30");
    expect(wrongDay.statusCode).toBe(400);
    expect(wrongDay.json<ApiErrorBody>().error.message).toBe("La date de début doit être une date (AAAA-MM-JJ)");
    const backwards = await get("/api/admin/accounting?from=2026-07-10&to=2026-07-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ApiErrorBody>().error.message).toBe("La date de fin doit être égale ou postérieure à la date de début");
    const format = await get("/api/admin/accounting/export?format=pdf");
    expect(format.statusCode).toBe(400);
    expect(format.json<ApiErrorBody>().error.message).toBe("Le format doit être csv ou xlsx");
  });

  it("the CSV: a Belgian Excel's numbers, a refund negative, the column adding up to what was kept", async () => {
    const response = await get(`/api/admin/accounting/export?format=csv&from=2000-01-01`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="comptabilite-2000-01-01-${today}.csv"`);
    const [header, ...rows] = response.rawPayload.toString("utf8").slice(1).trimEnd().split("\r\n");
    expect(header).toBe("Date;Type;Plaine;Payeur;Type de payeur;Moyen de paiement;Référence;Reçu n°;Communication structurée;Montant (€)");
    const amounts = rows.map((row) => row.split(";").at(-1)!);
    expect(amounts).toEqual(expect.arrayContaining(["170,00", "-20,00", "150,00", "-70,00", "-150,00"]));
    // Its receipt's number, then the communication.
    expect(rows.find((row) => row.includes(";Plaine Virement;") && row.endsWith(";170,00"))).toMatch(
      /;\d{4}-\d{4};\*\*\*\d{3}\/\d{4}\/\d{5}\*\*\*;170,00$/,
    );
    const [year, month, date] = bookingDate.split("-");
    expect(
      rows
        .find((row) => row.includes(";Plaine Virement;") && row.endsWith(";170,00"))!
        .startsWith(`${date}/${month}/${year};Reçu;Plaine Virement;Camille Virement;Parent;`),
    ).toBe(true);
  });

  it("the XLSX: numeric amounts that add up, dates as dates; the download is in the activity log", async () => {
    const response = await get(`/api/admin/accounting/export?format=xlsx`);
    const [sheet] = await readXlsxFile(response.rawPayload);
    const [header, ...rows] = sheet.data;
    expect(header.at(-1)).toBe("Montant (€)");
    expect(rows.reduce((sum, row) => sum + (row.at(-1) as number), 0)).toBeCloseTo(380, 2);
    expect(rows.every((row) => row[0] instanceof Date)).toBe(true);
    const exports = await t.db.select().from(auditLog).where(eq(auditLog.action, "export"));
    const fields = exports.map((entry) => Object.fromEntries(entry.changes.map((change) => [change.field, change.after])));
    expect(fields).toEqual(expect.arrayContaining([expect.objectContaining({ document: "Comptabilité", format: "XLSX", lines: 8 })]));
  });
});
