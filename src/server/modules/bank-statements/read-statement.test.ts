import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { codaFile } from "../../../../tests/support/coda-builder.ts";
import { readStatement } from "./read-statement.ts";

const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/bank/${name}`, import.meta.url));

function refusal(bytes: Uint8Array): string {
  try {
    readStatement(bytes);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the file was accepted");
}

const expectedCredit = {
  amountCents: 12_500,
  valueDate: "2026-07-06",
  bookingDate: "2026-07-06",
  structuredCommunication: "123123412328",
  counterpartyName: "DUPONT MARIE",
  counterpartyAccount: "BE71096123456769",
};

describe("readStatement", () => {
  it("recognises CODA and CAMT.053 .001.02 and .001.08 by their content and reads the same credit from each", () => {
    const coda = readStatement(fixture("plaine.cod"));
    const camt02 = readStatement(fixture("camt053-001-02.xml"));
    const camt08 = readStatement(fixture("camt053-001-08.xml"));
    expect(coda.format).toBe("coda");
    expect(camt02.format).toBe("camt053");
    for (const statement of [coda, camt02, camt08]) {
      expect(statement.account).toBe("BE68539007547034");
      expect(statement.credits).toHaveLength(1);
      expect(statement.credits[0]).toMatchObject(expectedCredit);
    }
    expect(camt08.credits[0].movementKey).toBe("camt:BE68539007547034:B6G07LZ0A1BXVCMN:1");
  });

  it("decodes an ISO 8859-1 CODA file and a UTF-8 one alike", () => {
    const text = codaFile({ movements: [{ sequence: 1, cents: 9_000, structured: "123123412328", counterpartyName: "HÉLÈNE FRANÇOIS" }] });
    expect(readStatement(Buffer.from(text, "latin1")).credits[0].counterpartyName).toBe("HÉLÈNE FRANÇOIS");
    expect(readStatement(Buffer.from(text, "utf8")).credits[0].counterpartyName).toBe("HÉLÈNE FRANÇOIS");
  });

  it("reads only booked credits, and one credit per transaction detail of a batch entry", () => {
    const xml = fixture("camt053-001-08.xml")
      .toString("utf8")
      .replace(
        /<Ntry>[\s\S]*<\/Ntry>/,
        `<Ntry><NtryRef>9</NtryRef><Amt Ccy="EUR">300.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
          <BookgDt><Dt>2026-07-06</Dt></BookgDt><ValDt><Dt>2026-07-05</Dt></ValDt><AcctSvcrRef>BATCH-1</AcctSvcrRef>
          <NtryDtls><Btch><NbOfTxs>2</NbOfTxs></Btch>
            <TxDtls><Amt Ccy="EUR">125.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><RltdPties><Dbtr><Pty><Nm>DUPONT</Nm></Pty></Dbtr></RltdPties>
              <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>BBA</Issr></Tp><Ref>123123412328</Ref></CdtrRefInf></Strd></RmtInf></TxDtls>
            <TxDtls><Amt Ccy="EUR">175.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
              <RmtInf><Ustrd>Plaine +++000/0000/00101+++ Tom</Ustrd></RmtInf></TxDtls>
          </NtryDtls></Ntry>
        <Ntry><Amt Ccy="EUR">50.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>PDNG</Cd></Sts><BookgDt><Dt>2026-07-06</Dt></BookgDt></Ntry>
        <Ntry><Amt Ccy="EUR">20.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-07-06</Dt></BookgDt></Ntry>`,
      );
    const statement = readStatement(Buffer.from(xml));
    expect(statement.debits.map((debit) => [debit.movementKey, debit.amountCents, debit.endToEndId])).toEqual([
      ["camt:BE68539007547034:2026-127#3:1", 2_000, null],
    ]);
    expect(
      statement.credits.map((credit) => [credit.movementKey, credit.amountCents, credit.structuredCommunication, credit.valueDate]),
    ).toEqual([
      ["camt:BE68539007547034:BATCH-1:1", 12_500, "123123412328", "2026-07-05"],
      ["camt:BE68539007547034:BATCH-1:2", 17_500, null, "2026-07-05"],
    ]);
    expect(statement.credits[1].freeCommunication).toBe("Plaine +++000/0000/00101+++ Tom");
  });

  it("reads each debit with its end-to-end identifier (NOTPROVIDED is none), one per transaction detail of a batch", () => {
    const xml = fixture("camt053-001-08.xml")
      .toString("utf8")
      .replace(
        /<Ntry>[\s\S]*<\/Ntry>/,
        `<Ntry><Amt Ccy="EUR">25.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
          <BookgDt><Dt>2026-07-07</Dt></BookgDt><ValDt><Dt>2026-07-06</Dt></ValDt><AcctSvcrRef>REFUND-1</AcctSvcrRef>
          <NtryDtls><TxDtls><Refs><EndToEndId>RMB-2026-0001</EndToEndId></Refs><Amt Ccy="EUR">25.00</Amt><CdtDbtInd>DBIT</CdtDbtInd>
            <RltdPties><Cdtr><Pty><Nm>PEETERS ZOE</Nm></Pty></Cdtr><CdtrAcct><Id><IBAN>BE71096123456769</IBAN></Id></CdtrAcct></RltdPties>
            <RmtInf><Ustrd>Remboursement plaine</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
        <Ntry><Amt Ccy="EUR">4.99</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-07-07</Dt></BookgDt>
          <AcctSvcrRef>FEES</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs></TxDtls></NtryDtls></Ntry>
        <Ntry><Amt Ccy="EUR">30.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-07-07</Dt></BookgDt>
          <AcctSvcrRef>BATCH-OUT</AcctSvcrRef><NtryDtls><Btch><NbOfTxs>2</NbOfTxs></Btch>
            <TxDtls><Refs><EndToEndId>RMB-2026-0002</EndToEndId></Refs><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>DBIT</CdtDbtInd>
              <RltdPties><Cdtr><Nm>DUPONT MARIE</Nm></Cdtr></RltdPties></TxDtls>
            <TxDtls><Refs><EndToEndId>RMB-2026-0003</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="EUR">20.00</Amt></TxAmt></AmtDtls>
              <CdtDbtInd>DBIT</CdtDbtInd></TxDtls></NtryDtls></Ntry>
        <Ntry><Amt Ccy="EUR">12.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><RvslInd>true</RvslInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-07-07</Dt></BookgDt>
          <AcctSvcrRef>RETURNED</AcctSvcrRef><NtryDtls><TxDtls><Refs><EndToEndId>RMB-2026-0004</EndToEndId></Refs></TxDtls></NtryDtls></Ntry>`,
      );
    const statement = readStatement(Buffer.from(xml));
    expect(statement.credits).toEqual([]);
    expect(statement.debits[0]).toEqual({
      movementKey: "camt:BE68539007547034:REFUND-1:1",
      amountCents: 2_500,
      currency: "EUR",
      valueDate: "2026-07-06",
      bookingDate: "2026-07-07",
      endToEndId: "RMB-2026-0001",
      counterpartyName: "PEETERS ZOE",
      counterpartyAccount: "BE71096123456769",
      freeCommunication: "Remboursement plaine",
    });
    expect(
      statement.debits.slice(1).map((debit) => [debit.movementKey, debit.amountCents, debit.endToEndId, debit.counterpartyName]),
    ).toEqual([
      ["camt:BE68539007547034:FEES:1", 499, null, null],
      ["camt:BE68539007547034:BATCH-OUT:1", 1_000, "RMB-2026-0002", "DUPONT MARIE"],
      ["camt:BE68539007547034:BATCH-OUT:2", 2_000, "RMB-2026-0003", null],
      // A credit reversed takes money back, but is never a refund the association sent.
      ["camt:BE68539007547034:RETURNED:1", 1_200, null, null],
    ]);
  });

  it("ignores an entry or a detail of 0.00 and counts it; keeps the currency of an amount given in another one than the euro", () => {
    const xml = fixture("camt053-001-08.xml")
      .toString("utf8")
      .replace(
        /<Ntry>[\s\S]*<\/Ntry>/,
        `<Ntry><Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-07-06</Dt></BookgDt><AcctSvcrRef>ZERO</AcctSvcrRef></Ntry>
        <Ntry><Amt Ccy="GBP">80.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-07-06</Dt></BookgDt><AcctSvcrRef>POUNDS</AcctSvcrRef>
          <NtryDtls><TxDtls><RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>123123412328</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
        <Ntry><Amt Ccy="EUR">95.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-07-06</Dt></BookgDt><AcctSvcrRef>DOLLARS</AcctSvcrRef>
          <NtryDtls><TxDtls><Amt Ccy="USD">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></TxDtls>
            <TxDtls><Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></TxDtls></NtryDtls></Ntry>`,
      );
    const statement = readStatement(Buffer.from(xml));
    expect(statement.zeroAmountsIgnored).toBe(2);
    expect(
      statement.credits.map((credit) => [credit.movementKey, credit.amountCents, credit.currency, credit.structuredCommunication]),
    ).toEqual([
      ["camt:BE68539007547034:POUNDS:1", 8_000, "GBP", "123123412328"],
      ["camt:BE68539007547034:DOLLARS:1", 10_000, "USD", null],
    ]);
    expect(refusal(Buffer.from(xml.replace('Ccy="GBP"', 'Ccy="£"')))).toBe(
      "Fichier CAMT.053 refusé\u00a0: la devise «\u00a0£\u00a0» d'un montant n'est pas un code ISO.",
    );
  });

  it("refuses hostile and foreign files in French", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><x>&lol2;</x></Document>`;
    expect(refusal(Buffer.from(bomb))).toContain("il déclare un DOCTYPE ou des entités");
    expect(refusal(Buffer.from("<html><body>relevé</body></html>"))).toContain("ce n'est pas un relevé CAMT.053");
    expect(refusal(Buffer.from('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>'))).toContain(
      "Fichier XML refusé\u00a0: il est mal formé",
    );
    expect(refusal(Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256))).toContain(
      "ni un relevé CODA ni un relevé CAMT.053",
    );
    expect(refusal(new Uint8Array(6 * 1024 * 1024))).toBe("Ce fichier est trop volumineux\u00a0: un relevé bancaire fait au plus 5 Mo.");
    expect(refusal(new Uint8Array(0))).toBe("Ce fichier est vide.");
    const dollars = fixture("camt053-001-02.xml").toString("utf8").replace("<Ccy>EUR</Ccy>", "<Ccy>USD</Ccy>");
    expect(refusal(Buffer.from(dollars))).toBe(
      "Fichier CAMT.053 refusé\u00a0: le compte BE68539007547034 est tenu en USD\u00a0; seuls les relevés en euros sont lus.",
    );
  });
});
