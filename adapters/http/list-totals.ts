const MAX_ENTRIES = 2000;

/**
 * The '{n} de {m}' badges, counted once per change version: a poll that follows a write
 * recounts, the pages a client scrolls through in between reuse the figure. Keyed by the
 * database's version, so a process never serves a count older than the rows it returns.
 */
export class ListTotals {
  private readonly cache = new Map<string, { version: number; count: number }>();

  /** `filtered` null means no filter: the filtered count is the total. */
  async read(
    version: number,
    restaurantId: string,
    list: string,
    total: () => Promise<number>,
    filtered: { key: string; count: () => Promise<number> } | null,
  ): Promise<{ total: number; filtered: number }> {
    const all = await this.cached(version, `${restaurantId}\n${list}`, total);
    if (!filtered) return { total: all, filtered: all };
    return { total: all, filtered: await this.cached(version, `${restaurantId}\n${list}\n${filtered.key}`, filtered.count) };
  }

  private async cached(version: number, id: string, compute: () => Promise<number>): Promise<number> {
    const hit = this.cache.get(id);
    if (hit && hit.version === version) return hit.count;
    const count = await compute();
    if (this.cache.size >= MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(id, { version, count });
    return count;
  }
}
