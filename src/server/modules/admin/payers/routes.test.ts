import { and, eq } from "drizzle-orm";
import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type { AccountingResponse } from "../../../../domain/contracts/admin-accounting.ts";
import type { PayerShareCreated, PayerSharesResponse, PayersResponse, PayerView } from "../../../../domain/contracts/admin-payers.ts";
import type { RefundsResponse } from "../../../../domain/contracts/admin-bank.ts";
import type { RegistrationGroup, RegistrationPage } from "../../../../domain/contracts/registrations.ts";
import { createAdmin, registerCardFamily, registerTransferFamily, sendAs } from "../../../../../tests/support/accounts.ts";
import { importCodaStatement } from "../../../../../tests/support/bank.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../../tests/support/factories.ts";
import { insertChildren, insertParent } from "../../../../../tests/support/families.ts";
import { startFakeStripe, type FakeStripe } from "../../../../../tests/support/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../../../../tests/support/test-app.ts";
import { addDaysIso, brusselsToday } from "../../../../domain/dates.ts";
import { bankMovements, emailOutbox, payerShares, payments, registrations } from "../../../db/schema.ts";

/**
 * Organisations that pay for children (decision 0056): a share taken of a registration lowers what
 * the family pays and is asked of the organisation with its own communication; the bank import
 * matches both transfers from one statement; the cash book names the payer's type; an unpaid share
 * never touches the child's registration.
 */
describe.each(ENGINES)("organisations paying a share of a registration on %s", (engine) => {
  let t: TestApp;
  let fake: FakeStripe;
  let admin: { cookie: string };
  let cpas: PayerView;
  const today = brusselsToday();

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(engine, fake.env);
    admin = await createAdmin(t, "tresorier@example.org");
    const created = await sendAs(t, "POST", "/api/admin/payers", admin.cookie, {
      kind: "cpas",
      name: "CPAS de Forest",
      contactName: "Service social",
      email: "Social@CPAS-Forest.example.be",
      iban: "BE68 5390 0754 7034",
      address: "Rue du Curé 2\n1190 Forest",
    });
    expect(created.statusCode, created.body).toBe(201);
    cpas = created.json<PayerView>();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const takeShare = (registrationId: string, payload: object) =>
    sendAs(t, "POST", `/api/admin/registrations/${registrationId}/payer-shares`, admin.cookie, payload);
  const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
  const shareOf = async (id: string) => (await t.db.select().from(payerShares).where(eq(payerShares.id, id)))[0];
  const importStatement = (sequence: string, credits: { communication: string; cents: number }[]) =>
    importCodaStatement(t, admin.cookie, { sequence, credits });

  it("keeps the directory: the e-mail in lower case, the IBAN by groups of four, one name once", async () => {
    expect(cpas).toMatchObject({
      kind: "cpas",
      kindLabel: "CPAS",
      email: "social@cpas-forest.example.be",
      iban: "BE68 5390 0754 7034",
      archived: false,
      outstandingCents: 0,
    });
    const again = await sendAs(t, "POST", "/api/admin/payers", admin.cookie, { kind: "commune", name: "cpas de forest", email: "a@b.be" });
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().error.fields).toEqual({ name: "Un organisme porte déjà ce nom." });
    const bad = await sendAs(t, "POST", "/api/admin/payers", admin.cookie, {
      kind: "bank",
      name: "X",
      email: "pas-une-adresse",
      iban: "BE00",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiErrorBody>().error.fields).toMatchObject({
      kind: "Choisissez le type d'organisme",
      email: "L'adresse e-mail n'est pas valide",
      iban: "L'IBAN n'est pas valide",
    });
  });

  it("a CPAS takes half of Léa: the family pays the rest, both are told, and one statement pays both", async () => {
    const { parent, result } = await registerTransferFamily(t, "Dupont", { priceStandardCents: 8000 });
    const [lea] = result.registrationIds;
    const due = addDaysIso(today, 30);
    const taken = await takeShare(lea, { payerId: cpas.id, mode: "percent", percent: "50", dueDate: due });
    expect(taken.statusCode, taken.body).toBe(201);
    const { share, message } = taken.json<PayerShareCreated>();
    expect(share).toMatchObject({
      payerName: "CPAS de Forest",
      childName: "Léa Dupont",
      amountCents: 4000,
      percent: 50,
      receivedCents: 0,
      outstandingCents: 4000,
      status: "due",
      dueDate: due,
      overdue: false,
    });
    expect(share.number).toMatch(/^\d{4}-\d{4}$/);
    expect(message).toContain("Part de CPAS de Forest enregistrée\u00a0: 40,00\u00a0€");
    // Léa 40 € + Tom 80 € − 10 € (two children) = 110 €.
    expect(await paymentOf(result.paymentId)).toMatchObject({ amountCents: 11000, status: "pending" });
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, lea));
    expect(row).toMatchObject({ priceCents: 4000, priceReason: null });

    // The organisation's request, with its PDF and its invoice's (decision 0057); the family's new amount.
    const requests = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "social@cpas-forest.example.be"));
    expect(requests).toHaveLength(1);
    expect(requests[0].attachments?.map((file) => file.filename)).toEqual([
      expect.stringMatching(/^demande-de-paiement-/),
      expect.stringMatching(/^facture-\d{4}-\d{4}\.pdf$/),
    ]);
    expect(requests[0].text).toContain(share.communication);
    const priceMails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, parent.email), eq(emailOutbox.kind, "price-change")));
    expect(priceMails).toHaveLength(1);
    expect(priceMails[0].text).toContain("Part prise en charge par CPAS de Forest");

    // The family sees the share and pays only its part.
    const mine = await sendAs(t, "GET", "/api/registrations", parent.cookie);
    const group = mine.json<{ groups: RegistrationGroup[] }>().groups[0];
    expect(group.registrations.find((r) => r.id === lea)!.payerShares).toEqual([
      expect.objectContaining({ payerName: "CPAS de Forest", amountCents: 4000, receivedCents: 0, status: "due" }),
    ]);
    expect(group.payments[0].amountCents).toBe(11000);

    // The cash book before: 40 € due from organisations.
    const before = await sendAs(t, "GET", "/api/admin/accounting", admin.cookie);
    expect(before.json<AccountingResponse>().totals.dueFromThirdPartiesCents).toBe(4000);

    // One statement: the CPAS's transfer and the family's.
    const shareRow = await shareOf(share.id);
    const family = await paymentOf(result.paymentId);
    const report = await importStatement("101", [
      { communication: shareRow.structuredCommunication, cents: 4000 },
      { communication: family.structuredCommunication!, cents: 11000 },
    ]);
    expect(report).toMatchObject({ credits: 2, matched: 2, unmatched: 0 });
    expect(await shareOf(share.id)).toMatchObject({ status: "paid", receivedCents: 4000 });
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid", receivedCents: 11000 });
    const [credit] = await t.db.select().from(bankMovements).where(eq(bankMovements.payerShareId, share.id));
    expect(credit).toMatchObject({ outcome: "paid", paymentId: null, refundCents: 0 });

    const book = (await sendAs(t, "GET", "/api/admin/accounting", admin.cookie)).json<AccountingResponse>();
    const lines = book.lines.filter((line) => line.reference === share.reference || line.payerName === `Camille Dupont`);
    expect(lines.map((line) => [line.payerTypeLabel, line.payerName, line.amountCents])).toEqual(
      expect.arrayContaining([
        ["CPAS", "CPAS de Forest", 4000],
        ["Parent", "Camille Dupont", 11000],
      ]),
    );
    expect(book.totals.dueFromThirdPartiesCents).toBe(0);

    // Money received: the share can no longer be withdrawn.
    const withdraw = await sendAs(t, "DELETE", `/api/admin/payer-shares/${share.id}`, admin.cookie);
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json<ApiErrorBody>().error.message).toBe(
      "L'organisme a déjà versé 40,00\u00a0€\u00a0: cette part ne peut plus être retirée.",
    );
  });

  it("refuses a share larger than the family's part, a deadline in the past, an archived organisation and a second share of one organisation", async () => {
    const { result } = await registerTransferFamily(t, "Martin", { priceStandardCents: 8000 });
    const [lea] = result.registrationIds;
    const due = addDaysIso(today, 10);
    const tooMuch = await takeShare(lea, { payerId: cpas.id, mode: "amount", amount: "80,01", dueDate: due });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<ApiErrorBody>().error.fields).toEqual({
      amount: "La part prise en charge ne peut pas dépasser ce que paie la famille pour cet enfant (80,00\u00a0€).",
    });
    const past = await takeShare(lea, { payerId: cpas.id, mode: "amount", amount: "10", dueDate: addDaysIso(today, -1) });
    expect(past.statusCode).toBe(400);
    expect(past.json<ApiErrorBody>().error.fields).toEqual({ dueDate: "L'échéance ne peut pas être dans le passé" });
    const percent = await takeShare(lea, { payerId: cpas.id, mode: "percent", percent: "150", dueDate: due });
    expect(percent.statusCode).toBe(400);
    expect(await paymentOf(result.paymentId)).toMatchObject({ amountCents: 15000 });

    expect((await takeShare(lea, { payerId: cpas.id, mode: "amount", amount: "30", dueDate: due })).statusCode).toBe(201);
    const twice = await takeShare(lea, { payerId: cpas.id, mode: "amount", amount: "10", dueDate: due });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiErrorBody>().error.message).toBe("Cet organisme prend déjà une part de cette inscription.");

    const employer = (
      await sendAs(t, "POST", "/api/admin/payers", admin.cookie, {
        kind: "employer",
        name: "SNCB Ressources humaines",
        email: "rh@sncb.example.be",
      })
    ).json<PayerView>();
    const archived = await sendAs(t, "PUT", `/api/admin/payers/${employer.id}`, admin.cookie, {
      kind: "employer",
      name: "SNCB Ressources humaines",
      email: "rh@sncb.example.be",
      archived: true,
    });
    expect(archived.json<PayerView>().archived).toBe(true);
    const refused = await takeShare(lea, { payerId: employer.id, mode: "amount", amount: "10", dueDate: due });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error.message).toBe("Cet organisme est archivé\u00a0: réactivez-le d'abord.");
  });

  it("an administrator's price is the child's whole price: the organisation keeps its share, the family pays the rest", async () => {
    const { result } = await registerTransferFamily(t, "Leroy", { priceStandardCents: 8000 });
    const [lea] = result.registrationIds;
    await takeShare(lea, { payerId: cpas.id, mode: "amount", amount: "30", dueDate: addDaysIso(today, 10) });
    const set = await sendAs(t, "PUT", `/api/admin/registrations/${lea}/price`, admin.cookie, { price: "60", reason: "Tarif réduit" });
    expect(set.statusCode, set.body).toBe(200);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, lea));
    expect(row.priceCents).toBe(3000);
    const below = await sendAs(t, "PUT", `/api/admin/registrations/${lea}/price`, admin.cookie, { price: "20", reason: "Erreur" });
    expect(below.statusCode).toBe(409);
    expect(below.json<ApiErrorBody>().error.message).toBe(
      "Ce prix est inférieur à ce que des organismes prennent en charge (30,00\u00a0€)\u00a0: retirez d'abord leur part.",
    );
  });

  it("a share withdrawn before any money gives the family its whole price back, told by e-mail; sent again, the request is a new e-mail", async () => {
    const { result } = await registerTransferFamily(t, "Petit", { priceStandardCents: 8000 });
    const [, tom] = result.registrationIds;
    const taken = (
      await takeShare(tom, { payerId: cpas.id, mode: "amount", amount: "25,50", dueDate: addDaysIso(today, 5) })
    ).json<PayerShareCreated>();
    expect(await paymentOf(result.paymentId)).toMatchObject({ amountCents: 12450 });

    const again = await sendAs(t, "POST", `/api/admin/payer-shares/${taken.share.id}/send`, admin.cookie);
    expect(again.statusCode, again.body).toBe(200);
    const sent = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "social@cpas-forest.example.be"));
    expect(sent.filter((mail) => mail.text.includes(taken.share.communication))).toHaveLength(2);

    const withdrawn = await sendAs(t, "DELETE", `/api/admin/payer-shares/${taken.share.id}`, admin.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await paymentOf(result.paymentId)).toMatchObject({ amountCents: 15000 });
    expect(await shareOf(taken.share.id)).toMatchObject({ status: "cancelled" });
    const twice = await sendAs(t, "DELETE", `/api/admin/payer-shares/${taken.share.id}`, admin.cookie);
    expect(twice.statusCode).toBe(409);
  });

  it("a card paid in full, then a share taken: the family's card is refunded the share in part", async () => {
    const { result } = await registerCardFamily(t, fake, "Nguyen");
    const [ilyas] = result.registrationIds;
    const taken = await takeShare(ilyas, { payerId: cpas.id, mode: "amount", amount: "20", dueDate: addDaysIso(today, 15) });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json<PayerShareCreated>().message).toContain("20,00\u00a0€ sont remboursés sur la carte de la famille.");
    expect(await paymentOf(result.paymentId)).toMatchObject({ status: "paid", amountCents: 13000 });
  });

  it("an overdue share never cancels the child: it waits on the list to chase, overdue first", async () => {
    const { result } = await registerTransferFamily(t, "Lambert", { priceStandardCents: 8000 });
    const [lea] = result.registrationIds;
    const taken = (await takeShare(lea, { payerId: cpas.id, mode: "amount", amount: "40", dueDate: today })).json<PayerShareCreated>();
    // A day later, the share is overdue; the family's registration is untouched by it.
    await t.db
      .update(payerShares)
      .set({ dueDate: addDaysIso(today, -1) })
      .where(eq(payerShares.id, taken.share.id));
    const list = (await sendAs(t, "GET", `/api/admin/payer-shares?payerId=${cpas.id}`, admin.cookie)).json<PayerSharesResponse>();
    expect(list.shares[0]).toMatchObject({ id: taken.share.id, overdue: true });
    expect(list.shares.every((share) => share.status === "due")).toBe(true);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, lea));
    expect(row.status).toBe("pending");
    const payers = (await sendAs(t, "GET", "/api/admin/payers", admin.cookie)).json<PayersResponse>();
    expect(payers.payers.find((payer) => payer.id === cpas.id)!.outstandingCents).toBe(list.outstandingCents);
  });

  it("an organisation that sends too much: the excess is on the refunds to make under its name, then in the cash book once given back", async () => {
    const { result } = await registerTransferFamily(t, "Renard", { priceStandardCents: 8000 });
    const taken = (
      await takeShare(result.registrationIds[0], { payerId: cpas.id, mode: "amount", amount: "40", dueDate: addDaysIso(today, 20) })
    ).json<PayerShareCreated>();
    const share = await shareOf(taken.share.id);
    const report = await importStatement("102", [{ communication: share.structuredCommunication, cents: 5000 }]);
    expect(report).toMatchObject({ credits: 1, overpaid: 1 });
    // What goes back is not the organisation's payment: the share counts its 40 €.
    expect(await shareOf(share.id)).toMatchObject({ status: "paid", receivedCents: 4000 });
    const [credit] = await t.db.select().from(bankMovements).where(eq(bankMovements.payerShareId, share.id));
    expect(credit).toMatchObject({ outcome: "overpaid", refundCents: 1000 });
    const due = (await sendAs(t, "GET", "/api/admin/refunds", admin.cookie)).json<RefundsResponse>();
    expect(due.due.find((refund) => refund.movementId === credit.id)).toMatchObject({
      parentName: "CPAS de Forest",
      activityTitle: "Plaine Renard",
      reference: taken.share.reference,
      outstandingCents: 1000,
    });
    const settled = await sendAs(t, "POST", `/api/admin/bank-movements/${credit.id}/refund-settled`, admin.cookie, {});
    expect(settled.statusCode, settled.body).toBe(200);
    const book = (await sendAs(t, "GET", "/api/admin/accounting", admin.cookie)).json<AccountingResponse>();
    expect(
      book.lines
        .filter((line) => line.reference === taken.share.reference)
        .map((line) => [line.kind, line.payerTypeLabel, line.amountCents]),
    ).toEqual([
      ["receipt", "CPAS", 5000],
      ["refund", "CPAS", 1000],
    ]);
  });

  it("a voucher handed in at registration: its value comes off the child's price, an administrator marks it received, the cash book has it that day", async () => {
    const wavre = (
      await sendAs(t, "POST", "/api/admin/payers", admin.cookie, {
        kind: "voucher",
        name: "Ville de Wavre — chèques sport",
        email: "sport@wavre.example.be",
      })
    ).json<PayerView>();
    const activity = await insertActivity(t.db, { title: "Plaine Chèque", priceStandardCents: 8000 });
    const parent = await insertParent(t, { firstName: "Sara", lastName: "Benali" });
    const [lina, adam] = await insertChildren(t.db, parent.id, [
      { firstName: "Lina", lastName: "Benali" },
      { firstName: "Adam", lastName: "Benali" },
    ]);
    const page = await sendAs(t, "GET", `/api/activities/${activity.id}/registration`, parent.cookie);
    expect(page.json<RegistrationPage>().voucherIssuers).toEqual([{ id: wavre.id, name: "Ville de Wavre — chèques sport" }]);

    const register = (vouchers: object[]) =>
      sendAs(t, "POST", "/api/registrations", parent.cookie, {
        activityId: activity.id,
        childIds: [lina.id, adam.id],
        paymentMethod: "bank_transfer",
        acceptTerms: true,
        vouchers,
      });
    const tooMuch = await register([{ childId: lina.id, payerId: wavre.id, number: "WV-0042", amount: "80,01" }]);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<ApiErrorBody>().error.fields).toEqual({
      "vouchers.0.amount": "Le chèque ne peut pas dépasser le prix de l'enfant (80,00\u00a0€).",
    });
    const notAnIssuer = await register([{ childId: lina.id, payerId: cpas.id, number: "WV-0042", amount: "60" }]);
    expect(notAnIssuer.json<ApiErrorBody>().error.fields).toEqual({ "vouchers.0.payerId": "Cet émetteur de chèques n'est pas proposé." });
    expect(await t.db.select().from(registrations).where(eq(registrations.childId, lina.id))).toHaveLength(0);

    const registered = await register([{ childId: lina.id, payerId: wavre.id, number: "WV-0042", amount: "60" }]);
    expect(registered.statusCode, registered.body).toBe(201);
    const { paymentId } = registered.json<{ paymentId: string }>();
    // Lina 20 € + Adam 80 € − 10 € (two children) = 90 €.
    expect(await paymentOf(paymentId)).toMatchObject({ amountCents: 9000 });
    const [share] = await t.db.select().from(payerShares).where(eq(payerShares.payerId, wavre.id));
    // Handed in by the plaine's first day.
    expect(share).toMatchObject({ amountCents: 6000, voucherNumber: "WV-0042", status: "due", sentAt: null, dueDate: activity.startDate });
    const [confirmation] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, parent.email), eq(emailOutbox.kind, "registration-confirmation")));
    expect(confirmation.text).toContain(
      "Le chèque n°\u00a0WV-0042 (Ville de Wavre — chèques sport) de 60,00\u00a0€ est déduit du prix de Lina Benali",
    );

    const mine = (await sendAs(t, "GET", "/api/registrations", parent.cookie)).json<{ groups: RegistrationGroup[] }>();
    const row = mine.groups[0].registrations.find((registration) => registration.child.id === lina.id)!;
    expect(row.payerShares).toEqual([
      expect.objectContaining({ payerName: "Ville de Wavre — chèques sport", voucherNumber: "WV-0042", amountCents: 6000, status: "due" }),
    ]);

    // One paper, one declaration; a voucher is handed in, never asked of its issuer by e-mail.
    const other = await insertChildren(t.db, parent.id, [{ firstName: "Nour", lastName: "Benali" }]);
    const twice = await sendAs(t, "POST", "/api/registrations", parent.cookie, {
      activityId: activity.id,
      childIds: [other[0].id],
      paymentMethod: "bank_transfer",
      acceptTerms: true,
      vouchers: [{ childId: other[0].id, payerId: wavre.id, number: "WV-0042", amount: "10" }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<ApiErrorBody>().error.fields).toEqual({ "vouchers.0.number": "Ce chèque a déjà été déclaré pour une inscription." });
    const asked = await sendAs(t, "POST", `/api/admin/payer-shares/${share.id}/send`, admin.cookie, {});
    expect(asked.statusCode).toBe(409);

    const received = await sendAs(t, "POST", `/api/admin/payer-shares/${share.id}/received`, admin.cookie, {});
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<{ message: string }>().message).toBe("Chèque n°\u00a0WV-0042 marqué reçu\u00a0: 60,00\u00a0€.");
    expect(await shareOf(share.id)).toMatchObject({ status: "paid", receivedCents: 6000, receivedOn: today });
    const again = await sendAs(t, "POST", `/api/admin/payer-shares/${share.id}/received`, admin.cookie, {});
    expect(again.statusCode).toBe(409);

    const book = (await sendAs(t, "GET", `/api/admin/accounting?activityId=${activity.id}`, admin.cookie)).json<AccountingResponse>();
    expect(book.lines.map((line) => [line.date, line.payerTypeLabel, line.methodLabel, line.amountCents])).toEqual([
      [today, "Émetteur de chèques (sport, culture…)", "Remis en main propre", 6000],
    ]);
    // The voucher handed in has its numbered receipt, linked from the cash book and the share to chase.
    const receipt = book.lines[0].receipt!;
    expect(receipt.number).toMatch(/^\d{4}-\d{4}$/);
    const listed = (await sendAs(t, "GET", `/api/admin/payer-shares?status=all`, admin.cookie)).json<PayerSharesResponse>();
    expect(listed.shares.find((candidate) => candidate.id === share.id)?.receipts).toEqual([
      { id: receipt.id, number: receipt.number, amountCents: 6000, receivedOn: today },
    ]);
    const pdf = await sendAs(t, "GET", `/api/admin/receipts/${receipt.id}/pdf`, admin.cookie);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = (await extractText(new Uint8Array(pdf.rawPayload))).text.join(" ");
    expect(text).toContain("Ville de Wavre");
    expect(text).toContain("remis en main propre");
    // Nobody's account: no parent finds it.
    expect((await sendAs(t, "GET", `/api/receipts/${receipt.id}/pdf`, parent.cookie)).statusCode).toBe(404);
    // Lina's whole price stays 80 €: an administrator's price keeps the voucher off it.
    const set = await sendAs(t, "PUT", `/api/admin/registrations/${row.id}/price`, admin.cookie, { price: "70", reason: "Tarif réduit" });
    expect(set.json<{ priceCents: number }>().priceCents).toBe(1000);
  });

  it("a cancelled child: the organisation's transfer is given back whole and counts for nothing, the share withdrawn gives the family's part its share back for a return", async () => {
    const { result } = await registerTransferFamily(t, "Moreau", { priceStandardCents: 8000 });
    const [lea] = result.registrationIds;
    const taken = (
      await takeShare(lea, { payerId: cpas.id, mode: "amount", amount: "30", dueDate: addDaysIso(today, 10) })
    ).json<PayerShareCreated>();
    const cancel = await sendAs(t, "PATCH", "/api/admin/registrations", admin.cookie, { ids: [lea], status: "cancelled" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const share = await shareOf(taken.share.id);
    await importStatement("103", [{ communication: share.structuredCommunication, cents: 3000 }]);
    const [credit] = await t.db.select().from(bankMovements).where(eq(bankMovements.payerShareId, share.id));
    expect(credit).toMatchObject({ outcome: "overpaid", refundCents: 3000 });
    expect(await shareOf(share.id)).toMatchObject({ status: "due", receivedCents: 0 });
    const again = await sendAs(t, "POST", `/api/admin/payer-shares/${share.id}/send`, admin.cookie, {});
    expect(again.statusCode).toBe(409);

    const withdrawn = await sendAs(t, "DELETE", `/api/admin/payer-shares/${share.id}`, admin.cookie);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, lea));
    expect(row).toMatchObject({ status: "cancelled", priceCents: 8000 });
  });

  it("serves the request as a PDF, and says so for a share that does not exist", async () => {
    const { result } = await registerTransferFamily(t, "Simon", { priceStandardCents: 8000 });
    const taken = (
      await takeShare(result.registrationIds[0], { payerId: cpas.id, mode: "amount", amount: "15", dueDate: addDaysIso(today, 3) })
    ).json<PayerShareCreated>();
    const pdf = await sendAs(t, "GET", `/api/admin/payer-shares/${taken.share.id}/pdf`, admin.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const none = await sendAs(t, "GET", "/api/admin/payer-shares/00000000-0000-4000-8000-000000000000/pdf", admin.cookie);
    expect(none.statusCode).toBe(404);
  });
});
