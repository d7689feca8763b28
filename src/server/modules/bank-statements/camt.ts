/**
 * ISO 20022 CAMT.053 (BankToCustomerStatement), versions .001.02 to .001.08, read with
 * fast-xml-parser. The versions differ where a credit's data lives (`Sts` text vs `Sts/Cd`,
 * `Dbtr/Nm` vs `Dbtr/Pty/Nm`): both are read. Only booked entries count; one entry holding
 * several transaction details (a batch) gives one credit per detail. Debits are read alike, one per
 * transaction detail, with the detail's end-to-end identifier (`Refs/EndToEndId`): the refunds the
 * association sent by file are recognised by it.
 *
 * A statement never needs a DOCTYPE: a file that declares one (the way to define entities that
 * expand into gigabytes) is refused before parsing, and entity expansion is limited besides.
 */
import { XMLParser } from "fast-xml-parser";
import { parseStructuredCommunication } from "../../../domain/structured-communication.ts";
import { type BankCredit, type BankDebit, type ParsedStatement, StatementError, endToEndIdOf } from "./statement.ts";

const CAMT_NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})/;
const REPEATED = new Set(["Stmt", "Ntry", "NtryDtls", "TxDtls", "Strd", "Ustrd", "Bal"]);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  // Communications are digits with leading zeros: every value stays text.
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: { enabled: true, maxEntityCount: 10, maxTotalExpansions: 100, maxExpandedLength: 10_000 },
  maxNestedTags: 64,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;

/** The child at a path of element names, or undefined. */
function at(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const name of path) {
    if (Array.isArray(current)) current = current[0];
    if (!current || typeof current !== "object") return undefined;
    current = (current as Node)[name];
  }
  return Array.isArray(current) ? current[0] : current;
}

/** The text of an element (with or without attributes), or null. */
function text(node: unknown, ...path: string[]): string | null {
  const value = at(node, ...path);
  if (typeof value === "string") return value.trim() || null;
  if (value && typeof value === "object" && typeof (value as Node)["#text"] === "string")
    return ((value as Node)["#text"] as string).trim();
  return null;
}

function list(node: unknown, ...path: string[]): unknown[] {
  const parent = path.length > 1 ? at(node, ...path.slice(0, -1)) : node;
  if (!parent || typeof parent !== "object") return [];
  const value = (parent as Node)[path.at(-1)!];
  return Array.isArray(value) ? value : value === undefined ? [] : [value];
}

function cents(value: string | null, where: string): number {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value ?? "");
  if (!match)
    throw new StatementError(`Fichier CAMT.053 refusé\u00a0: le montant «\u00a0${value ?? ""}\u00a0» ${where} n'est pas un montant.`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The `Ccy` attribute of an amount element (`<Amt Ccy="EUR">`), EUR when the bank gave none (the account's currency). */
function currencyOf(node: unknown, ...path: string[]): string {
  const value = at(node, ...path);
  const code = value && typeof value === "object" ? (value as Node)["@Ccy"] : undefined;
  if (typeof code !== "string" || code.trim() === "") return "EUR";
  if (!/^[A-Z]{3}$/.test(code.trim()))
    throw new StatementError(
      `Fichier CAMT.053 refusé\u00a0: la devise «\u00a0${code.trim().slice(0, 10)}\u00a0» d'un montant n'est pas un code ISO.`,
    );
  return code.trim();
}

/** The detail's amount element: `TxDtls/Amt` (.08) or `TxDtls/AmtDtls/TxAmt/Amt`, or null. */
function detailAmountPath(detail: unknown): string[] | null {
  if (text(detail, "Amt") !== null) return ["Amt"];
  if (text(detail, "AmtDtls", "TxAmt", "Amt") !== null) return ["AmtDtls", "TxAmt", "Amt"];
  return null;
}

function isoDate(node: unknown): string | null {
  const value = text(node, "Dt") ?? text(node, "DtTm");
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}

/** `BOOK` from `<Sts>BOOK</Sts>` (.02) or `<Sts><Cd>BOOK</Cd></Sts>` (.08). */
function status(entry: unknown): string | null {
  return text(entry, "Sts") ?? text(entry, "Sts", "Cd") ?? text(entry, "Sts", "Prtry");
}

/** The Belgian structured reference of a transaction: CdtrRefInf typed SCOR (issuer BBA or none). */
function structuredReference(details: unknown): string | null {
  for (const structured of list(details, "RmtInf", "Strd")) {
    const reference = text(structured, "CdtrRefInf", "Ref");
    const type = text(structured, "CdtrRefInf", "Tp", "CdOrPrtry", "Cd");
    const issuer = text(structured, "CdtrRefInf", "Tp", "Issr");
    if (reference && type === "SCOR" && (issuer === null || issuer === "BBA")) return reference;
  }
  return null;
}

function freeText(entry: unknown, details: unknown): string {
  const parts = [
    ...list(details, "RmtInf", "Ustrd").map((line) => (typeof line === "string" ? line : "")),
    text(details, "AddtlTxInf"),
    text(entry, "AddtlNtryInf"),
  ];
  return parts
    .filter((part): part is string => !!part)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

export function looksLikeXml(textContent: string): boolean {
  return /^\s*</.test(textContent);
}

/** The statements (Stmt) of a CAMT.053 document of a version it reads, refused in French otherwise. */
function camtStatements(xml: string): unknown[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new StatementError("Fichier XML refusé\u00a0: il déclare un DOCTYPE ou des entités, ce qu'un relevé CAMT.053 ne fait jamais.");
  const version = CAMT_NAMESPACE.exec(xml)?.[1];
  if (!version)
    throw new StatementError("Fichier XML refusé\u00a0: ce n'est pas un relevé CAMT.053 (espace de noms camt.053.001.xx absent).");
  if (Number(version) < 2 || Number(version) > 8)
    throw new StatementError(`Fichier CAMT.053 refusé\u00a0: la version .001.${version} n'est pas lue (versions .001.02 à .001.08).`);
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : "";
    throw new StatementError(`Fichier XML refusé\u00a0: il est mal formé${reason ? ` (${reason})` : ""}.`);
  }
  const statements = list(at(document, "Document", "BkToCstmrStmt"), "Stmt");
  if (statements.length === 0) throw new StatementError("Fichier CAMT.053 refusé\u00a0: il ne contient aucun relevé (Stmt).");
  return statements;
}

/** The account a statement is of; only a euro account's statements are read. */
function statementAccount(statement: unknown): string {
  const account = text(statement, "Acct", "Id", "IBAN") ?? text(statement, "Acct", "Id", "Othr", "Id");
  if (!account) throw new StatementError("Fichier CAMT.053 refusé\u00a0: un relevé n'indique pas son compte (Acct/Id).");
  const currency = text(statement, "Acct", "Ccy");
  if (currency && currency !== "EUR")
    throw new StatementError(
      `Fichier CAMT.053 refusé\u00a0: le compte ${account} est tenu en ${currency}\u00a0; seuls les relevés en euros sont lus.`,
    );
  return account;
}

/**
 * One transaction's amount: its own, or the entry's when it is the entry's only one. The entry's
 * amount and the detail's are both the euro on a euro account; either in another currency makes
 * the movement one an administrator must look at.
 */
function detailAmount(entry: unknown, detail: unknown, detailCount: number, entryCents: number) {
  const amountPath = detailAmountPath(detail);
  const amount = amountPath ? text(detail, ...amountPath) : detailCount === 1 ? text(entry, "Amt") : null;
  const amountCents = amount === null ? entryCents : cents(amount, "d'un détail de transaction");
  const currencies = [currencyOf(entry, "Amt"), amountPath ? currencyOf(detail, ...amountPath) : "EUR"];
  return { amountCents, currency: currencies.find((code) => code !== "EUR") ?? "EUR" };
}

/** The credits and debits of every statement of a CAMT.053 document. */
export function parseCamt053(xml: string): ParsedStatement {
  const statements = camtStatements(xml);
  const credits: BankCredit[] = [];
  const debits: BankDebit[] = [];
  const accounts = new Set<string>();
  let zeroAmountsIgnored = 0;
  for (const statement of statements) {
    const account = statementAccount(statement);
    accounts.add(account);
    const statementId = text(statement, "Id") ?? "";
    list(statement, "Ntry").forEach((entry, entryIndex) => {
      if (status(entry) !== "BOOK") return;
      const isCredit = text(entry, "CdtDbtInd") === "CRDT" && text(entry, "RvslInd") !== "true";
      const entryCents = cents(text(entry, "Amt"), "d'une écriture");
      if (entryCents === 0) {
        zeroAmountsIgnored += 1;
        return;
      }
      const bookingDate = isoDate(at(entry, "BookgDt"));
      const valueDate = isoDate(at(entry, "ValDt")) ?? bookingDate;
      if (!bookingDate || !valueDate)
        throw new StatementError("Fichier CAMT.053 refusé\u00a0: une écriture n'a pas de date de comptabilisation.");
      const reference = text(entry, "AcctSvcrRef") ?? text(entry, "NtryRef") ?? `${statementId}#${entryIndex + 1}`;
      const details = list(entry, "NtryDtls").flatMap((group) => list(group, "TxDtls"));
      const payers = details.length > 0 ? details : [{}];
      if (!isCredit) {
        // A reversal of a credit takes money back: a debit, but never a refund the association sent.
        const reversal = text(entry, "RvslInd") === "true";
        payers.forEach((detail, detailIndex) => {
          if (text(detail, "CdtDbtInd") === "CRDT" && !reversal) return;
          const { amountCents, currency } = detailAmount(entry, detail, payers.length, entryCents);
          if (amountCents === 0) {
            zeroAmountsIgnored += 1;
            return;
          }
          debits.push({
            movementKey: `camt:${account}:${reference}:${detailIndex + 1}`,
            amountCents,
            currency,
            valueDate,
            bookingDate,
            endToEndId: reversal ? null : endToEndIdOf(text(detail, "Refs", "EndToEndId")),
            counterpartyName: text(detail, "RltdPties", "Cdtr", "Nm") ?? text(detail, "RltdPties", "Cdtr", "Pty", "Nm"),
            counterpartyAccount: text(detail, "RltdPties", "CdtrAcct", "Id", "IBAN"),
            freeCommunication: freeText(entry, detail),
          });
        });
        return;
      }
      payers.forEach((detail, detailIndex) => {
        if (text(detail, "CdtDbtInd") === "DBIT") return;
        const { amountCents, currency } = detailAmount(entry, detail, payers.length, entryCents);
        if (amountCents === 0) {
          zeroAmountsIgnored += 1;
          return;
        }
        const reference12 = structuredReference(detail);
        const structured = reference12 ? parseStructuredCommunication(reference12) : null;
        const free = freeText(entry, detail);
        credits.push({
          movementKey: `camt:${account}:${reference}:${detailIndex + 1}`,
          amountCents,
          currency,
          valueDate,
          bookingDate,
          structuredCommunication: structured,
          freeCommunication: structured || !reference12 ? free : `${reference12} ${free}`.trim(),
          counterpartyName: text(detail, "RltdPties", "Dbtr", "Nm") ?? text(detail, "RltdPties", "Dbtr", "Pty", "Nm"),
          counterpartyAccount: text(detail, "RltdPties", "DbtrAcct", "Id", "IBAN"),
        });
      });
    });
  }
  return { format: "camt053", account: [...accounts].join(", "), credits, debits, zeroAmountsIgnored };
}
