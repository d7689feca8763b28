import { readFileSync } from "node:fs";
import { and, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BankImportReport, BankMovementsResponse } from "../../../domain/contracts/admin-bank.ts";
import { jsonHeaders, postTransferRegistration } from "../../../../tests/support/accounts.ts";
import { insertRefundOnFile, NOTHING_IMPORTED } from "../../../../tests/support/bank.ts";
import { codaFile, type CodaMovement } from "../../../../tests/support/coda-builder.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { birthDateForAge, insertAdmin, insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { bankDebits, bankMovements, emailOutbox, payments, refunds } from "../../db/schema.ts";

const camtFixture = readFileSync(new URL("../../../../tests/fixtures/bank/camt053-001-08.xml", import.meta.url), "utf8");

/** A CAMT.053 statement holding one booked debit entry: a transfer sent with this end-to-end identifier. */
const camtDebit = (reference: string, amount: string, endToEndId: string) =>
  camtFixture.replace(
    /<Ntry>[\s\S]*<\/Ntry>/,
    `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <BookgDt><Dt>2026-07-08</Dt></BookgDt><AcctSvcrRef>${reference}</AcctSvcrRef>
      <NtryDtls><TxDtls><Refs><EndToEndId>${endToEndId}</EndToEndId></Refs>
        <RltdPties><Cdtr><Pty><Nm>PEETERS ZOE</Nm></Pty></Cdtr><CdtrAcct><Id><IBAN>BE71096123456769</IBAN></Id></CdtrAcct></RltdPties>
        <RmtInf><Ustrd>Remboursement plaine</Ustrd></RmtInf>
      </TxDtls></NtryDtls></Ntry>`,
  );

describe.each(ENGINES)("recognising the refunds sent by file in the statements' debits on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let parent: TestParent;
  let activity: Awaited<ReturnType<typeof insertActivity>>;
  let statementNumber = 300;
  let camtNumber = 0;

  const upload = (body: string, who: TestParent = admin) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/payments/import",
      headers: { origin: t.config.publicUrl, cookie: who.cookie, "content-type": "application/octet-stream" },
      payload: Buffer.from(body, "latin1"),
    });
  const importFile = async (body: string, who: TestParent = admin) => {
    const response = await upload(body, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BankImportReport>();
  };
  const statement = (movements: CodaMovement[]) => codaFile({ sequence: String((statementNumber += 1)), movements });
  const refundMails = (movementId: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `refund-sent:${movementId}`));
  const movementOf = async (id: string) => (await t.db.select().from(bankMovements).where(eq(bankMovements.id, id)))[0];
  const refundOf = async (id: string) => (await t.db.select().from(refunds).where(eq(refunds.id, id)))[0];
  const debitsNamed = (endToEndId: string) => t.db.select().from(bankDebits).where(eq(bankDebits.endToEndId, endToEndId));
  const toRefund = async () =>
    (await t.app.inject({ method: "GET", url: "/api/admin/bank-movements", headers: { cookie: admin.cookie } }))
      .json<BankMovementsResponse>()
      .toRefund.map((movement) => movement.id);

  /** A transfer paid with `extraCents` too much: the credit on the refund list, its id. */
  async function overpaid(firstName: string, extraCents: number): Promise<string> {
    const child = await insertChild(t.db, parent.id, { firstName, lastName: "Peeters", birthDate: birthDateForAge(7, activity.startDate) });
    const { paymentId } = (await postTransferRegistration(t, parent.cookie, activity.id, [child.id])).json<{ paymentId: string }>();
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    const report = await importFile(
      statement([{ sequence: 1, cents: payment.amountCents + extraCents, structured: payment.structuredCommunication! }]),
    );
    expect(report.overpaid).toBe(1);
    const [movement] = await t.db
      .select({ id: bankMovements.id, refundCents: bankMovements.refundCents })
      .from(bankMovements)
      .where(and(eq(bankMovements.paymentId, paymentId), gt(bankMovements.refundCents, 0)));
    expect(movement.refundCents).toBe(extraCents);
    return movement.id;
  }

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Zoë", lastName: "Peeters" });
    activity = await insertActivity(t.db, { title: "Plaine des Dunes", capacity: 40, remainingSpots: 40 });
  });

  it("a CODA debit with a refund's end-to-end identifier and amount marks it paid, the credit refunded, the family told once; the file again changes nothing", async () => {
    const movementId = await overpaid("Léa", 2_500);
    const refund = await insertRefundOnFile(t.db, { bankMovementId: movementId, amountCents: 2_500 });
    const file = statement([
      { sequence: 1, cents: -2_500, endToEndId: refund.endToEndId, counterpartyName: "PEETERS ZOE", communication: "Remboursement" },
      { sequence: 2, cents: -499, communication: "FRAIS BANCAIRES" },
    ]);
    expect(await importFile(file)).toEqual({ ...NOTHING_IMPORTED, debits: 2, refundsRecognised: 1 });
    const paid = await refundOf(refund.id);
    expect(paid.paidAt).toBeInstanceOf(Date);
    const [debit] = await debitsNamed(refund.endToEndId);
    expect(debit).toMatchObject({ amountCents: 2_500, refundId: refund.id, counterpartyName: "PEETERS ZOE", format: "coda" });
    expect((await movementOf(movementId)).refundSettledAt).toBeInstanceOf(Date);
    expect(await toRefund()).not.toContain(movementId);
    const mails = await refundMails(movementId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "refund-sent",
      toAddress: parent.email,
      subject: "Remboursement envoyé\u00a0: Plaine des Dunes",
    });

    expect(await importFile(file)).toEqual({ ...NOTHING_IMPORTED, alreadyImported: 2 });
    expect((await refundOf(refund.id)).paidAt).toEqual(paid.paidAt);
    expect(await debitsNamed(refund.endToEndId)).toHaveLength(1);
    expect(await refundMails(movementId)).toHaveLength(1);
    // Marked by the statement, the credit cannot be marked again by hand.
    const byHand = await t.app.inject({
      method: "POST",
      url: `/api/admin/bank-movements/${movementId}/refund-settled`,
      headers: jsonHeaders(t, admin.cookie),
      payload: {},
    });
    expect(byHand.statusCode).toBe(409);
    expect(await refundMails(movementId)).toHaveLength(1);
  });

  it("a CAMT.053 debit does the same; imported again, nothing more", async () => {
    const movementId = await overpaid("Tom", 1_800);
    const refund = await insertRefundOnFile(t.db, { bankMovementId: movementId, amountCents: 1_800 });
    const file = camtDebit(`REFUND-${(camtNumber += 1)}`, "18.00", refund.endToEndId);
    expect(await importFile(file)).toEqual({ ...NOTHING_IMPORTED, format: "camt053", debits: 1, refundsRecognised: 1 });
    expect((await refundOf(refund.id)).paidAt).toBeInstanceOf(Date);
    expect((await debitsNamed(refund.endToEndId))[0]).toMatchObject({ refundId: refund.id, format: "camt053", valueDate: "2026-07-08" });
    expect((await movementOf(movementId)).refundSettledAt).toBeInstanceOf(Date);
    expect(await refundMails(movementId)).toHaveLength(1);
    expect(await importFile(file)).toEqual({ ...NOTHING_IMPORTED, format: "camt053", alreadyImported: 1 });
    expect(await refundMails(movementId)).toHaveLength(1);
  });

  it("settles a credit only once its refunds paid cover the sum to give back: a batch of the bank's pays each of its transfers", async () => {
    const movementId = await overpaid("Ava", 3_000);
    const first = await insertRefundOnFile(t.db, { bankMovementId: movementId, amountCents: 1_000 });
    const second = await insertRefundOnFile(t.db, { bankMovementId: movementId, amountCents: 2_000 });
    expect(await importFile(statement([{ sequence: 1, cents: -1_000, endToEndId: first.endToEndId }]))).toMatchObject({
      debits: 1,
      refundsRecognised: 1,
    });
    expect((await movementOf(movementId)).refundSettledAt).toBeNull();
    expect(await refundMails(movementId)).toHaveLength(0);
    expect(await toRefund()).toContain(movementId);
    // The second one in a batch the bank booked as one total with a detail per transfer.
    const batch = statement([
      { sequence: 1, cents: -2_700, code: "10130010", communication: "LOT" },
      { sequence: 1, detail: 1, cents: -2_000, code: "50130010", endToEndId: second.endToEndId },
      { sequence: 1, detail: 2, cents: -700, code: "50130010", endToEndId: "AUTRE-VIREMENT" },
    ]);
    expect(await importFile(batch)).toMatchObject({ debits: 2, refundsRecognised: 1 });
    expect((await refundOf(second.id)).paidAt).toBeInstanceOf(Date);
    expect((await movementOf(movementId)).refundSettledAt).toBeInstanceOf(Date);
    expect(await refundMails(movementId)).toHaveLength(1);
  });

  it("stores a debit whose end-to-end identifier names no refund, matching nothing", async () => {
    const movementId = await overpaid("Noé", 1_200);
    const refund = await insertRefundOnFile(t.db, { bankMovementId: movementId, amountCents: 1_200 });
    expect(await importFile(statement([{ sequence: 1, cents: -1_200, endToEndId: "FACTURE-2026-77" }]))).toEqual({
      ...NOTHING_IMPORTED,
      debits: 1,
    });
    expect((await debitsNamed("FACTURE-2026-77"))[0]).toMatchObject({ amountCents: 1_200, refundId: null });
    expect((await refundOf(refund.id)).paidAt).toBeNull();
    expect((await movementOf(movementId)).refundSettledAt).toBeNull();
    expect(await refundMails(movementId)).toHaveLength(0);
  });

  it("reports a debit naming a refund with another amount, in French, and leaves the refund unpaid", async () => {
    const movementId = await overpaid("Mia", 2_500);
    const refund = await insertRefundOnFile(t.db, { bankMovementId: movementId, amountCents: 2_500 });
    const report = await importFile(
      statement([{ sequence: 1, cents: -2_000, endToEndId: refund.endToEndId, counterpartyName: "PEETERS ZOE", valueDate: "080726" }]),
    );
    expect(report).toMatchObject({ debits: 1, refundsRecognised: 0 });
    expect(report.refundConflicts).toEqual([
      {
        valueDate: "2026-07-08",
        amountCents: 2_000,
        currency: "EUR",
        endToEndId: refund.endToEndId,
        counterpartyName: "PEETERS ZOE",
        refundCents: 2_500,
        message: expect.stringMatching(
          new RegExp(
            `^Le débit de 20,00\\s€ porte la référence du remboursement ${refund.endToEndId}, qui est de 25,00\\s€\u00a0: il n'a pas été marqué comme payé\\.`,
          ),
        ) as string,
      },
    ]);
    expect((await debitsNamed(refund.endToEndId))[0]).toMatchObject({ amountCents: 2_000, refundId: null });
    expect((await refundOf(refund.id)).paidAt).toBeNull();
    expect((await movementOf(movementId)).refundSettledAt).toBeNull();
    expect(await refundMails(movementId)).toHaveLength(0);
  });

  it("'Marquer comme remboursé' marks the credit's refunds of a file paid; a debit coming later is kept, linked, and tells nobody again", async () => {
    const movementId = await overpaid("Jules", 1_500);
    const refund = await insertRefundOnFile(t.db, { bankMovementId: movementId, amountCents: 1_500 });
    const byHand = await t.app.inject({
      method: "POST",
      url: `/api/admin/bank-movements/${movementId}/refund-settled`,
      headers: jsonHeaders(t, admin.cookie),
      payload: {},
    });
    expect(byHand.statusCode).toBe(200);
    expect((await refundOf(refund.id)).paidAt).toBeInstanceOf(Date);
    expect(await refundMails(movementId)).toHaveLength(1);
    expect(await importFile(statement([{ sequence: 1, cents: -1_500, endToEndId: refund.endToEndId }]))).toEqual({
      ...NOTHING_IMPORTED,
      debits: 1,
    });
    expect((await debitsNamed(refund.endToEndId))[0].refundId).toBe(refund.id);
    expect(await refundMails(movementId)).toHaveLength(1);
  });

  it("two administrators importing the same file at once mark the refund once and tell the family once", async () => {
    const other = await insertAdmin(t);
    const movementId = await overpaid("Lou", 2_200);
    const refund = await insertRefundOnFile(t.db, { bankMovementId: movementId, amountCents: 2_200 });
    const file = statement([
      { sequence: 1, cents: -2_200, endToEndId: refund.endToEndId },
      { sequence: 2, cents: -300, communication: "FRAIS" },
    ]);
    const reports = await Promise.all([importFile(file), importFile(file, other)]);
    expect(reports[0].refundsRecognised + reports[1].refundsRecognised).toBe(1);
    expect(reports[0].debits + reports[1].debits).toBe(2);
    expect(reports[0].alreadyImported + reports[1].alreadyImported).toBe(2);
    expect(await debitsNamed(refund.endToEndId)).toHaveLength(1);
    expect((await refundOf(refund.id)).paidAt).toBeInstanceOf(Date);
    expect((await movementOf(movementId)).refundSettledAt).toBeInstanceOf(Date);
    expect(await refundMails(movementId)).toHaveLength(1);
  });
});
