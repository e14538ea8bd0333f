/**
 * A cache of a pure function's results that cannot grow without bound: customers' text is
 * unbounded input. Two generations: when the young one fills up it becomes the old one and the
 * previous old one is dropped; a hit in the old one moves back to the young. At most 2 × limit
 * entries, and what is used often stays.
 */
export class BoundedMemo<K, V> {
  private young = new Map<K, V>();
  private old = new Map<K, V>();

  constructor(readonly limit: number) {}

  get size(): number {
    return this.young.size + this.old.size;
  }

  get(key: K): V | undefined {
    const hit = this.young.get(key);
    if (hit !== undefined) return hit;
    const aged = this.old.get(key);
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }

  set(key: K, value: V): void {
    if (this.young.size >= this.limit) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }

  clear(): void {
    this.young = new Map();
    this.old = new Map();
  }
}

/** `fn` with its results kept in a BoundedMemo (`fn` must be pure and never return undefined). */
export function memoized<V>(fn: (key: string) => V, limit: number): ((key: string) => V) & { memo: BoundedMemo<string, V> } {
  const memo = new BoundedMemo<string, V>(limit);
  const cached = (key: string): V => {
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const value = fn(key);
    memo.set(key, value);
    return value;
  };
  return Object.assign(cached, { memo });
}
