import type { MenuItem } from '../../../core/menu/menu-item.js';

interface Known {
  items: readonly MenuItem[];
  key: string;
}

/**
 * Names each menu a worker is sent, so a worker keeps it and later calls send only the name.
 * A menu is the same as the restaurant's last one when it holds the very same item objects,
 * all frozen (the reply path's menu cache hands out frozen items until the menu's version
 * moves), or when it is the same array (one reply calls the model several times).
 */
export class MenuKeys {
  private readonly byArray = new WeakMap<readonly MenuItem[], string>();
  private readonly last = new Map<string, Known>();
  private readonly json = new Map<string, string>();
  private count = 0;

  constructor(private readonly maxTenants = 1000) {}

  /** The menu's key, and whether it is new (so the menu goes along with the request). */
  keyOf(tenantId: string, menu: readonly MenuItem[]): { key: string; fresh: boolean } {
    const same = this.byArray.get(menu);
    if (same) return { key: same, fresh: false };
    const known = this.last.get(tenantId);
    if (known && sameFrozenItems(known.items, menu)) {
      this.byArray.set(menu, known.key);
      return { key: known.key, fresh: false };
    }
    const key = `${tenantId}#${++this.count}`;
    this.byArray.set(menu, key);
    this.last.delete(tenantId);
    this.last.set(tenantId, { items: [...menu], key });
    while (this.last.size > this.maxTenants) this.last.delete(this.last.keys().next().value!);
    return { key, fresh: true };
  }

  /**
   * The menu as JSON, written once per key: each worker that needs it gets a copy of one string
   * (cheap to pass), not a fresh structured clone of every item on the event loop.
   */
  jsonOf(key: string, menu: readonly MenuItem[]): string {
    let text = this.json.get(key);
    if (text === undefined) {
      text = JSON.stringify(menu);
      this.json.set(key, text);
      while (this.json.size > MENUS_KEPT_AS_JSON) this.json.delete(this.json.keys().next().value!);
    }
    return text;
  }
}

/** Menus kept written out for workers that have not seen them yet (each worker asks at most once per menu). */
const MENUS_KEPT_AS_JSON = 32;

function sameFrozenItems(a: readonly MenuItem[], b: readonly MenuItem[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] || !Object.isFrozen(b[i])) return false;
  return true;
}
