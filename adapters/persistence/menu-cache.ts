import type { MenuItem, MenuRepository } from '../../core/menu/menu-item.js';

export interface MenuCacheOptions {
  /** Restaurants whose menu is kept; the least recently used goes first. */
  maxRestaurants?: number;
  /** A menu is read again after this long whatever its version: a bound on staleness should a write ever skip its bump. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  version: number;
  items: readonly MenuItem[];
  readAt: number;
}

/**
 * Each restaurant's menu as last read, keyed by the menu's change version. The version comes
 * for free with the settings read every message starts with (SqlRestaurantSettingsStore
 * calls `observe`), and every menu write bumps it (SqlMenuRepository): an edit made through
 * any process is seen by the next message. A menu is stored under the version observed
 * before it was read, so it is never older than that version.
 */
export class MenuVersionCache {
  private readonly observed = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();
  private readonly maxRestaurants: number;
  private readonly maxAgeMs: number;
  readonly now: () => number;

  constructor(options: MenuCacheOptions = {}) {
    this.maxRestaurants = options.maxRestaurants ?? 1000;
    this.maxAgeMs = options.maxAgeMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The menu version a read of the database saw just now. Versions only grow: a slower, older read never takes one back. */
  observe(restaurantId: string, version: number): void {
    const known = this.observed.get(restaurantId);
    if (known !== undefined && known >= version) return;
    this.observed.delete(restaurantId);
    this.observed.set(restaurantId, version);
    evictOldest(this.observed, this.maxRestaurants);
  }

  /** The version last observed, or undefined when none was (nothing may be served from the cache then). */
  version(restaurantId: string): number | undefined {
    return this.observed.get(restaurantId);
  }

  lookup(restaurantId: string, version: number): readonly MenuItem[] | null {
    const entry = this.entries.get(restaurantId);
    if (!entry || entry.version !== version || this.now() - entry.readAt > this.maxAgeMs) return null;
    // Most recently used last.
    this.entries.delete(restaurantId);
    this.entries.set(restaurantId, entry);
    return entry.items;
  }

  store(restaurantId: string, version: number, items: MenuItem[], readAt: number): readonly MenuItem[] {
    const frozen = Object.freeze(items.map(freezeItem));
    const current = this.entries.get(restaurantId);
    if (current && current.version > version) return frozen;
    this.entries.delete(restaurantId);
    this.entries.set(restaurantId, { version, items: frozen, readAt });
    evictOldest(this.entries, this.maxRestaurants);
    return frozen;
  }
}

function evictOldest(map: Map<string, unknown>, max: number) {
  while (map.size > max) map.delete(map.keys().next().value!);
}

/** Shared between replies: frozen, so a caller changing its copy fails loudly instead of changing everyone's. */
const freezeItem = (item: MenuItem): MenuItem =>
  Object.freeze({ ...item, ingredients: Object.freeze([...item.ingredients]), synonyms: Object.freeze([...item.synonyms]) }) as MenuItem;

/**
 * The menu as the reply path reads it: `list` comes from the cache when the restaurant's menu
 * version has not moved since it was read. Only for a caller that has just read the
 * restaurant's settings through the same cache (the reply path does, first thing); writes and
 * single items go straight to the repository.
 */
export class CachedMenuRepository implements MenuRepository {
  constructor(
    private readonly inner: MenuRepository,
    private readonly cache: MenuVersionCache,
  ) {}

  async list(restaurantId: string): Promise<MenuItem[]> {
    const version = this.cache.version(restaurantId);
    if (version === undefined) return this.inner.list(restaurantId);
    const cached = this.cache.lookup(restaurantId, version);
    if (cached) return [...cached];
    const readAt = this.cache.now();
    return [...this.cache.store(restaurantId, version, await this.inner.list(restaurantId), readAt)];
  }

  findById: MenuRepository['findById'] = (restaurantId, id) => this.inner.findById(restaurantId, id);
  create: MenuRepository['create'] = (item) => this.inner.create(item);
  update: MenuRepository['update'] = (restaurantId, id, patch) => this.inner.update(restaurantId, id, patch);
  delete: MenuRepository['delete'] = (restaurantId, id) => this.inner.delete(restaurantId, id);
  createMany: MenuRepository['createMany'] = (items) => this.inner.createMany(items);
  reorder: MenuRepository['reorder'] = (restaurantId, ids) => this.inner.reorder(restaurantId, ids);
}
