/**
 * One uploaded file to a statement: decoded (UTF-8, else ISO 8859-1 / Windows-1252, the encoding
 * Belgian banks write CODA in), recognised by its content — never its name — and parsed.
 */
import { looksLikeCoda, parseCoda } from "./coda.ts";
import { looksLikeXml, parseCamt053 } from "./camt.ts";
import { type ParsedStatement, StatementError } from "./statement.ts";

/** The largest statement file accepted: a year of a busy account's CODA is far below. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

const NOT_A_STATEMENT =
  "Ce fichier n'est ni un relevé CODA ni un relevé CAMT.053\u00a0: exportez le relevé de votre banque dans l'un de ces formats.";

export function statementTooLargeMessage(): string {
  return "Ce fichier est trop volumineux\u00a0: un relevé bancaire fait au plus 5 Mo.";
}

function decode(bytes: Uint8Array): string {
  const withoutBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(withoutBom);
  } catch {
    // Not UTF-8: the banks' CODA is ISO 8859-1 (read as Windows-1252, its superset, as other parsers do).
    return new TextDecoder("windows-1252").decode(withoutBom);
  }
}

export function readStatement(bytes: Uint8Array): ParsedStatement {
  if (bytes.length === 0) throw new StatementError("Ce fichier est vide.");
  if (bytes.length > MAX_STATEMENT_BYTES) throw new StatementError(statementTooLargeMessage());
  const text = decode(bytes);
  if (looksLikeXml(text)) return parseCamt053(text);
  if (looksLikeCoda(text)) return parseCoda(text);
  throw new StatementError(NOT_A_STATEMENT);
}
