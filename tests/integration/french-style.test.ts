/**
 * The interface's French as docs/french.md writes it, checked on the source: every string literal,
 * template and JSX text of src/web, src/domain and src/server (the screens, the API's messages, the
 * e-mail templates and the PDF documents), read with the TypeScript compiler rather than regexes.
 *
 * The mechanical rules: a non-breaking space (U+00A0, or U+202F) before ':' '?' '!' ';' and inside
 * « », never a normal space or none; 'E-mail', not 'Email'; no '(0 ' count; no gender or plural
 * brackets ('né(e)', 'sélectionné(s)'). Code-like strings are not French text and are skipped:
 * strings without a space (keys, paths, URLs, formats such as 'HH:mm'), URLs, CSS, HTML tags,
 * SQL (`sql` templates) and log messages; English (for developers) is only held to the rule of no
 * normal space before the punctuation. The specification's own texts keep their words
 * (SPECIFICATION_TEXTS): only the typographic spaces inside them may change.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SCANNED = ["src/web", "src/domain", "src/server"];

/**
 * The specification's texts whose words break a rule here, quoted from it (the specification,
 * listed in docs/french.md): they stay word for word. `{…}` stands for a value put into the text.
 */
const SPECIFICATION_TEXTS = [
  "Email de confirmation déjà envoyé !",
  "Paiement réussi mais erreur lors de l'envoi de l'email de confirmation. Veuillez contacter l'administration.",
  "Inscription réussie mais erreur lors de l'envoi de l'email de confirmation. Veuillez contacter l'administration.",
  "Erreur lors du test d'email",
  "Le test d'email a échoué",
  "Erreur lors du test d'email de confirmation",
  "{first} {last} est déjà inscrit(e) à cette activité",
];

/** A value put into a template (`${…}`, `{…}` in JSX) as the scan reads it. */
const VALUE = "{}";

interface Text {
  file: string;
  line: number;
  text: string;
  /** JSX text is always shown to a person (attribute values may be code: `sizes`, `allow`). */
  jsx: boolean;
}

type Rule = "space before punctuation" | "guillemets" | "Email" | "(0 count" | "bracketed ending";

const PUNCTUATION_AFTER_NORMAL_SPACE = /[ \t\r\n][:?!;](?=\s|$)/u;
const PUNCTUATION_WITHOUT_SPACE = /[\p{L}\p{N})»'"%€][:?!;](?=\s|$)/u;
const GUILLEMET_OPEN = /«(?![\u00a0\u202f])/u;
const GUILLEMET_CLOSE = /(?<![\u00a0\u202f])»/u;
const EMAIL = /\bemail\b/iu;
const EMAIL_CAPITALISED = /\bEmail\b/u;
const ZERO_COUNT = /\(0 \p{L}/u;
const BRACKETED_ENDING = /\p{L}\((?:e|s|es|ne|le|x)\)/u;

const FRENCH_LETTER = /[àâçéèêëîïôûùüÿœæ]/iu;
const FRENCH_WORD =
  /(?:^|[^\p{L}])(?:le|la|les|l'|d'|de|des|du|un|une|et|est|pour|vous|votre|vos|nous|au|aux|en|sur|pas|ne|ce|cette|ces|il|elle|par|avec|dans|qui|que)(?![\p{L}])/iu;
const LOG_METHODS = new Set(["debug", "info", "warn", "error", "trace", "fatal"]);
const LOGGERS = /(?:^|\.)(?:console|log|logger)$/u;
const HTML_ENTITIES: Record<string, string> = {
  nbsp: "\u00a0",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  laquo: "«",
  raquo: "»",
  hellip: "…",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return HTML_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** What a person reads of a string: HTML tags, CSS declarations and entities taken out. */
function readable(text: string): string {
  return text
    .replace(/<style[\s\S]*?<\/style>/giu, " ")
    .replace(/<\/?[a-z][^<>]*>/giu, " ")
    .replace(/\bstyle="[^"]*"/giu, " ")
    .replace(/&(?:#x[0-9a-f]+|#\d+|[a-z]+);/giu, " ");
}

function isFrench(text: string): boolean {
  return FRENCH_LETTER.test(text) || FRENCH_WORD.test(text);
}

/** Keys, paths, URLs, formats, media queries, CSS, content types: not sentences. */
function isCodeLike(text: string): boolean {
  const trimmed = text.trim();
  if (!/\s/u.test(trimmed)) return !/[«»]/u.test(trimmed);
  if (/^(?:https?:|mailto:|tel:|data:|blob:|cid:|\/)\S*$/u.test(trimmed) || trimmed.includes("://")) return true;
  if (/^\(?(?:min|max)-width:|^\(prefers-/u.test(trimmed)) return true;
  if (/^[\w-]+\/[\w.+-]+;/u.test(trimmed)) return true;
  return /^(?:[\w-]+\s*:\s*[^;]+;\s*)+$/u.test(trimmed);
}

function isLogArgument(node: ts.Node): boolean {
  for (let current = node.parent; current && !ts.isSourceFile(current); current = current.parent) {
    if (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression)) {
      const callee = current.expression;
      if (LOG_METHODS.has(callee.name.text) && LOGGERS.test(callee.expression.getText())) return true;
    }
    if (ts.isBlock(current) || ts.isArrowFunction(current) || ts.isFunctionDeclaration(current)) return false;
  }
  return false;
}

function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isTaggedTemplateExpression(parent) && /^sql(?:\.|$)/u.test(parent.tag.getText())) return true;
  if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === "require") return true;
  if (ts.isNewExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === "RegExp") return true;
  return isLogArgument(node);
}

function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => VALUE + span.literal.text).join("");
}

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/u.test(entry.name) && !/\.test\.tsx?$/u.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

function textsOf(file: string, source: string): Text[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const texts: Text[] = [];
  const add = (node: ts.Node, text: string, jsx: boolean) => {
    const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
    texts.push({ file, line, text, jsx });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (node.text.trim() !== "") add(node, decodeEntities(node.text), true);
      return;
    }
    if (ts.isStringLiteral(node) && ts.isJsxAttribute(node.parent)) {
      add(node, decodeEntities(node.text), false);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isCodePosition(node)) add(node, node.text, false);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      if (!isCodePosition(node)) add(node, templateText(node), false);
      node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return texts;
}

const normalised = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/gu, " ")
    .replace(/\{[^{}]*\}/gu, VALUE)
    .replace(/\s+/gu, " ")
    .trim();
const SPECIFICATION = new Set(SPECIFICATION_TEXTS.map(normalised));

/** The rules a text breaks, as docs/french.md states them. */
function brokenRules(entry: Pick<Text, "text" | "jsx">): Rule[] {
  const text = entry.jsx ? entry.text : readable(entry.text);
  // Without letters, only punctuation between values is French text: "{} : {}", ") :", "» ?".
  const punctuationOnly = /^[^\p{L}\p{N}]+$/u.test(text.replaceAll(VALUE, ""));
  if (!/\p{L}/u.test(text) && !/[«»]/u.test(text) && !entry.jsx && !punctuationOnly) return [];
  if (!/\s/u.test(entry.text) && !/[«»]/u.test(text)) return EMAIL_CAPITALISED.test(text) ? ["Email"] : [];
  if (!entry.jsx && !punctuationOnly && isCodeLike(text)) return [];
  const french = entry.jsx || isFrench(text) || !/\p{L}/u.test(text);
  const fromSpecification = SPECIFICATION.has(normalised(entry.text));
  const broken: Rule[] = [];
  if (
    PUNCTUATION_AFTER_NORMAL_SPACE.test(text) ||
    (french && PUNCTUATION_WITHOUT_SPACE.test(text)) ||
    (entry.jsx && /^[:?!;]/u.test(text))
  ) {
    broken.push("space before punctuation");
  }
  if (GUILLEMET_OPEN.test(text) || GUILLEMET_CLOSE.test(text)) broken.push("guillemets");
  if (!fromSpecification && ((french && EMAIL.test(text)) || EMAIL_CAPITALISED.test(text))) broken.push("Email");
  if (ZERO_COUNT.test(text)) broken.push("(0 count");
  if (!fromSpecification && BRACKETED_ENDING.test(text)) broken.push("bracketed ending");
  return broken;
}

describe("the scan's rules", () => {
  const french = (text: string) => brokenRules({ text, jsx: false });
  it("wants a non-breaking space before ':' '?' '!' ';' in French, and inside « »", () => {
    expect(french("Total : 80 €")).toEqual(["space before punctuation"]);
    expect(french("Vous ne trouvez pas le message ?")).toEqual(["space before punctuation"]);
    expect(french("Déjà inscrite: vérifiez")).toEqual(["space before punctuation"]);
    expect(french("Total\u00a0: 80 €")).toEqual([]);
    expect(french("Revenez plus tard\u202f!")).toEqual([]);
    expect(french("dans « Mes inscriptions »")).toEqual(["guillemets"]);
    expect(french("dans «\u00a0Mes inscriptions\u00a0»")).toEqual([]);
    expect(brokenRules({ text: " : ", jsx: true })).toEqual(["space before punctuation"]);
    expect(brokenRules({ text: "» ?", jsx: true })).toEqual(["space before punctuation", "guillemets"]);
    expect(french(" ; ")).toEqual(["space before punctuation"]);
    expect(french(`${VALUE} : ${VALUE}`)).toEqual(["space before punctuation"]);
  });

  it("leaves code-like strings and English alone", () => {
    for (const code of [
      "status:",
      "mailto:",
      "10:30",
      "(min-width: 768px) 720px, 100vw",
      "text/csv; charset=utf-8",
      "hover:bg-muted p-2",
    ]) {
      expect(french(code), code).toEqual([]);
    }
    expect(french("database connection lost: retrying")).toEqual([]);
    expect(french('<p style="margin:0 0 12px; color:#52525b">Bonjour,</p>')).toEqual([]);
  });

  it("wants 'E-mail', no '(0 ' count and no bracketed endings, except in the specification's texts", () => {
    expect(french("Email de confirmation envoyé\u00a0!")).toEqual(["Email"]);
    expect(french("Adresse email du parent")).toEqual(["Email"]);
    expect(french("Email de confirmation déjà envoyé\u00a0!")).toEqual([]);
    expect(french("Sous-total (0 enfants)")).toEqual(["(0 count"]);
    expect(french("Né(e) le 3 mars 2020")).toEqual(["bracketed ending"]);
    expect(french("3 sélectionné(s)")).toEqual(["bracketed ending"]);
    expect(french(`${VALUE} ${VALUE} est déjà inscrit(e) à cette activité`)).toEqual([]);
  });
});

describe("the interface's French (docs/french.md)", () => {
  const files = SCANNED.flatMap(sourceFiles);
  const texts = files.flatMap((file) => textsOf(file, readFileSync(path.join(root, file), "utf8")));

  it("reads the screens, the e-mail templates and the PDF documents", () => {
    expect(files).toContain("src/server/mail/templates.ts");
    expect(files.filter((file) => file.endsWith("-pdf.ts")).length).toBeGreaterThanOrEqual(4);
    expect(files.filter((file) => file.startsWith("src/web/") && file.endsWith(".tsx")).length).toBeGreaterThan(100);
  });

  it("follows the mechanical rules everywhere", () => {
    const broken = texts.flatMap((entry) =>
      brokenRules(entry).map((rule) => `${entry.file}:${entry.line} ${rule}: ${JSON.stringify(entry.text.trim().slice(0, 120))}`),
    );
    expect(broken).toEqual([]);
  });

  it("quotes each of the specification's texts it exempts as the source writes it", () => {
    const written = new Set(texts.map((entry) => normalised(entry.text)));
    expect(SPECIFICATION_TEXTS.filter((text) => !written.has(normalised(text)))).toEqual([]);
  });
});
