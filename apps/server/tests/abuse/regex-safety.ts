import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { REPO_ROOT } from '../../settings.js';

export interface FoundRegex {
  file: string;
  line: number;
  source: string;
  flags: string;
}

/** Server-side code: what runs on requests. The SPA's regexes run in the visitor's browser. */
const ROOTS = ['core', 'adapters', 'apps/server', 'apps/cli'];
const SKIP = /(\.test\.ts|\/testing\/|\/tests\/)/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (entry.name.endsWith('.ts') && !SKIP.test(path)) yield path;
  }
}

/** Every regular-expression literal (and `new RegExp('literal')`) in the server's code. */
export function serverRegexes(): FoundRegex[] {
  const found: FoundRegex[] = [];
  for (const root of ROOTS) {
    for (const path of sourceFiles(join(REPO_ROOT, root))) {
      const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
      const add = (node: ts.Node, source: string, flags: string) =>
        found.push({ file: relative(REPO_ROOT, path), line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, source, flags });
      const visit = (node: ts.Node) => {
        if (ts.isRegularExpressionLiteral(node)) {
          const text = node.getText();
          const end = text.lastIndexOf('/');
          add(node, text.slice(1, end), text.slice(end + 1));
        } else if (
          ts.isNewExpression(node) &&
          node.expression.getText() === 'RegExp' &&
          node.arguments?.[0] &&
          ts.isStringLiteral(node.arguments[0])
        ) {
          const flags = node.arguments[1] && ts.isStringLiteral(node.arguments[1]) ? node.arguments[1].text : '';
          add(node, node.arguments[0].text, flags);
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
    }
  }
  return found;
}

const verdicts = new Map<string, 'safe' | 'polynomial' | 'exponential' | 'unknown'>();

/** recheck's verdict: can this pattern take more than linear time in the input's length? */
export function regexComplexity(source: string, flags: string): 'safe' | 'polynomial' | 'exponential' | 'unknown' {
  const key = `/${source}/${flags}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    // A busy machine can run out the short budget on a pattern that is fine: an "unknown" gets a
    // second, longer look before it counts as one.
    const check = (timeout: number) => checkSync(source, flags.replace(/[gy]/g, ''), { timeout });
    let result = check(2_000);
    if (result.status === 'unknown') result = check(20_000);
    verdict = result.status === 'safe' ? 'safe' : result.status === 'vulnerable' ? result.complexity.type : 'unknown';
    verdicts.set(key, verdict);
  }
  return verdict;
}
