import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { codaFile, type CodaMovement, codaRecord } from "../../../../tests/support/coda-builder.ts";
import { looksLikeCoda, parseCoda } from "./coda.ts";
import { StatementError } from "./statement.ts";

const reference = readFileSync(new URL("../../../../tests/fixtures/bank/plaine.cod", import.meta.url), "latin1");

function refusal(text: string): string {
  try {
    parseCoda(text);
  } catch (error) {
    if (error instanceof StatementError) return error.message;
    throw error;
  }
  throw new Error("the file was accepted");
}

describe("parseCoda", () => {
  it("reads the reference file: account, one credit of 125.00 with its structured communication, dates and payer", () => {
    const statement = parseCoda(reference);
    expect(statement).toEqual({
      format: "coda",
      account: "BE68539007547034",
      debits: [],
      zeroAmountsIgnored: 0,
      credits: [
        {
          movementKey: "coda:BE68539007547034:2026:127:0001:0000",
          amountCents: 12_500,
          currency: "EUR",
          valueDate: "2026-07-06",
          bookingDate: "2026-07-06",
          structuredCommunication: "123123412328",
          freeCommunication: "",
          counterpartyName: "DUPONT MARIE",
          counterpartyAccount: "BE71096123456769",
        },
      ],
    });
    expect(looksLikeCoda(reference)).toBe(true);
  });

  it("takes the amount from positions 33–47 (12 + 3 decimals) and the sign from position 32", () => {
    const text = codaFile({
      movements: [
        { sequence: 1, cents: 123_456_78, structured: "123123412328" },
        { sequence: 2, cents: -4_99, communication: "FRAIS BANCAIRES" },
      ],
    });
    const statement = parseCoda(text);
    expect(statement.credits.map((credit) => credit.amountCents)).toEqual([123_456_78]);
    expect(statement.debits.map((debit) => debit.amountCents)).toEqual([4_99]);
  });

  it("reads a debit with the end-to-end identifier of record 2.2 (positions 64–98), one without, and each transfer of a batch", () => {
    const movements: CodaMovement[] = [
      {
        sequence: 1,
        cents: -25_00,
        code: "00130010",
        communication: "Remboursement plaine",
        endToEndId: "RMB-2026-0001-ABCDEFGHIJKLMNOPQRST",
        counterpartyName: "PEETERS ZOE",
        counterpartyAccount: "BE71096123456769",
      },
      { sequence: 2, cents: -4_99, communication: "FRAIS BANCAIRES", endToEndId: "NOTPROVIDED" },
      // A batch of two refunds the bank booked as one total (type 1) with a detail per transfer (type 5).
      { sequence: 3, cents: -30_00, code: "10130010", communication: "LOT REMBOURSEMENTS" },
      { sequence: 3, detail: 1, cents: -10_00, code: "50130010", endToEndId: "RMB-2026-0002", counterpartyName: "DUPONT MARIE" },
      { sequence: 3, detail: 2, cents: -20_00, code: "50130010", endToEndId: "RMB-2026-0003", counterpartyName: "JANSSENS TOM" },
      { sequence: 4, cents: 12_500, structured: "123123412328", endToEndId: "CREDIT-E2E" },
    ];
    const text = codaFile({ movements });
    const statement = parseCoda(text);
    expect(statement.credits.map((credit) => credit.amountCents)).toEqual([12_500]);
    expect(statement.debits[0]).toEqual({
      movementKey: "coda:BE68539007547034:2026:127:0001:0000",
      amountCents: 25_00,
      currency: "EUR",
      valueDate: "2026-07-06",
      bookingDate: "2026-07-06",
      endToEndId: "RMB-2026-0001-ABCDEFGHIJKLMNOPQRST",
      counterpartyName: "PEETERS ZOE",
      counterpartyAccount: "BE71096123456769",
      freeCommunication: "Remboursement plaine",
    });
    expect(
      statement.debits.slice(1).map((debit) => [debit.movementKey, debit.amountCents, debit.endToEndId, debit.counterpartyName]),
    ).toEqual([
      ["coda:BE68539007547034:2026:127:0002:0000", 4_99, null, "DUPONT MARIE"],
      ["coda:BE68539007547034:2026:127:0003:0001", 10_00, "RMB-2026-0002", "DUPONT MARIE"],
      ["coda:BE68539007547034:2026:127:0003:0002", 20_00, "RMB-2026-0003", "JANSSENS TOM"],
    ]);
    // The trailer's debit total counts the batch once: a total that does not add up is still refused.
    expect(refusal(codaFile({ movements, trailer: { debitCents: 89_99 } }))).toContain("le total des débits annoncé (89,99 €)");
  });

  it("uses the value date, the entry date when the value date is 000000, and refuses a date that does not exist", () => {
    const text = codaFile({
      movements: [{ sequence: 1, cents: 5_000, valueDate: "000000", entryDate: "080726", structured: "123123412328" }],
    });
    expect(parseCoda(text).credits[0]).toMatchObject({ valueDate: "2026-07-08", bookingDate: "2026-07-08" });
    const wrong = codaFile({ movements: [{ sequence: 1, cents: 5_000, valueDate: "310226", structured: "123123412328" }] });
    expect(refusal(wrong)).toContain("la date valeur «\u00a0310226\u00a0» n'est pas une date");
  });

  it("keeps a free communication (2.1 + 2.2 + 2.3 joined) and a structured one whose check digits are wrong as text", () => {
    const long = "PLAINE JUILLET +++123/1234/12328+++ POUR LEA ET TOM DUPONT, MERCI BEAUCOUP";
    const text = codaFile({
      movements: [
        { sequence: 1, cents: 12_500, communication: long },
        { sequence: 2, cents: 12_500, structured: "123123412399" },
      ],
    });
    const [free, badCheck] = parseCoda(text).credits;
    expect(free.structuredCommunication).toBeNull();
    expect(free.freeCommunication).toBe(long);
    expect(badCheck.structuredCommunication).toBeNull();
    expect(badCheck.freeCommunication).toBe("123123412399");
  });

  it("reads ISO 8859-1 names (decoded before parsing) with their accents", () => {
    const text = codaFile({ movements: [{ sequence: 1, cents: 9_000, structured: "123123412328", counterpartyName: "HÉLÈNE FRANÇOIS" }] });
    expect(parseCoda(text).credits[0].counterpartyName).toBe("HÉLÈNE FRANÇOIS");
  });

  it("matches the details of a collective credit (type 2, details 6) and counts its total once", () => {
    const text = codaFile({
      movements: [
        { sequence: 1, cents: 30_000, code: "20150000" },
        { sequence: 1, detail: 1, cents: 12_500, code: "60150000", structured: "123123412328", counterpartyName: "DUPONT MARIE" },
        { sequence: 1, detail: 2, cents: 17_500, code: "60150000", structured: "000000000101", counterpartyName: "MARTIN LUC" },
      ],
    });
    const statement = parseCoda(text);
    expect(statement.credits.map((credit) => [credit.movementKey, credit.amountCents, credit.structuredCommunication])).toEqual([
      ["coda:BE68539007547034:2026:127:0001:0001", 12_500, "123123412328"],
      ["coda:BE68539007547034:2026:127:0001:0002", 17_500, "000000000101"],
    ]);
  });

  it("matches the type-9 details under a type 7 and not the 7 itself", () => {
    const text = codaFile({
      movements: [
        { sequence: 1, cents: 20_000, code: "20150000" },
        { sequence: 1, detail: 1, cents: 20_000, code: "70150000" },
        { sequence: 1, detail: 2, cents: 8_000, code: "90150000", structured: "123123412328" },
        { sequence: 1, detail: 3, cents: 12_000, code: "90150000", structured: "000000000101" },
      ],
    });
    expect(parseCoda(text).credits.map((credit) => credit.amountCents)).toEqual([8_000, 12_000]);
  });

  it("reads information records 3.1–3.3 and record 4 without taking them for movements", () => {
    const lines = reference.split("\n");
    const info = [
      codaRecord({
        1: "31",
        3: "0001",
        7: "0000",
        11: "B6G07LZ0A1BXVCMN",
        32: "00150000",
        40: "0",
        41: "DUPONT MARIE RUE DU MARCHE 1",
        126: "1",
        128: "0",
      }),
      codaRecord({ 1: "32", 3: "0001", 7: "0000", 11: "4000 LIEGE", 126: "0", 128: "0" }),
    ];
    const trailer = lines[6].slice(0, 16) + "000007" + lines[6].slice(22);
    const text = [...lines.slice(0, 5), ...info, lines[5], codaRecord({ 1: "4", 3: "0001", 33: "MESSAGE DE LA BANQUE" }), trailer].join(
      "\n",
    );
    expect(parseCoda(text).credits).toHaveLength(1);
  });

  it("refuses a trailer whose record count, credit total or balance does not add up, saying why", () => {
    const movements = [{ sequence: 1, cents: 12_500, structured: "123123412328" }];
    expect(refusal(codaFile({ movements, trailer: { records: 9 } }))).toBe(
      "Fichier CODA refusé, ligne 7\u00a0: le fichier annonce 000009 enregistrements mais en contient 5\u00a0: il est incomplet ou a été modifié.",
    );
    expect(refusal(codaFile({ movements, trailer: { creditCents: 12_000 } }))).toBe(
      "Fichier CODA refusé, ligne 7\u00a0: le total des crédits annoncé (120,00 €) ne correspond pas aux mouvements (125,00 €).",
    );
    expect(refusal(codaFile({ movements, trailer: { debitCents: 100 } }))).toContain("le total des débits annoncé (1,00 €)");
    const unbalanced = reference.replace("EUR0000000001125000060726", "EUR0000000001126000060726");
    expect(refusal(unbalanced)).toContain("ne donne pas le nouveau solde (1126,00 €)");
  });

  it("refuses a file cut short, a line too long, a NUL byte, an unknown version or record", () => {
    const lines = reference.split("\n");
    expect(refusal(lines.slice(0, 5).join("\n"))).toContain("l'enregistrement 9 (fin du relevé) manque");
    expect(refusal(reference.replace("ASBL PLAINES EXEMPLE      GKCC", "ASBL PLAINES EXEMPLE       GKCC"))).toBe(
      "Fichier CODA refusé, ligne 1\u00a0: 129 caractères au lieu de 128.",
    );
    const nul = lines[2].slice(0, 70) + "\u0000" + lines[2].slice(71);
    expect(nul).toHaveLength(128);
    expect(refusal([lines[0], lines[1], nul].join("\n"))).toBe(
      "Fichier CODA refusé, ligne 3\u00a0: elle contient un caractère de contrôle (octet nul ou binaire).",
    );
    expect(refusal(lines[0].slice(0, 127) + "1\n" + lines.slice(1).join("\n"))).toContain("version CODA «\u00a01\u00a0»");
    expect(refusal([lines[0], lines[1], "7" + lines[2].slice(1)].join("\n"))).toContain("type d'enregistrement «\u00a07\u00a0» inconnu");
    expect(refusal(reference.replace("                  EUR0000000001000000", "                  USD0000000001000000"))).toBe(
      "Fichier CODA refusé, ligne 2\u00a0: le compte est tenu en «\u00a0USD\u00a0»\u00a0: seuls les relevés en euros sont lus.",
    );
  });

  it("ignores a movement of 0,00 € (a fee waived, an information line) and counts it", () => {
    const text = codaFile({
      movements: [
        { sequence: 1, cents: 0, communication: "FRAIS OFFERTS" },
        { sequence: 2, cents: 12_500, structured: "123123412328" },
      ],
    });
    const statement = parseCoda(text);
    expect(statement.credits.map((credit) => credit.amountCents)).toEqual([12_500]);
    expect(statement).toMatchObject({ debits: [], zeroAmountsIgnored: 1 });
  });

  it("refuses a movement record (2.1, 2.2, 2.3) shorter than 128 characters, which cuts the payer's name, with its line", () => {
    const lines = reference.split("\n");
    // Line 5 is the 2.3 record: the payer's name at 48–82, cut at 60.
    expect(lines[4].startsWith("23")).toBe(true);
    const cut = [...lines.slice(0, 4), lines[4].slice(0, 60), ...lines.slice(5)].join("\n");
    expect(refusal(cut)).toBe("Fichier CODA refusé, ligne 5\u00a0: 60 caractères au lieu de 128.");
    const shortPart2 = [...lines.slice(0, 3), lines[3].slice(0, 100), ...lines.slice(4)].join("\n");
    expect(refusal(shortPart2)).toBe("Fichier CODA refusé, ligne 4\u00a0: 100 caractères au lieu de 128.");
  });

  it("reads a Belgian account number (structure 0) with its currency at positions 19–21", () => {
    const lines = reference.split("\n");
    lines[1] = lines[1].slice(0, 1) + "0" + lines[1].slice(2, 5) + "539007547034 EUR2BE" + " ".repeat(18) + lines[1].slice(42);
    expect(lines[1]).toHaveLength(128);
    expect(parseCoda(lines.join("\n")).account).toBe("539007547034");
  });

  it("accepts lines whose trailing blanks were stripped, LF or CRLF", () => {
    const stripped = reference
      .split("\n")
      .map((line) => line.trimEnd())
      .join("\r\n");
    expect(parseCoda(stripped).credits).toHaveLength(1);
  });

  it("reads several statements concatenated in one file", () => {
    const first = codaFile({ movements: [{ sequence: 1, cents: 1_000, structured: "123123412328" }] }).replace(/2\r\n$/, "1\r\n");
    const second = codaFile({ sequence: "128", movements: [{ sequence: 1, cents: 2_000, structured: "000000000101" }] });
    const statement = parseCoda(first + second);
    expect(statement.credits.map((credit) => credit.movementKey)).toEqual([
      "coda:BE68539007547034:2026:127:0001:0000",
      "coda:BE68539007547034:2026:128:0001:0000",
    ]);
  });
});
