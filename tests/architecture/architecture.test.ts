import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  coreArrows,
  cyclesOf,
  findCasts,
  findCrossFeatureImports,
  findModuleState,
  findWebEscapes,
  readSources,
  type Sources,
} from './checks.js';

/**
 * The edges of the code a newcomer trips over, kept by reading the source (docs/architecture.md,
 * "Edges and rules the architecture test keeps"):
 * (a) no cast of a config value, and `as unknown as` only where ALLOWED_UNKNOWN_CASTS says why;
 * (b) no module-level mutable state in core/ or adapters/: caches are objects the composition
 *     root creates and passes in;
 * (c) no web feature importing another feature (or shared web code importing a feature);
 * (d) core's folders form a directed acyclic graph whose arrows are all in ALLOWED_ARROWS.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Violations known today in code other work is changing, each with the file that has it. Every
 * entry must still be violated (a fixed one fails the test until it is taken off this list), so
 * the list only shrinks. Empty it as the fixes land.
 */
const PENDING = {
  /** Casts of config values, as `file: asserted type`. */
  configCasts: [] as string[],
  /** Module-level state, as `file: what`. */
  moduleState: [] as string[],
  /** Arrows between core folders that close a cycle today, as `from -> to`, with the files making them. */
  arrows: {} as Record<string, string[]>,
};

/**
 * The arrows core's folders may have: a folder may import a folder below it. From the bottom:
 * shared; menu; orders (lines, totals, money lines, the cart being built, the ports their moves call); delivery (zones
 * and quotes); ai-usage; config (one schema per key, opening hours); customers; tenancy
 * (restaurants, users, the plan catalogue); plans (usage and admissions); then the use cases:
 * conversations (the inbound pipeline, its gates, the messages it sends, the Responder port),
 * assistant (the Responder), billing and order-payments. Adding an arrow here must keep the list acyclic (tested below).
 */
const ALLOWED_ARROWS = [
  'ai-usage -> shared',
  'assistant -> ai-usage',
  'assistant -> config',
  'assistant -> conversations',
  'assistant -> customers',
  'assistant -> delivery',
  'assistant -> menu',
  'assistant -> orders',
  'assistant -> shared',
  'assistant -> tenancy',
  'billing -> shared',
  'billing -> tenancy',
  'config -> shared',
  'conversations -> ai-usage',
  'conversations -> config',
  'conversations -> delivery',
  'conversations -> menu',
  'conversations -> orders',
  'conversations -> plans',
  'conversations -> shared',
  'conversations -> tenancy',
  'customers -> orders',
  'customers -> shared',
  'delivery -> orders',
  'delivery -> shared',
  'menu -> shared',
  'order-payments -> delivery',
  'order-payments -> orders',
  'order-payments -> shared',
  'orders -> menu',
  'orders -> shared',
  'plans -> shared',
  'plans -> tenancy',
  'tenancy -> menu',
  'tenancy -> shared',
];

/**
 * Module-level state that stays, each with why, as `file: what`. Only a composition root may hold
 * state for the life of its process or thread.
 */
const ALLOWED_MODULE_STATE: Record<string, string> = {
  'adapters/ai/pooled/engine-worker.ts: const menus = new Map':
    "A worker thread's entry module is that thread's composition root: the menus it was sent live as long as the thread, at most MAX_MENUS.",
  'adapters/ai/pooled/engine-worker.ts: const starts = new TaskStarts':
    "The same thread's view of the pool's shared call-start slots (a SharedArrayBuffer the pool made and handed over in workerData), for the thread's life.",
};

/**
 * The `as unknown as` casts that are not of config, each with why it stays, as
 * `file: asserted type`. A new one needs an entry here (or, better, no cast).
 */
const ALLOWED_UNKNOWN_CASTS: Record<string, string> = {
  'core/assistant/measures.ts: RegExpExecArray': "String.replace's callback receives the match as rest arguments, not as an array.",
  'core/assistant/assistant-responder.test.ts: RestaurantSettings': 'A test builds only the settings the responder reads.',
  'core/conversations/busy-gate.test.ts: GateInput': 'A test builds only the gate input the busy gate reads.',
  'adapters/ai/offline/compose.ts: Result & Record<string, unknown>': "A tool's result read as the loose record the payment words take.",
  'adapters/ai/offline/lexicon.ts: Lexicon<T>': 'The compiled lexicon is kept untyped per menu and given back with the menu item type.',
  'adapters/ai/offline/lexicon.ts: Lexicon<never>': 'The compiled lexicon is kept untyped per menu and given back with the menu item type.',
  "adapters/ai/pooled/pooled-language-model.test.ts: ModelRequest['context']['cart']": 'A test builds only the cart fields the pool sends.',
  'adapters/http/routes/ai-routes.test.ts: { id: string; skip: string | null }[]': "A test reads the JSON body's rows.",
  'adapters/persistence/contract/menu-repository.test.ts: string': 'A test stores a broken row the types forbid, to see it rejected.',
  'adapters/persistence/migrations/0008-per-restaurant-settings.test.ts: Kysely<any>':
    "A migration test types the database as the migration's own time (Kysely's convention).",
  'apps/web/src/features/alerts/components/alert-effects.ts: { webkitAudioContext?: typeof AudioContext }':
    "Safari's prefixed AudioContext is not in the DOM types.",
  'apps/web/src/features/menu/components/import-menu-dialog.tsx: ImportPreview':
    "The import preview comes back as an API error's JSON body.",
  'tests/e2e/admin-scale.test.ts: { longTasks: number[] }': 'A browser journey reads what its injected script put on window.',
  'tests/e2e/onboarding-journey.test.ts: { axe: { run: (ctx: Document, o: object) => Promise<{ violations: unknown[] }> } }':
    'A browser journey reads the accessibility checker it injected on window.',
  'tests/e2e/per-restaurant-settings.test.ts: { all: string[] }': "A browser journey reads its console collector's list.",
  'tests/e2e/whatsapp-takeover-journey.test.ts: { __alerts: { notifications: string[]; tones: number } }':
    'A browser journey reads what its injected script put on window.',
};

/** Each listed entry still found, and nothing found outside the list. */
function expectExactly(found: string[], listed: readonly string[], what: string) {
  const unexpected = [...new Set(found)].filter((f) => !listed.includes(f)).sort();
  const fixed = listed.filter((l) => !found.includes(l));
  expect(unexpected, `${what} not allowed`).toEqual([]);
  expect(fixed, `${what} listed but no longer found: take them off the list`).toEqual([]);
}

describe('the architecture of the repository', () => {
  let sources: Sources;
  beforeAll(() => {
    sources = readSources(root, ['core', 'adapters', 'apps', 'bench', 'eval', 'tests', 'tools']);
  });

  it('casts no config value, and casts through unknown only where the allowlist says why', () => {
    const casts = findCasts(sources);
    expectExactly(
      casts.filter((c) => c.configTypes.length > 0).map((c) => `${c.file}: ${c.type}`),
      PENDING.configCasts,
      'Casts of config',
    );
    expectExactly(
      casts.filter((c) => c.throughUnknown && c.configTypes.length === 0).map((c) => `${c.file}: ${c.type}`),
      Object.keys(ALLOWED_UNKNOWN_CASTS),
      '`as unknown as` casts',
    );
  });

  it('keeps no mutable state at module level in core or adapters', () => {
    const code = new Map([...sources].filter(([file]) => (file.startsWith('core/') || file.startsWith('adapters/')) && !isTest(file)));
    expectExactly(
      findModuleState(code).map((v) => `${v.file}: ${v.what}`),
      [...PENDING.moduleState, ...Object.keys(ALLOWED_MODULE_STATE)],
      'Module-level state',
    );
  });

  it("reads the server's types in the web through the aliases only", () => {
    expect(findWebEscapes(sources).map((v) => `${v.file}:${v.line} imports ${v.what}`)).toEqual([]);
  });

  it('lets no web feature import another feature', () => {
    expect(findCrossFeatureImports(sources).map((v) => `${v.file}:${v.line} imports ${v.what}`)).toEqual([]);
  });

  it("keeps core's folders a directed acyclic graph of allowed arrows", () => {
    const arrows = coreArrows(sources);
    const found = [...arrows].flatMap(([from, to]) => [...to.keys()].map((t) => `${from} -> ${t}`));
    const pending = Object.keys(PENDING.arrows);
    expectExactly(
      found.filter((a) => !ALLOWED_ARROWS.includes(a)),
      pending,
      'Arrows between core folders',
    );
    for (const arrow of pending) {
      const [from, to] = arrow.split(' -> ') as [string, string];
      expect([...(arrows.get(from)?.get(to) ?? [])].sort(), `files making ${arrow}`).toEqual([...PENDING.arrows[arrow]!].sort());
    }
    const allowed = new Map<string, string[]>();
    for (const arrow of found.filter((a) => ALLOWED_ARROWS.includes(a))) {
      const [from, to] = arrow.split(' -> ') as [string, string];
      allowed.set(from, [...(allowed.get(from) ?? []), to]);
    }
    expect(cyclesOf(allowed), 'cycles among the allowed arrows found').toEqual([]);
  });

  it('lists allowed arrows that form no cycle', () => {
    expect(cyclesOf(graphOf(ALLOWED_ARROWS))).toEqual([]);
  });
});

function graphOf(arrows: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const arrow of arrows) {
    const [from, to] = arrow.split(' -> ') as [string, string];
    graph.set(from, [...(graph.get(from) ?? []), to]);
  }
  return graph;
}

// -----------------------------------------------------------------------------------------------
// Each check catches what it is for, on a small fixture.

const fixture = (files: Record<string, string>): Sources => new Map(Object.entries(files));

const CONFIG_FIXTURE = {
  'core/config/config.ts': 'export interface AiConfig { model: string }\nexport type Scope = string | null;\nexport const KEY = "ai";',
};

describe('the cast check', () => {
  it('finds a cast of config through unknown, with or without Partial, and an angle-bracket one', () => {
    const casts = findCasts(
      fixture({
        ...CONFIG_FIXTURE,
        'core/conversations/reader.ts': [
          "import type { AiConfig as Ai } from '../config/config.js';",
          'export const a = (v: Record<string, unknown>) => v as unknown as Ai;',
          'export const b = (v: object) => v as Partial<Ai>;',
          'export const c = (v: object) => <Ai>v;',
        ].join('\n'),
      }),
    );
    expect(casts.map((c) => [c.line, c.configTypes, c.throughUnknown])).toEqual([
      [2, ['Ai'], true],
      [3, ['Ai'], false],
      [4, ['Ai'], false],
    ]);
  });

  it('finds a cast of config in the web through the @core alias, and not a web type of the same name', () => {
    const casts = findCasts(
      fixture({
        ...CONFIG_FIXTURE,
        'apps/web/src/features/ai-config/form.ts':
          "import type { AiConfig } from '@core/config/config';\nexport const f = (v: unknown) => v as AiConfig;",
        'apps/web/src/features/other/form.ts': "import type { AiConfig } from './local';\nexport const f = (v: unknown) => v as AiConfig;",
      }),
    );
    expect(casts.filter((c) => c.configTypes.length > 0).map((c) => c.file)).toEqual(['apps/web/src/features/ai-config/form.ts']);
  });

  it('finds `as unknown as` to any type, and leaves `as const` alone', () => {
    const casts = findCasts(
      fixture({ 'core/menu/x.ts': 'export const a = [1] as const;\nexport const b = (v: string) => v as unknown as number;' }),
    );
    expect(casts.map((c) => ({ line: c.line, type: c.type, throughUnknown: c.throughUnknown }))).toEqual([
      { line: 2, type: 'number', throughUnknown: true },
    ]);
  });
});

describe('the module state check', () => {
  it('finds top-level lets, caches and constants changed in place', () => {
    const found = findModuleState(
      fixture({
        'core/menu/cache.ts': [
          'let count = 0;',
          'const byName = new Map<string, number>();',
          'const seen = new WeakMap<object, number>();',
          'const memo = memoized((s: string) => s, 10);',
          'const order: string[] = [];',
          'const totals = { all: 0 };',
          'const shared = new MenuMatcher();',
          'export function remember(name: string) { count++; byName.set(name, count); order.push(name); totals.all += 1; }',
        ].join('\n'),
      }),
    );
    expect(found.map((v) => v.what)).toEqual([
      'let count',
      'const byName = new Map',
      'const seen = new WeakMap',
      'const memo = memoized(…)',
      'const order (a literal changed in place)',
      'const totals (a literal changed in place)',
      'const shared = new MenuMatcher',
    ]);
  });

  it('leaves constants alone: a lookup set, a table, a collator, a pattern, a class with instance state', () => {
    const found = findModuleState(
      fixture({
        'core/menu/constants.ts': [
          "const FILLER = new Set(['de', 'la']);",
          'const NUMBERS: Record<string, string> = { dos: "2" };',
          'const LIMIT = 10;',
          "const collator = new Intl.Collator('es');",
          "const WORD = new RegExp('\\\\w+');",
          'export const isFiller = (w: string) => FILLER.has(w) || NUMBERS[w] !== undefined || w.length > LIMIT;',
          'export class Cache { private readonly entries = new Map<string, number>(); static readonly LIMIT = 5; }',
        ].join('\n'),
      }),
    );
    expect(found).toEqual([]);
  });

  it('reads a map built in one expression and never changed as a table, and the same map changed after it is built as state', () => {
    const table = [
      "const UNITS = ['cero', 'uno', 'dos'];",
      'const WORDS: ReadonlyMap<string, number> = new Map([...UNITS.map((w, n) => [w, n] as const), ["una", 1]]);',
      'export const numberOf = (w: string) => WORDS.get(w);',
    ];
    expect(findModuleState(fixture({ 'adapters/ai/offline/words.ts': table.join('\n') }))).toEqual([]);
    const changed = [...table, "WORDS.set('un', 1).set('otro', 1);"];
    expect(findModuleState(fixture({ 'adapters/ai/offline/words.ts': changed.join('\n') })).map((v) => v.what)).toEqual([
      'const WORDS = new Map',
    ]);
  });

  it('finds a static field that can change', () => {
    const found = findModuleState(
      fixture({ 'adapters/x.ts': 'export class Pool { static instances = 0; static readonly all = new Set<Pool>(); }' }),
    );
    expect(found.map((v) => v.what)).toEqual(['static instances', 'static all']);
  });
});

describe('the web feature check', () => {
  it('finds a feature importing another, by alias or by path, and shared code importing a feature', () => {
    const found = findCrossFeatureImports(
      fixture({
        'apps/web/src/features/dashboard/card.tsx': [
          "import { useStatus } from '@/features/api-settings/api/status';",
          "import { useOwn } from '@/features/dashboard/api/own';",
          "import { thing } from '../orders/api/get-orders';",
          "import { api } from '@/lib/api-client';",
        ].join('\n'),
        'apps/web/src/lib/helper.ts': "import { useUser } from '@/features/auth/api/get-user';",
      }),
    );
    expect(found.map((v) => `${v.file}:${v.line}`)).toEqual([
      'apps/web/src/features/dashboard/card.tsx:1',
      'apps/web/src/features/dashboard/card.tsx:3',
      'apps/web/src/lib/helper.ts:1',
    ]);
  });
});

describe('the web alias check', () => {
  it('finds a relative import leaving apps/web/src, and leaves the aliases alone', () => {
    const found = findWebEscapes(
      fixture({
        'apps/web/src/features/sales/api/get-sales.ts': [
          "import type { SalesSummary } from '../../../../../../core/orders/sales';",
          "import type { SalesPeriod } from '@core/orders/sales';",
          "import type { OrderJson } from '@api-types';",
          "import { api } from '../../../lib/api-client';",
        ].join('\n'),
      }),
    );
    expect(found.map((v) => v.line)).toEqual([1]);
  });
});

describe('the core graph check', () => {
  it('finds the arrows between folders, and a cycle among them', () => {
    const arrows = coreArrows(
      fixture({
        'core/orders/order.ts':
          "import type { Conversation } from '../conversations/conversation.js';\nimport { money } from '../shared/money.js';",
        'core/conversations/conversation.ts': "import type { Order } from '../orders/order.js';",
        'core/conversations/conversation.test.ts': "import { x } from '../menu/x.js';",
        'core/menu/item.ts': "import { money } from '../shared/money.js';",
      }),
    );
    const graph = new Map([...arrows].map(([from, to]) => [from, [...to.keys()]]));
    expect(Object.fromEntries(graph)).toEqual({ orders: ['conversations', 'shared'], conversations: ['orders'], menu: ['shared'] });
    expect(cyclesOf(graph)).toEqual([['conversations', 'orders']]);
    expect(cyclesOf(graphOf(['orders -> shared', 'menu -> shared', 'orders -> menu']))).toEqual([]);
  });
});
