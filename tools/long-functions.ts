import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/*
 * Lists functions longer than a limit (80 lines by default), read with the TypeScript compiler:
 * `npx tsx tools/long-functions.ts core adapters`. Migrations, JSX views and test files
 * (describe/it bodies are suites, not steps) are left out. Exits 1 when any is found.
 */

export interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

const SKIPPED = [/\/migrations\//, /\.test\.tsx?$/, /\.tsx$/, /\/node_modules\//];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry) && !SKIPPED.some((pattern) => pattern.test(path)) ? [path] : [];
  });
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)) && node.name) {
    return node.name.getText(source);
  }
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `callback of ${parent.expression.getText(source).slice(0, 40)}`;
  return '(anonymous)';
}

export function longFunctions(roots: string[], limit = 80): LongFunction[] {
  const found: LongFunction[] = [];
  for (const file of roots.flatMap(sourceFiles)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (end - start + 1 > limit)
          found.push({ file: relative(process.cwd(), file), name: nameOf(node, source), line: start + 1, lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = longFunctions(process.argv.slice(2).length ? process.argv.slice(2) : ['core', 'adapters']);
  for (const f of found) console.log(`${f.file}:${f.line} ${f.name} — ${f.lines} lines`);
  process.exitCode = found.length ? 1 : 0;
}
