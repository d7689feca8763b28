/**
 * `npm run functions:long`: lists the functions of src/ (tests left out) that span 80 lines or more,
 * longest first, read with the TypeScript compiler's own parser. A function's length holds all it
 * holds: a long callback inside a long function is that function's length, counted once.
 * `-- --max N` exits with 1 when more than N are found; `-- --lines N` changes the length that counts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.dirname(import.meta.dirname);

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  if (index < 0) return fallback;
  const value = process.argv[index + 1] ?? "";
  if (!/^\d+$/.test(value)) {
    console.error(`${name} attend un nombre entier.`);
    process.exit(2);
  }
  return Number(value);
}

const minimumLines = option("--lines", 80);
const maximum = process.argv.includes("--max") ? option("--max", 0) : undefined;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** What a reader would call the function: its declared name, the variable or property it is given to, or the call it is passed to. */
function nameOf(node: ts.FunctionLikeDeclaration, file: ts.SourceFile): string {
  if (node.name) return node.name.getText(file);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(file);
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(file).slice(0, 60)}(…)`;
  return "(anonyme)";
}

interface LongFunction {
  file: string;
  line: number;
  lines: number;
  name: string;
}

function longFunctions(fileName: string): LongFunction[] {
  const text = readFileSync(fileName, "utf8");
  const file = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines >= minimumLines) {
        found.push({ file: path.relative(root, fileName), line: start + 1, lines, name: nameOf(node, file) });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const found = sourceFiles(path.join(root, "src"))
  .flatMap(longFunctions)
  .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
for (const entry of found) console.log(`${String(entry.lines).padStart(4)}  ${entry.file}:${entry.line}  ${entry.name}`);
console.log(`${found.length} fonction(s) de ${minimumLines} lignes ou plus dans src/`);
if (maximum !== undefined && found.length > maximum) {
  console.error(`Plus de ${maximum} : découpez les plus longues.`);
  process.exit(1);
}
