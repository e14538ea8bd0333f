import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The rules tests/architecture/architecture.test.ts keeps, as pure functions over source text:
 * each takes `{ repo-relative path → source }` and returns what breaks the rule, so the same
 * code reads the repository and the small fixtures that prove each rule catches a violation.
 */
export type Sources = ReadonlyMap<string, string>;

export interface Violation {
  file: string;
  line: number;
  /** What was found, in a few words (the cast's type, the variable's name, the import). */
  what: string;
}

const parsed = new Map<string, ts.SourceFile>();

function parse(file: string, text: string): ts.SourceFile {
  const key = `${file}\u0000${text}`;
  let source = parsed.get(key);
  if (!source) {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    parsed.set(key, source);
  }
  return source;
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

/** Module specifiers of a file: imports, re-exports and `import('…')` types. */
function importsOf(source: ts.SourceFile): { specifier: string; node: ts.Node }[] {
  const found: { specifier: string; node: ts.Node }[] = [];
  visit(source, (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push({ specifier: node.moduleSpecifier.text, node });
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
      found.push({ specifier: node.argument.literal.text, node });
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      found.push({ specifier: node.arguments[0].text, node });
  });
  return found;
}

/**
 * Where an import points, as a repo-relative path without extension (`core/config/config`), or
 * null for a package. `@core/…` is the web's alias for core; `@/…` is apps/web/src.
 */
export function resolveImport(fromFile: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@core/')) target = path.posix.join('core', specifier.slice('@core/'.length));
  else if (specifier.startsWith('@/')) target = path.posix.join('apps/web/src', specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(fromFile), specifier);
  else return null;
  return target.replace(/\.(js|jsx|ts|tsx)$/, '');
}

// ---------------------------------------------------------------------------------------------
// (a) Casts

export interface Cast {
  file: string;
  line: number;
  /** The type asserted, as written (`AiConfig`, `Lexicon<T>`). */
  type: string;
  /** `as unknown as T`: the first assertion goes through `unknown`. */
  throughUnknown: boolean;
  /** Names of core/config types the asserted type mentions. */
  configTypes: string[];
}

const CONFIG_FOLDER = 'core/config/';

/** Type and interface names each non-test file of core/config exports. */
export function configTypeNames(sources: Sources): Set<string> {
  const names = new Set<string>();
  for (const [file, text] of sources) {
    if (!file.startsWith(CONFIG_FOLDER) || file.includes('.test.')) continue;
    for (const statement of parse(file, text).statements) {
      const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (exported && (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement))) names.add(statement.name.text);
    }
  }
  return names;
}

/** Every type assertion (`x as T`, `<T>x`) in the sources, with the core/config types it names. */
export function findCasts(sources: Sources): Cast[] {
  const configNames = configTypeNames(sources);
  const casts: Cast[] = [];
  for (const [file, text] of sources) {
    const source = parse(file, text);
    // A name is a config type when the file imports it from core/config or is core/config itself.
    const fromConfig = new Set<string>();
    if (file.startsWith(CONFIG_FOLDER)) for (const name of configNames) fromConfig.add(name);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const target = resolveImport(file, statement.moduleSpecifier.text);
      if (!target?.startsWith(CONFIG_FOLDER)) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements) {
          const imported = (element.propertyName ?? element.name).text;
          if (configNames.has(imported)) fromConfig.add(element.name.text);
        }
    }
    visit(source, (node) => {
      if (!ts.isAsExpression(node) && !ts.isTypeAssertionExpression(node)) return;
      if (node.type.kind === ts.SyntaxKind.UnknownKeyword) return; // The inner half of `as unknown as T`.
      if (ts.isTypeReferenceNode(node.type) && ts.isIdentifier(node.type.typeName) && node.type.typeName.text === 'const') return;
      const inner = node.expression;
      const throughUnknown =
        (ts.isAsExpression(inner) || ts.isTypeAssertionExpression(inner)) && inner.type.kind === ts.SyntaxKind.UnknownKeyword;
      const named = new Set<string>();
      visit(node.type, (t) => {
        if (ts.isTypeReferenceNode(t)) {
          const name = ts.isIdentifier(t.typeName) ? t.typeName.text : t.typeName.right.text;
          if (fromConfig.has(name)) named.add(name);
        }
      });
      casts.push({ file, line: lineOf(source, node), type: node.type.getText(source), throughUnknown, configTypes: [...named] });
    });
  }
  return casts;
}

// ---------------------------------------------------------------------------------------------
// (b) Module-level mutable state

/** Collections that may serve as constant lookup tables: state only when the file changes them. */
const COLLECTIONS = new Set(['Map', 'Set', 'Array', 'Int32Array', 'Float64Array', 'Uint8Array']);
/** Instances that never change once built. Any other `new` at module level is an object that may hold state. */
const IMMUTABLE_CONSTRUCTORS = new Set(['RegExp', 'TextEncoder', 'TextDecoder', 'URL', 'Error', 'Intl']);
/** What a class's static field may hold without being state: only a readonly value that is not a collection or an object. */
const STATEFUL_CONSTRUCTORS = new Set([...COLLECTIONS, 'WeakMap', 'WeakSet', 'BoundedMemo']);
/** Factories that return a cache. */
const CACHE_FACTORIES = new Set(['memoized']);
/** Calls that change the array, map or set they are called on. */
const MUTATING_METHODS = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'delete',
  'clear',
]);

/** The identifier at the root of `a.b[c].d`, if any. */
function rootName(node: ts.Expression): string | null {
  let current: ts.Expression = node;
  for (;;) {
    if (ts.isIdentifier(current)) return current.text;
    if (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) current = current.expression;
    else if (ts.isParenthesizedExpression(current) || ts.isNonNullExpression(current)) current = current.expression;
    else return null;
  }
}

/** Names of module constants the file changes: assigns into, deletes from or calls a mutating method on. */
function mutatedNames(source: ts.SourceFile): Set<string> {
  const mutated = new Set<string>();
  const isAssignment = (kind: ts.SyntaxKind) => kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
  visit(source, (node) => {
    let target: ts.Expression | null = null;
    if (ts.isBinaryExpression(node) && isAssignment(node.operatorToken.kind)) target = node.left;
    else if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(node.operator)
    )
      target = node.operand;
    else if (ts.isDeleteExpression(node)) target = node.expression;
    else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && MUTATING_METHODS.has(node.expression.name.text))
      target = node.expression.expression;
    else if (ts.isCallExpression(node) && node.expression.getText(source) === 'Object.assign' && node.arguments[0])
      target = node.arguments[0];
    if (!target) return;
    // Only `x.y = …` / `x[k] = …` change a constant's contents; `x = …` on a const does not compile.
    if (ts.isPropertyAccessExpression(target) || ts.isElementAccessExpression(target) || ts.isCallExpression(node)) {
      const name = rootName(target);
      if (name) mutated.add(name);
    }
  });
  return mutated;
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current))
    current = current.expression;
  return current;
}

/**
 * Top-level `let`/`var`; top-level `const` bound to a stateful instance or cache (`new Map`,
 * `new BoundedMemo`, `memoized(…)`) that the file changes or that holds entries by nature (a
 * WeakMap, a memo); a top-level object or array literal the file changes; a class's static field
 * that is not readonly.
 */
export function findModuleState(sources: Sources): Violation[] {
  const found: Violation[] = [];
  for (const [file, text] of sources) {
    const source = parse(file, text);
    const mutated = mutatedNames(source);
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        const flags = statement.declarationList.flags;
        const isConst = (flags & ts.NodeFlags.Const) !== 0;
        for (const declaration of statement.declarationList.declarations) {
          const name = declaration.name.getText(source);
          if (!isConst) {
            found.push({ file, line: lineOf(source, declaration), what: `let ${name}` });
            continue;
          }
          if (!declaration.initializer || !ts.isIdentifier(declaration.name)) continue;
          const init = unwrap(declaration.initializer);
          const changed = mutated.has(name);
          if (ts.isNewExpression(init)) {
            const made = init.expression.getText(source);
            if (IMMUTABLE_CONSTRUCTORS.has(made.split('.')[0]!) || (COLLECTIONS.has(made) && !changed)) continue;
            found.push({ file, line: lineOf(source, declaration), what: `const ${name} = new ${made}` });
          } else if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && CACHE_FACTORIES.has(init.expression.text)) {
            found.push({ file, line: lineOf(source, declaration), what: `const ${name} = ${init.expression.text}(…)` });
          } else if ((ts.isObjectLiteralExpression(init) || ts.isArrayLiteralExpression(init)) && changed) {
            found.push({ file, line: lineOf(source, declaration), what: `const ${name} (a literal changed in place)` });
          }
        }
      } else if (ts.isClassDeclaration(statement)) {
        for (const member of statement.members) {
          if (!ts.isPropertyDeclaration(member)) continue;
          const modifiers = ts.getModifiers(member) ?? [];
          const isStatic = modifiers.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
          const isReadonly = modifiers.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword);
          const init = member.initializer && unwrap(member.initializer);
          const stateful =
            init && ts.isNewExpression(init) && ts.isIdentifier(init.expression) && STATEFUL_CONSTRUCTORS.has(init.expression.text);
          if (isStatic && (!isReadonly || stateful))
            found.push({ file, line: lineOf(source, member), what: `static ${member.name.getText(source)}` });
        }
      }
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// (c) Web feature boundaries

const FEATURES = 'apps/web/src/features/';

function featureOf(file: string): string | null {
  if (!file.startsWith(FEATURES)) return null;
  return file.slice(FEATURES.length).split('/')[0] ?? null;
}

/**
 * A feature importing another feature, or shared web code (components/, lib/, hooks/) importing
 * a feature: shared code lives below the features, never beside or above them.
 */
export function findCrossFeatureImports(sources: Sources): Violation[] {
  const found: Violation[] = [];
  const shared = ['apps/web/src/components/', 'apps/web/src/lib/', 'apps/web/src/hooks/'];
  for (const [file, text] of sources) {
    const own = featureOf(file);
    const isShared = shared.some((folder) => file.startsWith(folder));
    if (!own && !isShared) continue;
    const source = parse(file, text);
    for (const { specifier, node } of importsOf(source)) {
      const target = resolveImport(file, specifier);
      const theirs = target && featureOf(target + '/');
      if (theirs && theirs !== own) found.push({ file, line: lineOf(source, node), what: specifier });
    }
  }
  return found;
}

/** A web file reaching outside apps/web/src by a relative path instead of `@core/…` or `@api-types`. */
export function findWebEscapes(sources: Sources): Violation[] {
  const found: Violation[] = [];
  for (const [file, text] of sources) {
    if (!file.startsWith('apps/web/src/')) continue;
    const source = parse(file, text);
    for (const { specifier, node } of importsOf(source))
      if (specifier.startsWith('.') && !resolveImport(file, specifier)!.startsWith('apps/web/src/'))
        found.push({ file, line: lineOf(source, node), what: specifier });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// (d) Core folder graph

/** `from → to → files`: which core folder imports which, and where. Test files are left out. */
export function coreArrows(sources: Sources): Map<string, Map<string, Set<string>>> {
  const arrows = new Map<string, Map<string, Set<string>>>();
  for (const [file, text] of sources) {
    if (!file.startsWith('core/') || /\.test\.tsx?$/.test(file)) continue;
    const from = file.split('/')[1]!;
    for (const { specifier } of importsOf(parse(file, text))) {
      const target = resolveImport(file, specifier);
      if (!target?.startsWith('core/')) continue;
      const to = target.split('/')[1]!;
      if (to === from) continue;
      const byTarget = arrows.get(from) ?? new Map<string, Set<string>>();
      arrows.set(from, byTarget);
      const files = byTarget.get(to) ?? new Set<string>();
      byTarget.set(to, files);
      files.add(file);
    }
  }
  return arrows;
}

/** The graph's cycles, one per strongly connected group of two or more folders (Tarjan). */
export function cyclesOf(edges: ReadonlyMap<string, Iterable<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const nodes = new Set<string>([...edges.keys(), ...[...edges.values()].flatMap((to) => [...to])]);
  const strong = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of [...nodes].sort()) if (!index.has(v)) strong(v);
  return groups;
}

// ---------------------------------------------------------------------------------------------
// Reading the repository

/** Every .ts/.tsx file under the given repo folders (node_modules and build output left out). */
export function readSources(root: string, folders: readonly string[]): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(relative);
      } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
        sources.set(relative, readFileSync(path.join(root, relative), 'utf8'));
    }
  };
  for (const folder of folders) walk(folder);
  return sources;
}
