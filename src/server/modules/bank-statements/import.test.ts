import { readFileSync } from "node:fs";
import { count, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  BankImportReport,
  BankMovementsResponse,
  BankStatementImportResponse,
  BankStatementImportsResponse,
  PaymentSearchResponse,
} from "../../../domain/contracts/admin-bank.ts";
import type { AdminRegistrationsResponse } from "../../../domain/contracts/admin.ts";
import type { AuditHistoryResponse } from "../../../domain/contracts/admin-history.ts";
import { jsonHeaders, postTransferRegistration } from "../../../../tests/support/accounts.ts";
import { codaFile, type CodaMovement } from "../../../../tests/support/coda-builder.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { birthDateForAge, insertAdmin, insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { insertBankMovement, NOTHING_IMPORTED } from "../../../../tests/support/bank.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { activities, bankMovements, emailOutbox, payments, registrations } from "../../db/schema.ts";
import { formatEuros } from "../../../domain/money.ts";

const camtFixture = readFileSync(new URL("../../../../tests/fixtures/bank/camt053-001-08.xml", import.meta.url), "utf8");

/** A CAMT.053 statement of the association's euro account holding one booked credit entry. */
const camtCredit = (reference: string, amount: string, currency: string, communication: string) =>
  camtFixture.replace(
    /<Ntry>[\s\S]*<\/Ntry>/,
    `<Ntry><Amt Ccy="${currency}">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <BookgDt><Dt>2026-07-06</Dt></BookgDt><AcctSvcrRef>${reference}</AcctSvcrRef>
      <NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>SMITH JOHN</Nm></Pty></Dbtr></RltdPties>
        <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>${communication}</Ref></CdtrRefInf></Strd></RmtInf>
      </TxDtls></NtryDtls></Ntry>`,
  );

describe.each(ENGINES)("importing bank statements on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let parent: TestParent;
  let activity: Awaited<ReturnType<typeof insertActivity>>;
  let statementNumber = 100;

  /** A new transfer registration of one child: its payment id, communication (12 digits) and registration. */
  async function registerByTransfer(firstName: string) {
    const child = await insertChild(t.db, parent.id, { firstName, lastName: "Peeters", birthDate: birthDateForAge(7, activity.startDate) });
    const response = await postTransferRegistration(t, parent.cookie, activity.id, [child.id]);
    const { paymentId, registrationId } = response.json<{ paymentId: string; registrationId: string }>();
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    return { paymentId, registrationId, communication: payment.structuredCommunication!, amountCents: payment.amountCents };
  }

  const upload = (body: Buffer | string, who: TestParent = admin, name?: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/payments/import${name === undefined ? "" : `?name=${encodeURIComponent(name)}`}`,
      headers: { origin: t.config.publicUrl, cookie: who.cookie, "content-type": "application/octet-stream" },
      payload: typeof body === "string" ? Buffer.from(body, "latin1") : body,
    });
  /** A CODA statement of its own number holding these movements. */
  const statement = (movements: CodaMovement[]) => codaFile({ sequence: String((statementNumber += 1)), movements });
  const importCoda = async (movements: CodaMovement[]) => {
    const response = await upload(statement(movements));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BankImportReport>();
  };
  const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
  const registrationOf = async (id: string) => (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0];
  const mailsOf = (paymentId: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `payment-received:${paymentId}`));
  const lists = async () =>
    (
      await t.app.inject({ method: "GET", url: "/api/admin/bank-movements", headers: { cookie: admin.cookie } })
    ).json<BankMovementsResponse>();

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Zoë", lastName: "Peeters" });
    activity = await insertActivity(t.db, { title: "Plaine des Dunes", capacity: 30, remainingSpots: 30 });
  });

  it("the exact amount pays: value date, registration confirmed, 'paiement reçu' once, audited as 'relevé bancaire'; importing again changes nothing", async () => {
    const transfer = await registerByTransfer("Léa");
    const file = statement([{ sequence: 1, cents: transfer.amountCents, structured: transfer.communication, valueDate: "020726" }]);
    const first = await upload(file);
    expect(first.json<BankImportReport>()).toEqual({ ...NOTHING_IMPORTED, credits: 1, matched: 1 });
    const payment = await paymentOf(transfer.paymentId);
    expect(payment).toMatchObject({ status: "paid", receivedCents: transfer.amountCents });
    expect(payment.paidAt?.toISOString().slice(0, 10)).toBe("2026-07-02");
    expect((await registrationOf(transfer.registrationId)).status).toBe("confirmed");
    const mails = await mailsOf(transfer.paymentId);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Paiement reçu\u00a0: Plaine des Dunes");
    expect(mails[0].text).not.toMatch(/allerg|médic/i);
    const history = await t.app.inject({
      method: "GET",
      url: `/api/admin/history/registration/${transfer.registrationId}`,
      headers: { cookie: admin.cookie },
    });
    expect(history.json<AuditHistoryResponse>().entries[0].changes).toContainEqual({
      field: "source",
      before: null,
      after: "relevé bancaire",
    });

    const again = (await upload(file)).json<BankImportReport>();
    expect(again).toMatchObject({ matched: 0, alreadyImported: 1 });
    expect(await paymentOf(transfer.paymentId)).toMatchObject({ status: "paid", receivedCents: transfer.amountCents });
    expect(await mailsOf(transfer.paymentId)).toHaveLength(1);
  });

  it("less is partly paid (received and rest shown, in the plaine's 'Payé / Reste dû' too), and a later credit completes it", async () => {
    const transfer = await registerByTransfer("Tom");
    /** The plaine's 'Payé' and 'Reste dû' on the administrators' list. */
    const totals = async () => {
      const { groups } = (
        await t.app.inject({ method: "GET", url: "/api/admin/registrations", headers: { cookie: admin.cookie } })
      ).json<AdminRegistrationsResponse>();
      const group = groups.find((candidate) => candidate.activity.id === activity.id)!;
      return { received: group.receivedCents, due: group.dueCents };
    };
    const before = await totals();
    expect(await importCoda([{ sequence: 1, cents: 5_000, structured: transfer.communication }])).toMatchObject({ partlyPaid: 1 });
    expect(await paymentOf(transfer.paymentId)).toMatchObject({ status: "pending", receivedCents: 5_000 });
    expect(await mailsOf(transfer.paymentId)).toHaveLength(0);
    const history = await t.app.inject({ method: "GET", url: "/api/registrations", headers: { cookie: parent.cookie } });
    expect(history.body).toContain("Reçu 50,00");
    expect(await totals()).toEqual({ received: before.received + 5_000, due: before.due - 5_000 });

    const rest = transfer.amountCents - 5_000;
    expect(await importCoda([{ sequence: 1, cents: rest, communication: `plaine ${transfer.communication}` }])).toMatchObject({
      matched: 1,
    });
    expect(await paymentOf(transfer.paymentId)).toMatchObject({ status: "paid", receivedCents: transfer.amountCents });
    expect(await mailsOf(transfer.paymentId)).toHaveLength(1);
    expect(await totals()).toEqual({ received: before.received + transfer.amountCents, due: before.due - transfer.amountCents });
  });

  it("reports a credit whose identity is known but whose amount or communication is not, instead of dropping it as already imported", async () => {
    const transfer = await registerByTransfer("Lina");
    // One statement number for both files: the same identities at the bank.
    const file = (movements: CodaMovement[]) => codaFile({ sequence: "777", movements });
    const first = (await upload(file([{ sequence: 1, cents: 5_000, structured: transfer.communication }]))).json<BankImportReport>();
    expect(first).toMatchObject({ partlyPaid: 1, conflicts: [] });

    const corrected = await upload(
      file([
        { sequence: 1, cents: 7_000, structured: transfer.communication, counterpartyName: "PEETERS ZOE" },
        { sequence: 2, cents: 2_000, communication: "DON" },
        { sequence: 2, cents: 2_000, communication: "DON POUR LE CAMP" },
      ]),
    );
    const report = corrected.json<BankImportReport>();
    expect(report).toMatchObject({ credits: 3, partlyPaid: 0, unmatched: 1, alreadyImported: 0 });
    const digits = transfer.communication;
    const formatted = `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
    expect(report.conflicts).toEqual([
      {
        valueDate: "2026-07-06",
        amountCents: 7_000,
        currency: "EUR",
        communication: formatted,
        freeCommunication: "",
        counterpartyName: "PEETERS ZOE",
        recorded: { valueDate: "2026-07-06", amountCents: 5_000, currency: "EUR", communication: formatted, freeCommunication: "" },
      },
      // The same identity twice in one file, saying two things: the second is reported.
      expect.objectContaining({
        amountCents: 2_000,
        freeCommunication: "DON POUR LE CAMP",
        recorded: { valueDate: "2026-07-06", amountCents: 2_000, currency: "EUR", communication: null, freeCommunication: "DON" },
      }),
    ]);
    // Neither recorded nor applied: the payment has what the first credit brought.
    expect(await paymentOf(transfer.paymentId)).toMatchObject({ status: "pending", receivedCents: 5_000 });
    const [{ total }] = await t.db.select({ total: count() }).from(bankMovements).where(like(bankMovements.movementKey, "coda:%:777:%"));
    expect(total).toBe(2);
    // The same file again: what was recorded is already imported, what differs is still reported.
    expect(
      (await upload(file([{ sequence: 1, cents: 5_000, structured: transfer.communication }]))).json<BankImportReport>(),
    ).toMatchObject({
      alreadyImported: 1,
      conflicts: [],
    });
  });

  it("lists the statements imported (date, file, account, movements, who) and reopens each one's report", async () => {
    const transfer = await registerByTransfer("Elio");
    const sent = await upload(
      statement([
        { sequence: 1, cents: transfer.amountCents, structured: transfer.communication },
        { sequence: 2, cents: -1_500, communication: "FRAIS" },
      ]),
      admin,
      " relevé juillet.cod\r\n",
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const report = sent.json<BankImportReport>();
    const list = async (query = "") =>
      t.app.inject({ method: "GET", url: `/api/admin/bank-statements${query}`, headers: { cookie: admin.cookie } });
    const page = (await list()).json<BankStatementImportsResponse>();
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    expect(page.total).toBeGreaterThanOrEqual(page.imports.length);
    const [latest] = page.imports;
    expect(latest).toMatchObject({
      fileName: "relevé juillet.cod",
      format: "coda",
      account: "BE68539007547034",
      movements: 2,
      credits: 1,
      conflicts: 0,
      importedBy: "Alex Martin",
    });
    expect(Date.now() - Date.parse(latest.importedAt)).toBeLessThan(60_000);

    const reopened = await t.app.inject({
      method: "GET",
      url: `/api/admin/bank-statements/${latest.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(reopened.json<BankStatementImportResponse>()).toEqual({ import: latest, report });
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/admin/bank-statements/00000000-0000-4000-8000-000000000000",
      headers: { cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { message: string } }>().error.message).toBe("Relevé importé non trouvé");
    for (const bad of ["?page=0", "?page=1e1"]) expect((await list(bad)).statusCode).toBe(400);
    // A file refused is not an import.
    expect((await upload("pas un relevé", admin, "faux.cod")).statusCode).toBe(400);
    expect((await list()).json<BankStatementImportsResponse>().total).toBe(page.total);
  });

  it("more pays and lists the difference to refund; a credit for a payment already paid or cancelled is refunded whole", async () => {
    const over = await registerByTransfer("Noé");
    expect(await importCoda([{ sequence: 1, cents: over.amountCents + 1_000, structured: over.communication }])).toMatchObject({
      overpaid: 1,
    });
    expect(await paymentOf(over.paymentId)).toMatchObject({ status: "paid" });

    const cancelled = await registerByTransfer("Ava");
    await t.app.inject({
      method: "PATCH",
      url: "/api/admin/registrations",
      headers: jsonHeaders(t, admin.cookie),
      payload: { ids: [cancelled.registrationId], status: "cancelled" },
    });
    expect(
      await importCoda([
        { sequence: 1, cents: 2_500, structured: over.communication },
        { sequence: 2, cents: cancelled.amountCents, structured: cancelled.communication },
      ]),
    ).toMatchObject({ overpaid: 2 });
    expect((await registrationOf(cancelled.registrationId)).status).toBe("cancelled");

    const { toRefund } = await lists();
    const refunds = toRefund.filter((movement) => [over.paymentId, cancelled.paymentId].includes(movement.payment?.id ?? ""));
    expect(refunds.map((movement) => movement.refundCents).sort((a, b) => a - b)).toEqual(
      [1_000, 2_500, cancelled.amountCents].sort((a, b) => a - b),
    );
    const settled = await t.app.inject({
      method: "POST",
      url: `/api/admin/bank-movements/${refunds[0].id}/refund-settled`,
      headers: jsonHeaders(t, admin.cookie),
      payload: {},
    });
    expect(settled.statusCode).toBe(200);
    expect((await lists()).toRefund.map((movement) => movement.id)).not.toContain(refunds[0].id);
    // The family is told once: the amount, the account it went to (masked) and when it arrives.
    const refundMails = () =>
      t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `refund-sent:${refunds[0].id}`));
    const [refundMail] = await refundMails();
    expect(refundMail).toMatchObject({
      kind: "refund-sent",
      toAddress: parent.email,
      subject: "Remboursement envoyé\u00a0: Plaine des Dunes",
    });
    expect(refundMail.text).toContain(`Montant remboursé\u00a0: ${formatEuros(refunds[0].refundCents)}`);
    expect(refundMail.text).toContain("arrive en général le jour ouvrable suivant");
    const account = refunds[0].counterpartyAccount?.replace(/\s/g, "");
    if (account) {
      expect(refundMail.text).toContain(account.slice(-4));
      expect(refundMail.text).not.toContain(account);
    }
    const again = await t.app.inject({
      method: "POST",
      url: `/api/admin/bank-movements/${refunds[0].id}/refund-settled`,
      headers: jsonHeaders(t, admin.cookie),
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(await refundMails()).toHaveLength(1);
  });

  it("keeps unknown credits for an administrator, who assigns one found by name or sets one aside; a debit is recorded, never listed", async () => {
    const transfer = await registerByTransfer("Jules");
    const report = await importCoda([
      { sequence: 1, cents: transfer.amountCents, communication: "INSCRIPTION JULES PEETERS", counterpartyName: "PEETERS ZOE" },
      { sequence: 2, cents: 40_000, structured: "000000000101", counterpartyName: "LOYER SALLE" },
      { sequence: 3, cents: -1_500, communication: "FRAIS" },
    ]);
    expect(report).toMatchObject({ unmatched: 2, debits: 1, refundsRecognised: 0 });
    const { unmatched } = await lists();
    const jules = unmatched.find((movement) => movement.freeCommunication === "INSCRIPTION JULES PEETERS")!;
    const rent = unmatched.find((movement) => movement.communication === "+++000/0000/00101+++")!;

    const search = await t.app.inject({
      method: "GET",
      url: `/api/admin/bank-movements/payments?q=${encodeURIComponent("Jules")}`,
      headers: { cookie: admin.cookie },
    });
    const found = search.json<PaymentSearchResponse>().payments;
    expect(found.map((payment) => payment.id)).toEqual([transfer.paymentId]);
    expect(found[0].childNames).toEqual(["Jules Peeters"]);

    const assign = (id: string, paymentId: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/bank-movements/${id}/assign`,
        headers: jsonHeaders(t, admin.cookie),
        payload: { paymentId },
      });
    expect((await assign(jules.id, transfer.paymentId)).statusCode).toBe(200);
    expect(await paymentOf(transfer.paymentId)).toMatchObject({ status: "paid" });
    const twice = await assign(jules.id, transfer.paymentId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ error: { message: string } }>().error.message).toBe(
      "Ce mouvement a déjà été traité\u00a0: la liste a été mise à jour.",
    );

    const dismiss = await t.app.inject({
      method: "POST",
      url: `/api/admin/bank-movements/${rent.id}/dismiss`,
      headers: jsonHeaders(t, admin.cookie),
      payload: {},
    });
    expect(dismiss.statusCode).toBe(200);
    expect((await lists()).unmatched.map((movement) => movement.id)).not.toContain(rent.id);
  });

  it("ignores a line of 0,00 € and says so in the report, instead of refusing the whole file", async () => {
    const transfer = await registerByTransfer("Zélie");
    const report = await importCoda([
      { sequence: 1, cents: 0, communication: "FRAIS DE TENUE DE COMPTE OFFERTS" },
      { sequence: 2, cents: transfer.amountCents, structured: transfer.communication },
    ]);
    expect(report).toMatchObject({ credits: 1, matched: 1, zeroAmountsIgnored: 1 });
    expect(await paymentOf(transfer.paymentId)).toMatchObject({ status: "paid" });
  });

  it("never pays a euro transfer with a credit in another currency: kept for review with its currency, which cannot be assigned", async () => {
    const transfer = await registerByTransfer("Owen");
    const euros = (transfer.amountCents / 100).toFixed(2);
    for (const [reference, currency] of [
      [`GBP-${transfer.paymentId}`, "GBP"],
      [`USD-${transfer.paymentId}`, "USD"],
    ]) {
      const response = await upload(Buffer.from(camtCredit(reference, euros, currency, transfer.communication)));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<BankImportReport>()).toMatchObject({
        credits: 1,
        matched: 0,
        unmatched: 0,
        foreignCurrency: [{ currency, credits: 1 }],
      });
    }
    expect(await paymentOf(transfer.paymentId)).toMatchObject({ status: "pending", receivedCents: 0 });
    const foreign = (await lists()).unmatched.filter(
      (movement) => movement.counterpartyName === "SMITH JOHN" && movement.currency !== "EUR",
    );
    expect(foreign.map((movement) => [movement.currency, movement.amountCents]).sort()).toEqual([
      ["GBP", transfer.amountCents],
      ["USD", transfer.amountCents],
    ]);
    const assign = await t.app.inject({
      method: "POST",
      url: `/api/admin/bank-movements/${foreign[0].id}/assign`,
      headers: jsonHeaders(t, admin.cookie),
      payload: { paymentId: transfer.paymentId },
    });
    expect(assign.statusCode).toBe(409);
    expect(assign.json<{ error: { message: string } }>().error.message).toMatch(
      /^Ce virement est en (GBP|USD)\u00a0: il ne peut pas payer une inscription/,
    );
    expect(await paymentOf(transfer.paymentId)).toMatchObject({ status: "pending", receivedCents: 0 });
    // The same entry in euros pays it.
    const paying = await upload(Buffer.from(camtCredit(`EUR-${transfer.paymentId}`, euros, "EUR", transfer.communication)));
    expect(paying.json<BankImportReport>()).toMatchObject({ matched: 1, foreignCurrency: [] });
  });

  it("records a movement held twice in one file (overlapping statements) once, and a file of many credits in bulk", async () => {
    const transfers = [await registerByTransfer("Rose"), await registerByTransfer("Hugo")];
    const movements: CodaMovement[] = [
      ...transfers.map((transfer, index) => ({ sequence: index + 1, cents: transfer.amountCents, structured: transfer.communication })),
      ...Array.from({ length: 2_500 }, (_, index) => ({ sequence: index + 3, cents: 1_000 + index, communication: `DON ${index}` })),
    ];
    const first = statement(movements).replace(/2\r\n$/, "1\r\n");
    const report = (await upload(first + first.replace(/1\r\n$/, "2\r\n"))).json<BankImportReport>();
    expect(report).toMatchObject({ credits: 5_004, matched: 2, unmatched: 2_500, alreadyImported: 2_502 });
    for (const transfer of transfers) expect(await mailsOf(transfer.paymentId)).toHaveLength(1);
  });

  it("searching payments for a number beyond any amount (or written 1e23) finds nothing instead of failing", async () => {
    for (const q of ["21474837", "9999999999", "1e23", "99999999999999999999,99"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/bank-movements/payments?q=${encodeURIComponent(q)}`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
      expect(response.json<PaymentSearchResponse>().payments).toEqual([]);
    }
  });

  it("pages the unmatched credits by 50 with their count; a page that is not whole decimal digits is refused in French", async () => {
    for (let index = 0; index < 120; index += 1)
      await insertBankMovement(t.db, { valueDate: "2020-01-01", freeCommunication: `ANCIEN ${index}` });
    const [{ total }] = await t.db.select({ total: count() }).from(bankMovements).where(eq(bankMovements.outcome, "unmatched"));
    const pageOf = (page: string) =>
      t.app.inject({ method: "GET", url: `/api/admin/bank-movements?page=${page}`, headers: { cookie: admin.cookie } });
    const first = await lists();
    expect(first).toMatchObject({ unmatchedCount: total, page: 1, pageSize: 50 });
    expect(first.unmatched).toHaveLength(50);
    const lastPage = Math.ceil(total / 50);
    const last = (await pageOf(String(lastPage))).json<BankMovementsResponse>();
    expect(last.unmatched).toHaveLength(total - (lastPage - 1) * 50);
    expect(last.unmatched.at(-1)?.valueDate).toBe("2020-01-01");
    const seen = new Set<string>();
    for (let page = 1; page <= lastPage; page += 1)
      for (const movement of (await pageOf(String(page))).json<BankMovementsResponse>().unmatched) seen.add(movement.id);
    expect(seen.size).toBe(total);
    expect((await pageOf(String(lastPage + 1))).json<BankMovementsResponse>()).toMatchObject({ unmatched: [], unmatchedCount: total });
    for (const bad of ["0", "-1", "1e1", "0x2", "2.5", "deux", "9999999"]) {
      const response = await pageOf(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/num[ée]ro de page/i);
    }
  });

  it("refuses a file that does not add up, in French, and records nothing", async () => {
    const transfer = await registerByTransfer("Mia");
    const before = (await t.db.select().from(bankMovements)).length;
    const response = await upload(
      codaFile({
        movements: [{ sequence: 1, cents: transfer.amountCents, structured: transfer.communication }],
        trailer: { creditCents: 1 },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(
      /^Fichier CODA refusé, ligne \d+\u00a0: le total des crédits annoncé/,
    );
    expect((await t.db.select().from(bankMovements)).length).toBe(before);
    expect(await paymentOf(transfer.paymentId)).toMatchObject({ status: "pending", receivedCents: 0 });
  });

  it("refuses a statement over 5 MB and a parent's upload", async () => {
    const big = await upload(Buffer.alloc(6 * 1024 * 1024, 0x30));
    expect(big.statusCode).toBe(413);
    expect(big.json<{ error: { message: string } }>().error.message).toBe(
      "Ce fichier est trop volumineux\u00a0: un relevé bancaire fait au plus 5 Mo.",
    );
    expect((await upload(statement([{ sequence: 1, cents: 100, structured: "000000000101" }]), parent)).statusCode).toBe(403);
  });

  it.runIf(engine === "postgres")("two administrators importing the same file at once apply each payment once", async () => {
    const other = await insertAdmin(t);
    const transfers = [await registerByTransfer("Eli"), await registerByTransfer("Sam"), await registerByTransfer("Lou")];
    const file = statement(
      transfers.map((transfer, index) => ({ sequence: index + 1, cents: transfer.amountCents, structured: transfer.communication })),
    );
    const [a, b] = await Promise.all([upload(file), upload(file, other)]);
    const reports = [a.json<BankImportReport>(), b.json<BankImportReport>()];
    expect(reports[0].matched + reports[1].matched).toBe(3);
    expect(reports[0].alreadyImported + reports[1].alreadyImported).toBe(3);
    for (const transfer of transfers) {
      expect(await paymentOf(transfer.paymentId)).toMatchObject({ status: "paid", receivedCents: transfer.amountCents });
      expect(await mailsOf(transfer.paymentId)).toHaveLength(1);
    }
    const [{ remainingSpots }] = await t.db
      .select({ remainingSpots: activities.remainingSpots })
      .from(activities)
      .where(eq(activities.id, activity.id));
    expect(remainingSpots).toBeGreaterThanOrEqual(0);
  });
});
