/**
 * Febelfin's CODA ("Coded statement of account", version 2): 128-character records. Positions
 * below are the spec's, 1-based and inclusive (`field(line, 33, 47)` is positions 33 to 47).
 *
 * A physical file may hold several statements one after the other (record 0 … record 9 each).
 * Each is checked against its trailer (number of records, debit and credit totals) and its
 * balances (old ± movements = new); a statement that does not add up is refused whole, with the
 * reason: importing half of a damaged file would leave payments nobody looks for.
 *
 * Banks may book a series of transfers with a structured communication as one total (transaction
 * type 1 or 2, detail number 0000) followed by one detail per payer (types 5, 6, 7, and 9 under
 * 7): the payers are the details, and the total is counted once, in the trailer's sums only.
 * Debits are read the same way (a batch of refunds gives one debit per transfer), each with the
 * end-to-end identifier the association's file gave it (record 2.2, positions 64–98).
 */
import { parseStructuredCommunication } from "../../../domain/structured-communication.ts";
import { type BankCredit, type BankDebit, type ParsedStatement, StatementError, dateFromDdMmYy, endToEndIdOf } from "./statement.ts";

const CODA_LINE_LENGTH = 128;

const field = (line: string, from: number, to: number) => line.slice(from - 1, to);

interface Movement {
  line: number;
  sequence: string;
  detail: string;
  /** First digit of the transaction code: 0 simple, 1/2 totals, 3 simple with detail, 5–9 details. */
  type: string;
  debit: boolean;
  mils: number;
  valueDate: string | null;
  entryDate: string | null;
  structured: string | null;
  communication: string[];
  counterpartyName: string | null;
  counterpartyAccount: string | null;
  /** Record 2.2's customer reference (the SEPA end-to-end identifier), null when none. */
  endToEndId: string | null;
}

interface Balance {
  mils: number;
  date: string | null;
}

class CodaReader {
  private readonly movements: Movement[] = [];
  private account = "";
  private codaSequence = "";
  private oldBalance: Balance | null = null;
  private newBalance: Balance | null = null;
  private counted = 0;

  private fail(line: number, why: string): never {
    throw new StatementError(`Fichier CODA refusé, ligne ${line}\u00a0: ${why}`);
  }

  amount(line: number, text: string, what: string): number {
    if (!/^\d{15}$/.test(text)) this.fail(line, `le montant ${what} n'est pas un nombre («\u00a0${text.trim()}\u00a0»).`);
    return Number(text);
  }

  signed(line: number, sign: string, text: string, what: string): number {
    if (sign !== "0" && sign !== "1") this.fail(line, `le signe ${what} doit être 0 (crédit) ou 1 (débit).`);
    const mils = this.amount(line, text, what);
    return sign === "1" ? -mils : mils;
  }

  date(line: number, text: string, what: string, optional = false): string | null {
    if (optional && text === "000000") return null;
    const date = dateFromDdMmYy(text);
    if (!date) this.fail(line, `la date ${what} «\u00a0${text}\u00a0» n'est pas une date (JJMMAA).`);
    return date;
  }

  header(line: number, record: string): void {
    const version = field(record, 128, 128);
    if (version !== "2") this.fail(line, `version CODA «\u00a0${version.trim() || "vide"}\u00a0»\u00a0: seule la version 2 est lue.`);
    this.date(line, field(record, 6, 11), "de création");
  }

  oldBalanceRecord(line: number, record: string): void {
    const structure = field(record, 2, 2);
    const zone = field(record, 6, 42);
    // Structure 0 is a Belgian account number (12 digits); 1, 2, 3 an account or IBAN left-justified.
    if (structure === "0") this.account = zone.slice(0, 12);
    else if (structure === "1" || structure === "2" || structure === "3") this.account = zone.slice(0, 34).trim();
    else this.fail(line, `structure de compte «\u00a0${structure}\u00a0» inconnue.`);
    if (!this.account) this.fail(line, "le numéro de compte est vide.");
    // The plaines are paid in euros: another currency's account is not the association's.
    const currency = structure === "0" ? zone.slice(13, 16) : zone.slice(34, 37);
    if (currency !== "EUR")
      this.fail(line, `le compte est tenu en «\u00a0${currency.trim() || "?"}\u00a0»\u00a0: seuls les relevés en euros sont lus.`);
    this.oldBalance = {
      mils: this.signed(line, field(record, 43, 43), field(record, 44, 58), "de l'ancien solde"),
      date: this.date(line, field(record, 59, 64), "de l'ancien solde"),
    };
    this.codaSequence = field(record, 126, 128);
  }

  movement(line: number, record: string): void {
    const mils = this.signed(line, field(record, 32, 32), field(record, 33, 47), "du mouvement");
    const commType = field(record, 62, 62);
    const zone = field(record, 63, 115);
    let structured: string | null = null;
    const communication: string[] = [];
    if (commType === "1" && (zone.startsWith("101") || zone.startsWith("102"))) {
      structured = zone.slice(3, 15);
    } else if (commType === "1") {
      // Another structured type (RF reference, SEPA debit…): its text may still name the payment.
      communication.push(zone.slice(3));
    } else {
      communication.push(zone);
    }
    this.movements.push({
      line,
      sequence: field(record, 3, 6),
      detail: field(record, 7, 10),
      type: field(record, 54, 54),
      debit: mils < 0,
      mils: Math.abs(mils),
      valueDate: this.date(line, field(record, 48, 53), "valeur", true),
      entryDate: this.date(line, field(record, 116, 121), "de comptabilisation"),
      structured,
      communication,
      counterpartyName: null,
      counterpartyAccount: null,
      endToEndId: null,
    });
  }

  continuation(line: number, record: string, article: "2" | "3"): Movement {
    const current = this.movements.at(-1);
    if (!current || current.sequence !== field(record, 3, 6) || current.detail !== field(record, 7, 10))
      this.fail(line, `l'enregistrement 2.${article} ne suit pas le 2.1 de son mouvement.`);
    return current;
  }

  movementPart2(line: number, record: string): void {
    const movement = this.continuation(line, record, "2");
    movement.communication.push(field(record, 11, 63));
    movement.endToEndId = endToEndIdOf(field(record, 64, 98));
  }

  movementPart3(line: number, record: string): void {
    const movement = this.continuation(line, record, "3");
    // The counterparty's account as its bank wrote it: usually an IBAN then the currency.
    movement.counterpartyAccount = field(record, 11, 47).trim().split(/\s+/)[0] || null;
    movement.counterpartyName = field(record, 48, 82).trim() || null;
    movement.communication.push(field(record, 83, 125));
  }

  newBalanceRecord(line: number, record: string): void {
    this.newBalance = {
      mils: this.signed(line, field(record, 42, 42), field(record, 43, 57), "du nouveau solde"),
      date: this.date(line, field(record, 58, 63), "du nouveau solde"),
    };
  }

  /** Record 9: the bank's own counts; whatever we read must agree with them. */
  trailer(line: number, record: string): ParsedStatement {
    if (!this.oldBalance) this.fail(line, "l'enregistrement 1 (ancien solde) manque.");
    if (!this.newBalance) this.fail(line, "l'enregistrement 8 (nouveau solde) manque.");
    const expectedRecords = Number(field(record, 17, 22));
    if (!/^\d{6}$/.test(field(record, 17, 22)) || expectedRecords !== this.counted)
      this.fail(
        line,
        `le fichier annonce ${field(record, 17, 22).trim() || "?"} enregistrements mais en contient ${this.counted}\u00a0: il est incomplet ou a été modifié.`,
      );
    const top = this.movements.filter((movement) => movement.detail === "0000");
    const debits = top.filter((movement) => movement.debit).reduce((sum, movement) => sum + movement.mils, 0);
    const credits = top.filter((movement) => !movement.debit).reduce((sum, movement) => sum + movement.mils, 0);
    const expectedDebits = this.amount(line, field(record, 23, 37), "total des débits");
    const expectedCredits = this.amount(line, field(record, 38, 52), "total des crédits");
    if (debits !== expectedDebits)
      this.fail(line, `le total des débits annoncé (${euros(expectedDebits)}) ne correspond pas aux mouvements (${euros(debits)}).`);
    if (credits !== expectedCredits)
      this.fail(line, `le total des crédits annoncé (${euros(expectedCredits)}) ne correspond pas aux mouvements (${euros(credits)}).`);
    if (this.oldBalance.mils + credits - debits !== this.newBalance.mils)
      this.fail(
        line,
        `l'ancien solde (${euros(this.oldBalance.mils)}) plus les crédits moins les débits ne donne pas le nouveau solde (${euros(this.newBalance.mils)}).`,
      );
    return this.statement();
  }

  count(): void {
    this.counted += 1;
  }

  private statement(): ParsedStatement {
    const year = (this.newBalance?.date ?? this.oldBalance?.date ?? "").slice(0, 4);
    const bySequence = new Map<string, Movement[]>();
    for (const movement of this.movements) {
      const group = bySequence.get(movement.sequence);
      if (group) group.push(movement);
      else bySequence.set(movement.sequence, [movement]);
    }
    const credits: BankCredit[] = [];
    const debits: BankDebit[] = [];
    let zeroAmountsIgnored = 0;
    for (const group of bySequence.values()) {
      for (const movement of payersOf(group)) {
        // Banks write 0,00 € lines (a fee waived, an information record): nothing was paid.
        if (Math.round(movement.mils / 10) === 0) {
          zeroAmountsIgnored += 1;
          continue;
        }
        const text = movement.communication.join("").replace(/\s+/g, " ").trim();
        const bookingDate = movement.entryDate ?? movement.valueDate ?? "";
        const movementKey = `coda:${this.account}:${year}:${this.codaSequence}:${movement.sequence}:${movement.detail}`;
        if (movement.debit) {
          debits.push({
            movementKey,
            amountCents: Math.round(movement.mils / 10),
            currency: "EUR",
            valueDate: movement.valueDate ?? bookingDate,
            bookingDate,
            endToEndId: movement.endToEndId,
            counterpartyName: movement.counterpartyName,
            counterpartyAccount: movement.counterpartyAccount,
            freeCommunication: movement.structured ? `${movement.structured} ${text}`.trim() : text,
          });
          continue;
        }
        const structured = movement.structured ? parseStructuredCommunication(movement.structured) : null;
        credits.push({
          movementKey,
          amountCents: Math.round(movement.mils / 10),
          // A CODA movement is in the account's currency, which record 1 checked is the euro.
          currency: "EUR",
          valueDate: movement.valueDate ?? bookingDate,
          bookingDate,
          structuredCommunication: structured,
          // A structured communication that fails its check is kept as text, for the administrator.
          freeCommunication: structured || !movement.structured ? text : `${movement.structured} ${text}`.trim(),
          counterpartyName: movement.counterpartyName,
          counterpartyAccount: movement.counterpartyAccount,
        });
      }
    }
    return { format: "coda", account: this.account, credits, debits, zeroAmountsIgnored };
  }
}

/**
 * The movements that stand for payers in one sequence: a total's details when it has any (the
 * type-9 ones under a type 7, else types 5, 6, 7), otherwise the movement itself.
 */
function payersOf(group: Movement[]): Movement[] {
  const top = group.filter((movement) => movement.detail === "0000");
  const details = group.filter((movement) => movement.detail !== "0000");
  if (top.length === 0) return details;
  if (!top.some((movement) => movement.type === "1" || movement.type === "2") || details.length === 0) return top;
  const grandchildren = details.filter((movement) => movement.type === "9");
  if (grandchildren.length > 0) return grandchildren;
  const children = details.filter((movement) => ["5", "6", "7"].includes(movement.type));
  return children.length > 0 ? children : top;
}

function euros(mils: number): string {
  return `${(mils / 1000).toFixed(2).replace(".", ",")} €`;
}

/** True when the text looks like CODA: its first record is a header (0…, 128 characters, version 2 at the end). */
export function looksLikeCoda(text: string): boolean {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  return /^0000\d/.test(first) && first.length >= 100 && first.length <= CODA_LINE_LENGTH;
}

/** Every statement of a CODA file; refused with a French reason when any part of it is wrong. */
export function parseCoda(text: string): ParsedStatement {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)!.trim() === "") lines.pop();
  if (lines.length === 0) throw new StatementError("Fichier CODA refusé\u00a0: il est vide.");
  const statements: ParsedStatement[] = [];
  let reader: CodaReader | null = null;
  let lastFile = false;
  lines.forEach((raw, index) => {
    const number = index + 1;
    // eslint-disable-next-line no-control-regex -- a control character (NUL…) is what this refuses
    if (/[\u0000-\u001f\u007f]/.test(raw))
      throw new StatementError(
        `Fichier CODA refusé, ligne ${number}\u00a0: elle contient un caractère de contrôle (octet nul ou binaire).`,
      );
    // A movement's records (2.1–2.3) end with a link code at position 128, so stripping trailing
    // blanks never shortens them: a shorter one was cut, and would cut the payer's name or words.
    if (raw.length > CODA_LINE_LENGTH || (raw.length < CODA_LINE_LENGTH && raw.startsWith("2")))
      throw new StatementError(`Fichier CODA refusé, ligne ${number}\u00a0: ${raw.length} caractères au lieu de ${CODA_LINE_LENGTH}.`);
    // Some tools strip the trailing blanks of each line: they carry nothing, so they are put back.
    const record = raw.padEnd(CODA_LINE_LENGTH, " ");
    const id = record[0];
    if (lastFile) throw new StatementError(`Fichier CODA refusé, ligne ${number}\u00a0: des lignes suivent le dernier relevé.`);
    if (id === "0") {
      if (reader)
        throw new StatementError(`Fichier CODA refusé, ligne ${number}\u00a0: un nouveau relevé commence avant la fin du précédent.`);
      reader = new CodaReader();
      reader.header(number, record);
      return;
    }
    if (!reader) throw new StatementError(`Fichier CODA refusé, ligne ${number}\u00a0: le relevé doit commencer par un enregistrement 0.`);
    const kind = id === "2" || id === "3" ? record.slice(0, 2) : id;
    switch (kind) {
      case "1":
        reader.count();
        reader.oldBalanceRecord(number, record);
        return;
      case "21":
        reader.count();
        reader.movement(number, record);
        return;
      case "22":
        reader.count();
        reader.movementPart2(number, record);
        return;
      case "23":
        reader.count();
        reader.movementPart3(number, record);
        return;
      case "31":
      case "32":
      case "33":
        // Information records: addresses and details the matching does not need; counted by the trailer.
        reader.count();
        return;
      case "4":
        return;
      case "8":
        reader.count();
        reader.newBalanceRecord(number, record);
        return;
      case "9":
        statements.push(reader.trailer(number, record));
        reader = null;
        lastFile = record[127] !== "1";
        return;
      default:
        throw new StatementError(`Fichier CODA refusé, ligne ${number}\u00a0: type d'enregistrement «\u00a0${kind.trim()}\u00a0» inconnu.`);
    }
  });
  if (reader) throw new StatementError("Fichier CODA refusé\u00a0: l'enregistrement 9 (fin du relevé) manque, le fichier est incomplet.");
  return {
    format: "coda",
    account: [...new Set(statements.map((statement) => statement.account))].join(", "),
    credits: statements.flatMap((statement) => statement.credits),
    debits: statements.flatMap((statement) => statement.debits),
    zeroAmountsIgnored: statements.reduce((sum, statement) => sum + statement.zeroAmountsIgnored, 0),
  };
}
