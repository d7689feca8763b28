/**
 * Builds CODA files for tests from the fields the Febelfin spec names, at its positions (1-based,
 * inclusive), so a test reads like the spec's record tables. Used by the parser's tests, the
 * import's tests and the browser journey.
 */

type Fields = Record<number, string>;

/** A 128-character record with each field written at its 1-based position. */
export function codaRecord(fields: Fields): string {
  const chars = Array.from({ length: 128 }, () => " ");
  for (const [position, text] of Object.entries(fields)) {
    [...text].forEach((char, offset) => (chars[Number(position) - 1 + offset] = char));
  }
  return chars.join("");
}

const mils = (cents: number) => String(Math.abs(cents) * 10).padStart(15, "0");

export interface CodaMovement {
  sequence: number;
  detail?: number;
  cents: number; // negative: a debit
  valueDate?: string; // DDMMYY
  entryDate?: string;
  /** Transaction code, 8 digits: type, family, transaction, category. */
  code?: string;
  structured?: string; // 12 digits
  communication?: string;
  counterpartyName?: string;
  counterpartyAccount?: string;
  /** Record 2.2's customer reference, positions 64–98: the SEPA end-to-end identifier. */
  endToEndId?: string;
}

/** The 2.1, 2.2 and 2.3 records of one movement. */
export function codaMovement(movement: CodaMovement): string[] {
  const sequence = String(movement.sequence).padStart(4, "0");
  const detail = String(movement.detail ?? 0).padStart(4, "0");
  const communication = movement.communication ?? "";
  const zone = movement.structured ? { 62: "1", 63: `101${movement.structured}` } : { 62: "0", 63: communication.slice(0, 53) };
  return [
    codaRecord({
      1: "21",
      3: sequence,
      7: detail,
      11: "B6G07LZ0A1BXVCMN",
      32: movement.cents < 0 ? "1" : "0",
      33: mils(movement.cents),
      48: movement.valueDate ?? "060726",
      54: movement.code ?? "00150000",
      ...zone,
      116: movement.entryDate ?? "060726",
      122: "127",
      126: "1",
      128: "0",
    }),
    codaRecord({
      1: "22",
      3: sequence,
      7: detail,
      11: movement.structured ? "" : communication.slice(53, 106),
      64: (movement.endToEndId ?? "").slice(0, 35),
      99: "GEBABEBB",
      126: "1",
      128: "0",
    }),
    codaRecord({
      1: "23",
      3: sequence,
      7: detail,
      11: `${movement.counterpartyAccount ?? "BE71096123456769"}`,
      45: "EUR",
      48: movement.counterpartyName ?? "DUPONT MARIE",
      126: "0",
      128: "0",
    }),
  ];
}

export interface CodaFile {
  account?: string;
  oldBalanceCents?: number;
  movements: CodaMovement[];
  sequence?: string; // CODA statement number, 3 digits
  /** Overrides of the trailer, to build files that do not add up. */
  trailer?: { records?: number; debitCents?: number; creditCents?: number };
}

/** A whole statement: header, old balance, the movements, new balance and a trailer that adds up. */
export function codaFile(file: CodaFile): string {
  const account = file.account ?? "BE68539007547034";
  const sequence = file.sequence ?? "127";
  const old = file.oldBalanceCents ?? 100_000;
  const top = file.movements.filter((movement) => (movement.detail ?? 0) === 0);
  const credit = top.filter((movement) => movement.cents > 0).reduce((sum, movement) => sum + movement.cents, 0);
  const debit = top.filter((movement) => movement.cents < 0).reduce((sum, movement) => sum - movement.cents, 0);
  const movementLines = file.movements.flatMap(codaMovement);
  const lines = [
    codaRecord({
      1: "00000",
      6: "070726",
      12: "000",
      15: "05",
      35: "ASBL PLAINES EXEMPLE",
      61: "GKCCBEBB",
      72: "00412345678",
      84: "00000",
      128: "2",
    }),
    codaRecord({
      1: "12",
      3: sequence,
      6: account,
      40: "EUR",
      43: old < 0 ? "1" : "0",
      44: mils(old),
      59: "030726",
      65: "ASBL PLAINES EXEMPLE",
      126: sequence,
    }),
    ...movementLines,
    codaRecord({
      1: "8",
      2: sequence,
      5: account,
      39: "EUR",
      42: old + credit - debit < 0 ? "1" : "0",
      43: mils(old + credit - debit),
      58: "060726",
      128: "0",
    }),
  ];
  const records = file.trailer?.records ?? lines.length - 1;
  lines.push(
    codaRecord({
      1: "9",
      17: String(records).padStart(6, "0"),
      23: mils(file.trailer?.debitCents ?? debit),
      38: mils(file.trailer?.creditCents ?? credit),
      128: "2",
    }),
  );
  return lines.join("\r\n") + "\r\n";
}
