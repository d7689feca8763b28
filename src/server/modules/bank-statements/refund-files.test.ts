import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import type { BankImportReport, RefundFileResponse, RefundsResponse } from "../../../domain/contracts/admin-bank.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { compactIban } from "../../../domain/iban.ts";
import { registrationReference } from "../../../domain/registration.ts";
import type { RefundFileFormat } from "../../../domain/refunds.ts";
import { refundExecutionDate } from "../../../domain/sepa-text.ts";
import { jsonHeaders, postTransferRegistration } from "../../../../tests/support/accounts.ts";
import { insertBankMovement } from "../../../../tests/support/bank.ts";
import { codaFile } from "../../../../tests/support/coda-builder.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { birthDateForAge, insertChild, insertParent } from "../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { secondInstance, TEST_BANK } from "../../../../tests/support/test-app.ts";
import { openDatabase } from "../../db/client.ts";
import {
  associationSettings,
  auditLog,
  bankDebits,
  bankMovements,
  payments,
  refundFiles,
  refunds,
  refundSettings,
} from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import { createRefundFile } from "./refund-files.ts";
import { markRefundsPaidByDebit, refundsByEndToEndId } from "./refund-paid.ts";

const PAYER_IBAN = "BE71096123456769";
const OTHER_IBAN = "BE62510007547061";
const NS = (format: string) => `urn:iso:std:iso:20022:tech:xsd:${format}`;

interface Tx {
  PmtId: { InstrId: string; EndToEndId: string };
  Amt: { InstdAmt: { "#text": string; "@_Ccy": string } };
  Cdtr: { Nm: string };
  CdtrAcct: { Id: { IBAN: string } };
  RmtInf: { Ustrd: string };
}
interface Pain {
  Document: {
    "@_xmlns": string;
    CstmrCdtTrfInitn: {
      GrpHdr: { MsgId: string; NbOfTxs: string; CtrlSum: string; InitgPty: { Nm: string } };
      PmtInf: {
        PmtMtd: string;
        NbOfTxs: string;
        CtrlSum: string;
        ReqdExctnDt: string | { Dt: string };
        Dbtr: { Nm: string };
        DbtrAcct: { Id: { IBAN: string } };
        DbtrAgt: { FinInstnId: Record<string, string> };
        CdtTrfTxInf: Tx[];
      };
    };
  };
}

/** The file read back as a bank would (no XSD ships with the library: the structure is checked here). */
const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, parseTagValue: false, processEntities: true, isArray: (name) => name === "CdtTrfTxInf" }).parse(
    xml,
  ) as Pain;

describe.each(ENGINES)("refund files (SEPA pain.001) on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });
  const post = (movementIds: unknown) =>
    t.app.inject({ method: "POST", url: "/api/admin/refund-files", headers: jsonHeaders(t, admin.cookie), payload: { movementIds } });
  const refundList = async () => (await get("/api/admin/refunds")).json<RefundsResponse>();
  const dueOf = async (id: string) => (await refundList()).due.find((refund) => refund.movementId === id);
  const refundRows = (movementId: string) => t.db.select().from(refunds).where(eq(refunds.bankMovementId, movementId));
  const overpaid = (refundCents: number, overrides: Partial<typeof bankMovements.$inferInsert> = {}) =>
    insertBankMovement(t.db, {
      outcome: "overpaid",
      amountCents: 20_000,
      refundCents,
      counterpartyName: "DUPONT MARIE",
      counterpartyAccount: PAYER_IBAN,
      ...overrides,
    });
  const setFormat = (format: RefundFileFormat) =>
    t.db
      .insert(refundSettings)
      .values({ id: 1, fileFormat: format })
      .onConflictDoUpdate({ target: refundSettings.id, set: { fileFormat: format } });
  /** Files are made only from what is due: earlier tests' refunds are marked as made. */
  const settleAll = () => t.db.update(bankMovements).set({ refundSettledAt: new Date() });
  const withdraw = (id: string, app = t.app) =>
    app.inject({ method: "DELETE", url: `/api/admin/refund-files/${id}`, headers: { origin: t.config.publicUrl, cookie: admin.cookie } });
  const makeFile = async (movementIds: string[]) => {
    const made = await post(movementIds);
    expect(made.statusCode, made.body).toBe(201);
    return made.json<RefundFileResponse>().file;
  };
  const fileRow = async (id: string) => (await t.db.select().from(refundFiles).where(eq(refundFiles.id, id)))[0];
  const movementOf = async (id: string) => (await t.db.select().from(bankMovements).where(eq(bankMovements.id, id)))[0];
  const historyOf = (movementId: string) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "bank_movement"), eq(auditLog.entityId, movementId)));
  let statementNumber = 400;
  /** A statement holding one debit: a transfer the bank made with this end-to-end identifier. */
  const debitStatement = (cents: number, endToEndId: string) =>
    codaFile({
      sequence: String((statementNumber += 1)),
      movements: [{ sequence: 1, cents: -cents, endToEndId, counterpartyName: "DUPONT MARIE", counterpartyAccount: PAYER_IBAN }],
    });
  const importStatement = (body: string, app = t.app) =>
    app.inject({
      method: "POST",
      url: "/api/admin/payments/import",
      headers: { origin: t.config.publicUrl, cookie: admin.cookie, "content-type": "application/octet-stream" },
      payload: Buffer.from(body, "latin1"),
    });

  it("lists each refund due with the payer's IBAN, and says in French why one without a valid IBAN cannot go in a file", async () => {
    await settleAll();
    const spaced = await overpaid(500, { counterpartyAccount: "be71 0961 2345 6769" });
    const none = await overpaid(700, { counterpartyAccount: null });
    const wrong = await overpaid(900, { counterpartyAccount: "BE71096123456768" });
    const pounds = await overpaid(300, { currency: "GBP" });
    const list = await refundList();
    expect(list.format).toBe("pain.001.001.09");
    expect(await dueOf(spaced.id)).toMatchObject({
      outstandingCents: 500,
      refundCents: 500,
      iban: PAYER_IBAN,
      blocked: null,
      creditorName: "DUPONT MARIE",
      reason: "overpaid",
      reasonLabel: "Versé en trop",
      inFiles: [],
    });
    expect((await dueOf(none.id))?.blocked).toBe("Le relevé ne donne pas le compte du donneur d'ordre\u00a0: remboursez à la main.");
    expect((await dueOf(wrong.id))?.blocked).toBe(
      "Le compte du donneur d'ordre (BE71096123456768) n'est pas un IBAN valide\u00a0: remboursez à la main.",
    );
    expect((await dueOf(pounds.id))?.blocked).toBe("Ce virement est en GBP\u00a0: un fichier SEPA ne rembourse que des euros.");

    // Only the one with a valid IBAN goes in the file; the others stay due.
    const made = await post([spaced.id, none.id, wrong.id, pounds.id]);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<RefundFileResponse>().file).toMatchObject({ transfers: 1, totalCents: 500, paidTransfers: 0 });
    expect(await refundRows(none.id)).toEqual([]);
    expect(await refundRows(wrong.id)).toEqual([]);
    expect((await dueOf(none.id))?.outstandingCents).toBe(700);
    const again = await post([none.id, wrong.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().error.message).toMatch(/^Aucun des remboursements choisis ne peut plus aller dans un fichier/);
  });

  it("writes a pain.001.001.09 file that reads back: message, count, sum, the association's account, each transfer; the download is the same bytes", async () => {
    await settleAll();
    const first = await overpaid(1_250, { counterpartyName: "Zoë Müller-Ærø & Fils «Söhne» " + "x".repeat(80) });
    const second = await overpaid(4_075, { counterpartyName: "JANSSENS AN", counterpartyAccount: OTHER_IBAN });
    const made = await post([second.id, first.id, first.id]);
    expect(made.statusCode, made.body).toBe(201);
    const { file } = made.json<RefundFileResponse>();
    const today = brusselsToday();
    expect(file).toMatchObject({ transfers: 2, totalCents: 5_325, format: "pain.001.001.09", paidTransfers: 0, createdBy: "Alex Martin" });
    expect(file.fileName).toBe(`remboursements-${today}-${file.number}.xml`);

    const [stored] = await t.db.select().from(refundFiles).where(eq(refundFiles.id, file.id));
    const download = await get(`/api/admin/refund-files/${file.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toMatch(/^application\/xml/);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="${file.fileName}"`);
    expect(download.rawPayload.equals(Buffer.from(stored.xml, "utf8"))).toBe(true);

    const document = parse(download.body).Document;
    expect(document["@_xmlns"]).toBe(NS("pain.001.001.09"));
    const { GrpHdr, PmtInf } = document.CstmrCdtTrfInitn;
    expect(GrpHdr.MsgId).toBe(stored.messageId);
    expect(GrpHdr.MsgId.length).toBeLessThanOrEqual(35);
    expect(GrpHdr.NbOfTxs).toBe("2");
    expect(GrpHdr.CtrlSum).toBe("53.25");
    expect(PmtInf).toMatchObject({ PmtMtd: "TRF", NbOfTxs: "2", CtrlSum: "53.25" });
    expect(PmtInf.ReqdExctnDt).toEqual({ Dt: refundExecutionDate(today) });
    expect(PmtInf.Dbtr.Nm).toBe("Plaines Soleil ASBL");
    expect(PmtInf.DbtrAcct.Id.IBAN).toBe(compactIban(TEST_BANK.iban));
    expect(PmtInf.DbtrAgt.FinInstnId).toEqual({ BICFI: TEST_BANK.bic });

    const rows = await t.db.select().from(refunds).where(eq(refunds.fileId, file.id));
    expect(rows).toHaveLength(2);
    const transfers = PmtInf.CdtTrfTxInf;
    expect(transfers).toHaveLength(2);
    for (const transfer of transfers) {
      const row = rows.find((candidate) => candidate.endToEndId === transfer.PmtId.EndToEndId)!;
      expect(row, transfer.PmtId.EndToEndId).toBeDefined();
      expect(transfer.PmtId.EndToEndId).toMatch(/^RMB[0-9A-F]{32}$/);
      expect(transfer.PmtId.InstrId.length).toBeLessThanOrEqual(35);
      expect(transfer.Amt.InstdAmt).toEqual({ "#text": (row.amountCents / 100).toFixed(2), "@_Ccy": "EUR" });
      expect(transfer.CdtrAcct.Id.IBAN).toBe(row.creditorIban);
      expect(transfer.Cdtr.Nm).toBe(row.creditorName);
      expect(transfer.RmtInf.Ustrd.length).toBeLessThanOrEqual(140);
    }
    const byMovement = Object.fromEntries(rows.map((row) => [row.bankMovementId, row]));
    expect(byMovement[first.id]).toMatchObject({ amountCents: 1_250, creditorIban: PAYER_IBAN });
    // The SEPA character set: accents written plainly, & as +, quotes left out, 70 characters at most.
    expect(byMovement[first.id].creditorName).toBe(`Zoe Muller-AEro + Fils Sohne ${"x".repeat(41)}`);
    expect(byMovement[first.id].creditorName).toHaveLength(70);
    expect(byMovement[second.id]).toMatchObject({ amountCents: 4_075, creditorIban: OTHER_IBAN, creditorName: "JANSSENS AN" });

    // Listed as in that file, with nothing left to send; the file in the list; the credit's history says so.
    expect(await dueOf(first.id)).toMatchObject({
      outstandingCents: 0,
      inFiles: [{ fileId: file.id, amountCents: 1_250, paid: false }],
    });
    expect((await refundList()).files[0]).toEqual(file);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "bank_movement"), eq(auditLog.entityId, first.id)));
    expect(entry.changes[0]).toMatchObject({ field: "refundFile", before: null });
    expect(String(entry.changes[0].after)).toMatch(/^12,50\s€ vers BE71 0961 2345 6769, fichier SEPA du /);

    // A transfer the bank showed made counts as paid.
    await t.db.update(refunds).set({ paidAt: new Date() }).where(eq(refunds.bankMovementId, first.id));
    expect((await refundList()).files.find((listed) => listed.id === file.id)?.paidTransfers).toBe(1);
  });

  it("writes the pain.001.001.03 version when the settings ask for it", async () => {
    await settleAll();
    const refund = await overpaid(990);
    await setFormat("pain.001.001.03");
    try {
      const made = await post([refund.id]);
      expect(made.statusCode, made.body).toBe(201);
      const { file } = made.json<RefundFileResponse>();
      expect(file.format).toBe("pain.001.001.03");
      const document = parse((await get(`/api/admin/refund-files/${file.id}/download`)).body).Document;
      expect(document["@_xmlns"]).toBe(NS("pain.001.001.03"));
      const { GrpHdr, PmtInf } = document.CstmrCdtTrfInitn;
      expect(GrpHdr).toMatchObject({ NbOfTxs: "1", CtrlSum: "9.90" });
      expect(PmtInf.ReqdExctnDt).toBe(refundExecutionDate(brusselsToday()));
      expect(PmtInf.DbtrAcct.Id.IBAN).toBe(compactIban(TEST_BANK.iban));
      expect(PmtInf.DbtrAgt.FinInstnId).toEqual({ BIC: TEST_BANK.bic });
      const [row] = await refundRows(refund.id);
      expect(PmtInf.CdtTrfTxInf[0]).toMatchObject({
        PmtId: { EndToEndId: row.endToEndId },
        Amt: { InstdAmt: { "#text": "9.90" } },
        Cdtr: { Nm: "DUPONT MARIE" },
        CdtrAcct: { Id: { IBAN: PAYER_IBAN } },
      });
    } finally {
      await setFormat("pain.001.001.09");
    }
  });

  it("tells the transfer what it refunds: 'Remboursement <plaine> <référence>', and why (a credit beyond the amount due)", async () => {
    await settleAll();
    const parent = await insertParent(t, { firstName: "Zoë", lastName: "Peeters" });
    const activity = await insertActivity(t.db, { title: "Plaine d'été à Ixelles", capacity: 10, remainingSpots: 10 });
    const child = await insertChild(t.db, parent.id, {
      firstName: "Léa",
      lastName: "Peeters",
      birthDate: birthDateForAge(7, activity.startDate),
    });
    const { paymentId, registrationId } = (await postTransferRegistration(t, parent.cookie, activity.id, [child.id])).json<{
      paymentId: string;
      registrationId: string;
    }>();
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    const imported = await t.app.inject({
      method: "POST",
      url: "/api/admin/payments/import",
      headers: { origin: t.config.publicUrl, cookie: admin.cookie, "content-type": "application/octet-stream" },
      payload: Buffer.from(
        codaFile({
          sequence: "301",
          movements: [
            {
              sequence: 1,
              cents: payment.amountCents + 1_500,
              structured: payment.structuredCommunication!,
              counterpartyName: "PEETERS ZOE",
              counterpartyAccount: OTHER_IBAN,
            },
          ],
        }),
        "latin1",
      ),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const [credit] = await t.db.select().from(bankMovements).where(eq(bankMovements.paymentId, paymentId));
    const due = await dueOf(credit.id);
    expect(due).toMatchObject({
      outstandingCents: 1_500,
      reason: "overpaid",
      activityTitle: "Plaine d'été à Ixelles",
      reference: registrationReference(registrationId),
      parentName: "Zoë Peeters",
      iban: OTHER_IBAN,
    });
    const made = await post([credit.id]);
    expect(made.statusCode, made.body).toBe(201);
    const transfer = parse((await get(`/api/admin/refund-files/${made.json<RefundFileResponse>().file.id}/download`)).body).Document
      .CstmrCdtTrfInitn.PmtInf.CdtTrfTxInf[0];
    expect(transfer.RmtInf.Ustrd).toBe(`Remboursement Plaine d'ete a Ixelles ${registrationReference(registrationId)}`);
    expect(transfer.Cdtr.Nm).toBe("PEETERS ZOE");
  });

  it("puts a refund in one file only: made again it is a 409 in French; a refund that grows sends only the difference next", async () => {
    await settleAll();
    const refund = await overpaid(500);
    expect((await post([refund.id])).statusCode).toBe(201);
    const again = await post([refund.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiErrorBody>().error.message).toContain("déjà dans un fichier");
    expect(await refundRows(refund.id)).toHaveLength(1);

    // More to give back on the same credit (a cancellation later): the next file holds the 3 € more only.
    await t.db.update(bankMovements).set({ refundCents: 800 }).where(eq(bankMovements.id, refund.id));
    expect((await dueOf(refund.id))?.outstandingCents).toBe(300);
    const next = await post([refund.id]);
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json<RefundFileResponse>().file).toMatchObject({ transfers: 1, totalCents: 300 });
    const rows = await refundRows(refund.id);
    expect(rows.map((row) => row.amountCents).sort()).toEqual([300, 500]);
    expect(new Set(rows.map((row) => row.endToEndId)).size).toBe(2);
    expect((await dueOf(refund.id))?.inFiles.map((part) => part.amountCents)).toEqual([500, 300]);
    expect((await post([refund.id])).statusCode).toBe(409);

    // Marked as refunded by hand: no longer due, no longer in a file.
    await t.db.update(bankMovements).set({ refundSettledAt: new Date() }).where(eq(bankMovements.id, refund.id));
    expect(await dueOf(refund.id)).toBeUndefined();
    expect((await post([refund.id])).statusCode).toBe(409);
  });

  it("two files made at once from overlapping selections (two connections) hold each refund once", async () => {
    await settleAll();
    const [a, b, c] = [await overpaid(100), await overpaid(200), await overpaid(300)];
    const other = engine === "postgres" ? await openDatabase({ databaseUrl: t.database.url! }) : null;
    try {
      const actor = { id: admin.id, email: admin.email };
      const outcomes = await Promise.allSettled([
        createRefundFile(t.db, actor, [a.id, b.id]),
        createRefundFile(other?.db ?? t.db, actor, [c.id, b.id, a.id]),
        createRefundFile(t.db, actor, [b.id]),
      ]);
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") {
          expect(outcome.reason).toBeInstanceOf(HttpError);
          expect((outcome.reason as HttpError).code).toBe("CONFLICT");
        }
      }
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
      for (const [movement, cents] of [
        [a, 100],
        [b, 200],
        [c, 300],
      ] as const) {
        const rows = await refundRows(movement.id);
        expect(rows, movement.id).toHaveLength(1);
        expect(rows[0].amountCents).toBe(cents);
      }
      const files = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
      expect(files.reduce((sum, file) => sum + file.totalCents, 0)).toBe(600);
    } finally {
      await other?.close();
    }
  });

  it("withdraws a file the bank never carried out: its refunds are due again, a new file holds them, each credit's history says who", async () => {
    await settleAll();
    const a = await overpaid(1_250);
    const b = await overpaid(700, { counterpartyName: "JANSSENS AN", counterpartyAccount: OTHER_IBAN });
    const file = await makeFile([a.id, b.id]);
    const sent = [...(await refundRows(a.id)), ...(await refundRows(b.id))].map((row) => row.endToEndId);
    expect((await dueOf(a.id))?.outstandingCents).toBe(0);

    const withdrawn = await withdraw(file.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await fileRow(file.id)).toBeUndefined();
    expect(await refundRows(a.id)).toEqual([]);
    expect(await refundRows(b.id)).toEqual([]);
    expect(await dueOf(a.id)).toMatchObject({ outstandingCents: 1_250, inFiles: [] });
    expect(await dueOf(b.id)).toMatchObject({ outstandingCents: 700, inFiles: [] });
    expect((await refundList()).files.map((listed) => listed.id)).not.toContain(file.id);
    expect((await get(`/api/admin/refund-files/${file.id}/download`)).statusCode).toBe(404);
    const taken = (await historyOf(a.id)).find((entry) => entry.changes[0]?.after === null);
    expect(taken).toMatchObject({ actorId: admin.id, action: "update" });
    expect(taken!.changes).toHaveLength(1);
    expect(taken!.changes[0].field).toBe("refundFile");
    expect(String(taken!.changes[0].before)).toMatch(/^12,50\s€ vers BE71 0961 2345 6769, fichier SEPA du /);

    // Gone: withdrawn again it is unknown.
    const again = await withdraw(file.id);
    expect(again.statusCode).toBe(404);
    expect(again.json<ApiErrorBody>().error.message).toBe("Fichier de remboursement non trouvé");
    expect((await withdraw("abc")).statusCode).toBe(400);

    // A new file sends them, under new end-to-end identifiers.
    const next = await makeFile([a.id, b.id]);
    expect(next).toMatchObject({ transfers: 2, totalCents: 1_950, paidTransfers: 0 });
    const resent = [...(await refundRows(a.id)), ...(await refundRows(b.id))];
    expect(resent.map((row) => row.fileId)).toEqual([next.id, next.id]);
    expect(resent.some((row) => sent.includes(row.endToEndId))).toBe(false);
  });

  it("refuses in French to withdraw a file the bank carried out in part (a refund paid, or a debit naming one); nothing changes", async () => {
    await settleAll();
    const a = await overpaid(500);
    const b = await overpaid(600);
    const file = await makeFile([a.id, b.id]);
    await t.db.update(refunds).set({ paidAt: new Date() }).where(eq(refunds.bankMovementId, a.id));
    const entries = (await historyOf(b.id)).length;
    const refused = await withdraw(file.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error.message).toBe(
      "Ce fichier ne peut plus être retiré\u00a0: la banque a déjà effectué au moins un de ses virements.",
    );
    expect(await fileRow(file.id)).toBeDefined();
    expect(await refundRows(b.id)).toHaveLength(1);
    expect((await dueOf(b.id))?.outstandingCents).toBe(0);
    expect(await historyOf(b.id)).toHaveLength(entries);

    // A debit with a transfer's identifier but another amount pays nothing, yet the bank did send it.
    const c = await overpaid(800);
    const other = await makeFile([c.id]);
    const [row] = await refundRows(c.id);
    const imported = await importStatement(debitStatement(750, row.endToEndId));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<BankImportReport>().refundConflicts).toHaveLength(1);
    expect((await withdraw(other.id)).statusCode).toBe(409);
    expect(await refundRows(c.id)).toHaveLength(1);
  });

  it("a debit looked up before its refund's file was withdrawn is recorded and pays nothing", async () => {
    await settleAll();
    const a = await overpaid(800);
    const file = await makeFile([a.id]);
    const [row] = await refundRows(a.id);
    const looked = (await refundsByEndToEndId(t.db, [row.endToEndId])).get(row.endToEndId)!;
    expect((await withdraw(file.id)).statusCode).toBe(204);
    const noMail = { queue: () => Promise.reject(new Error("no e-mail expected")), deliverSoon: () => {} };
    const outcome = await markRefundsPaidByDebit(
      { db: t.db, config: t.config, mailer: noMail },
      { id: admin.id, email: admin.email },
      {
        movementKey: `TEST-${randomUUID()}`,
        format: "coda",
        account: "BE68539007547034",
        amountCents: 800,
        currency: "EUR",
        valueDate: "2026-07-08",
        bookingDate: "2026-07-08",
        endToEndId: row.endToEndId,
        counterpartyName: "DUPONT MARIE",
        counterpartyAccount: PAYER_IBAN,
        freeCommunication: "",
      },
      looked,
    );
    expect(outcome).toBe("recorded");
    const [debit] = await t.db.select().from(bankDebits).where(eq(bankDebits.endToEndId, row.endToEndId));
    expect(debit.refundId).toBeNull();
    expect((await movementOf(a.id)).refundSettledAt).toBeNull();
    expect((await dueOf(a.id))?.outstandingCents).toBe(800);
  });

  it("a withdrawal racing a statement whose debit pays one of its refunds (two app instances on PostgreSQL) ends one way or the other", async () => {
    await settleAll();
    const { apps, close } = await secondInstance(t);
    const outcomes = new Set<number>();
    try {
      for (let round = 0; round < 4; round += 1) {
        const a = await overpaid(900);
        const b = await overpaid(400);
        const file = await makeFile([a.id, b.id]);
        const [paying] = await refundRows(a.id);
        const [withdrawn, imported] = await Promise.all([
          withdraw(file.id, apps[round % apps.length]),
          importStatement(debitStatement(900, paying.endToEndId), apps[(round + 1) % apps.length]),
        ]);
        expect(imported.statusCode, imported.body).toBe(200);
        const report = imported.json<BankImportReport>();
        expect(report.debits).toBe(1);
        const debits = await t.db.select().from(bankDebits).where(eq(bankDebits.endToEndId, paying.endToEndId));
        expect(debits).toHaveLength(1);
        outcomes.add(withdrawn.statusCode);
        if (withdrawn.statusCode === 204) {
          // Withdrawn first: the debit matches nothing, both sums are due again.
          expect(report.refundsRecognised).toBe(0);
          expect(debits[0].refundId).toBeNull();
          expect(await fileRow(file.id)).toBeUndefined();
          expect([...(await refundRows(a.id)), ...(await refundRows(b.id))]).toEqual([]);
          expect((await movementOf(a.id)).refundSettledAt).toBeNull();
          expect((await dueOf(a.id))?.outstandingCents).toBe(900);
          expect((await dueOf(b.id))?.outstandingCents).toBe(400);
        } else {
          // Paid first: the withdrawal is refused, the file stays, the credit is refunded.
          expect(withdrawn.statusCode, withdrawn.body).toBe(409);
          expect(report.refundsRecognised).toBe(1);
          expect(debits[0].refundId).toBe(paying.id);
          expect(await fileRow(file.id)).toBeDefined();
          expect((await refundRows(a.id))[0].paidAt).toBeInstanceOf(Date);
          expect(await refundRows(b.id)).toHaveLength(1);
          expect((await movementOf(a.id)).refundSettledAt).toBeInstanceOf(Date);
          expect((await dueOf(b.id))?.outstandingCents).toBe(0);
        }
      }
      expect([...outcomes].every((status) => status === 204 || status === 409)).toBe(true);
    } finally {
      await close();
    }
  });

  it("refuses in French: no account for the association (409), a bad selection (400), unknown credits and files (404)", async () => {
    await settleAll();
    const refund = await overpaid(500);
    const empty = await post([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ApiErrorBody>().error.message).toBe("Choisissez de 1 à 500 remboursements");
    const tooMany = await post(Array.from({ length: 501 }, () => refund.id));
    expect(tooMany.statusCode).toBe(400);
    const notIds = await post(["pas-un-id"]);
    expect(notIds.statusCode).toBe(400);
    expect(notIds.json<ApiErrorBody>().error.message).toBe("Un remboursement choisi est invalide");
    const unknown = await post([refund.id, "00000000-0000-4000-8000-000000000000"]);
    expect(unknown.statusCode).toBe(404);
    expect(await refundRows(refund.id)).toEqual([]);
    expect((await get("/api/admin/refund-files/00000000-0000-4000-8000-000000000000/download")).statusCode).toBe(404);
    expect((await get("/api/admin/refund-files/abc/download")).statusCode).toBe(400);

    const [saved] = await t.db.select().from(associationSettings);
    await t.db.update(associationSettings).set({ iban: null, bic: null, beneficiary: null });
    try {
      const noAccount = await post([refund.id]);
      expect(noAccount.statusCode).toBe(409);
      expect(noAccount.json<ApiErrorBody>().error.message).toMatch(/^Le compte bancaire de l'association n'est pas indiqué/);
      expect(await refundRows(refund.id)).toEqual([]);
    } finally {
      await t.db.update(associationSettings).set({ iban: saved.iban, bic: saved.bic, beneficiary: saved.beneficiary });
    }
  });
});
