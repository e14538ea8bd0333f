import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longFunctions } from '../../../tools/long-functions.js';
import { REPO_ROOT } from '../settings.js';

/** Every .ts/.tsx file under a folder of the repository, as paths relative to the root. */
function filesUnder(folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return entry === 'node_modules' ? [] : walk(path);
      return /\.tsx?$/.test(entry) ? [relative(REPO_ROOT, path)] : [];
    });
  return walk(join(REPO_ROOT, folder));
}

/** The module specifiers a file imports or re-exports (static and dynamic). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(REPO_ROOT, file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]!);
}

/** Where a relative import lands, relative to the root; null for a package. */
const target = (file: string, specifier: string) =>
  specifier.startsWith('.') ? relative(REPO_ROOT, resolve(REPO_ROOT, dirname(file), specifier)) : null;

describe('the hexagon', () => {
  it('keeps core free of adapters, apps and packages (tests may use vitest and fast-check; core/config its zod schemas)', () => {
    const offending = filesUnder('core').flatMap((file) =>
      importsOf(file)
        .filter((specifier) => {
          const landing = target(file, specifier);
          if (landing === null)
            return !(
              (/\.test\.ts$/.test(file) && ['vitest', 'fast-check'].includes(specifier)) ||
              (file.startsWith('core/config/') && specifier === 'zod')
            );
          return !landing.startsWith('core/');
        })
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('keeps adapters free of apps: only the composition root picks adapters', () => {
    const offending = filesUnder('adapters').flatMap((file) =>
      importsOf(file)
        .filter((specifier) => target(file, specifier)?.startsWith('apps/'))
        .map((specifier) => `${file} → ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  it('names only files and folders that exist, so the map stays true', () => {
    const map = readFileSync(join(REPO_ROOT, 'docs/architecture.md'), 'utf8');
    const paths = [...map.matchAll(/`((?:core|adapters|apps|bench|eval|tests|docs|tools)\/[^`<>*\s]*)`/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !existsSync(join(REPO_ROOT, path)))).toEqual([]);
  });
});

describe('functions', () => {
  it('are at most 80 lines outside JSX views, migrations and test suites', () => {
    const roots = ['core', 'adapters', 'apps', 'bench', 'eval', 'tools'].map((folder) => join(REPO_ROOT, folder));
    const found = longFunctions(roots).map((f) => `${relative(REPO_ROOT, f.file)}:${f.line} ${f.name} (${f.lines} lines)`);
    expect(found).toEqual([]);
  }, 60_000);
});
