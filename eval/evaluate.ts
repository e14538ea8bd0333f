import type { LanguageModel } from '../core/assistant/language-model.js';
import { normalize } from '../core/assistant/text.js';
import type { Order, OrderStatus } from '../core/orders/order.js';
import { formatMxn } from '../core/shared/money.js';
import { deliverySettingsOf } from '../core/delivery/delivery-settings.js';
import { chosenOptions, openChat } from './harness.js';
import { HELD_OUT_MENUS } from './held-out/index.js';
import { EVAL_MENUS, type EvalMenu } from './menus/index.js';
import { TUNING_MENUS } from './tuning/index.js';
import { CATEGORIES, type Category, type Dialogue, type ExpectedOrder } from './types.js';

export interface EvalFailure {
  id: string;
  category: Category;
  reason: string;
  transcript: string[];
}

export interface CategoryScore {
  total: number;
  exact: number;
}

export interface EvalReport {
  total: number;
  exact: number;
  accuracy: number;
  byCategory: Partial<Record<Category, CategoryScore>>;
  /** The same counts by menu: the evaluation is split by menu, so this is what generalization reads. */
  byMenu?: Record<string, CategoryScore>;
  failures: EvalFailure[];
}

const KITCHEN_TURN = /^#cocina:(\w+)(?::(\d+))?$/;

/** Menus registered besides the repo's five and the held-out ones (the tuning menus of eval/tuning). */
const EXTRA_MENUS: Record<string, EvalMenu> = { ...TUNING_MENUS };
export function registerMenus(menus: Record<string, EvalMenu>): void {
  Object.assign(EXTRA_MENUS, menus);
}

/** The menu a dialogue is played on, from the tuning menus or the held-out ones. */
export function menuOf(dialogue: Pick<Dialogue, 'menu' | 'id'>): EvalMenu {
  const menu = EVAL_MENUS[dialogue.menu] ?? EXTRA_MENUS[dialogue.menu] ?? HELD_OUT_MENUS[dialogue.menu];
  if (!menu) throw new Error(`${dialogue.id}: no existe el menú "${dialogue.menu}"`);
  return menu;
}
const key = (name: string, quantity: number, notes: string | null | undefined, options: readonly string[] = []) =>
  `${normalize(name)} × ${quantity}${notes ? ` (${normalize(notes)})` : ''}${options.length ? ` [${options.map(normalize).sort().join(', ')}]` : ''}`;

/** Why the last order is not exactly `expected`: lines, quantities, per-line notes, address, name, status and total. */
export function compareOrders(dialogue: Dialogue, orders: Order[]): string | null {
  const expected: ExpectedOrder | null = dialogue.expected;
  const last = orders[orders.length - 1];
  if (!expected) return last ? `no debía haber pedido y hay ${orders.length} (${last.status})` : null;
  if (!last) return 'no se creó ningún pedido';
  const want = expected.items.map((l) => key(l.name, l.quantity, l.notes, l.options)).sort();
  const got = last.items
    .map((l) =>
      key(
        l.name,
        l.quantity,
        l.notes,
        (l.options ?? []).map((o) => o.name),
      ),
    )
    .sort();
  if (want.join('|') !== got.join('|')) return `productos: esperaba [${want.join('; ')}], obtuve [${got.join('; ')}]`;
  if (normalize(last.deliveryAddress) !== normalize(expected.address))
    return `dirección: esperaba "${expected.address}", obtuve "${last.deliveryAddress}"`;
  if (expected.customerName && normalize(last.customerName ?? '') !== normalize(expected.customerName))
    return `nombre: esperaba "${expected.customerName}", obtuve "${last.customerName}"`;
  if (last.status !== expected.status) return `estado: esperaba ${expected.status}, obtuve ${last.status}`;
  const delivery = compareDelivery(expected, last);
  if (delivery) return delivery;
  const total = expectedTotal(dialogue, expected);
  if (last.total !== total) return `total: esperaba ${formatMxn(total)}, obtuve ${formatMxn(last.total)}`;
  return null;
}

/** Each reply the dialogue names must contain its words (compared normalized); `replies` by turn index. */
export function compareReplies(dialogue: Dialogue, replies: (string | null)[]): string | null {
  for (const [at, words] of Object.entries(dialogue.replies ?? {})) {
    const said = replies[Number(at)] ?? '';
    if (!normalize(said).includes(normalize(words))) return `respuesta ${at}: esperaba «${words}», obtuve «${said}»`;
  }
  return null;
}

/** What the customer must pay: menu prices plus the chosen options' (#25), plus the zone's fee (#24). */
function expectedTotal(dialogue: Dialogue, expected: ExpectedOrder): number {
  const menu = menuOf(dialogue).items;
  return expected.items.reduce((s, l) => {
    const item = menu.find((i) => i.name === l.name);
    if (!item) return NaN;
    const options = chosenOptions({ name: item.name, optionGroups: item.optionGroups ?? [] }, l.options ?? []);
    return s + (item.price + options.reduce((sum, o) => sum + o.price, 0)) * l.quantity;
  }, expected.deliveryFee ?? 0);
}

/** #24: pickup or delivery, the fee and the payment, where the dialogue expects them. */
function compareDelivery(expected: ExpectedOrder, last: Order): string | null {
  if (expected.fulfillment && last.fulfillment !== expected.fulfillment)
    return `entrega: esperaba ${expected.fulfillment}, obtuve ${last.fulfillment}`;
  if (expected.deliveryFee !== undefined && last.deliveryFee !== expected.deliveryFee)
    return `envío: esperaba ${formatMxn(expected.deliveryFee)}, obtuve ${formatMxn(last.deliveryFee)}`;
  const pay = expected.payment;
  if (pay && (last.payment?.method !== pay.method || (pay.changeFor !== undefined && (last.payment?.changeFor ?? null) !== pay.changeFor)))
    return `pago: esperaba ${pay.method}${pay.changeFor ? ` con ${formatMxn(pay.changeFor)}` : ''}, obtuve ${last.payment ? `${last.payment.method}${last.payment.changeFor ? ` con ${formatMxn(last.payment.changeFor)}` : ''}` : 'ninguno'}`;
  return null;
}

/** Plays a dialogue against the real Assistant; `model` defaults to the offline engine. */
export async function runDialogue(dialogue: Dialogue, model?: LanguageModel) {
  const { restaurant, items } = menuOf(dialogue);
  const chat = await openChat({
    ...(model ? { model } : {}),
    menu: items,
    restaurant,
    profile: restaurant,
    config: dialogue.personality ? { personality: dialogue.personality } : {},
    ...(dialogue.delivery ? { delivery: deliverySettingsOf(dialogue.delivery) } : {}),
    ...(dialogue.previous ? { previous: dialogue.previous } : {}),
  });
  // #23: the orders placed before the chat are the customer's history, never what is scored.
  // Oldest first (the repository lists newest first): "the last order" is the one placed last, also after a second order.
  const chatOrders = async () =>
    (await chat.orders.list(chat.restaurant.id))
      .filter((o) => !chat.seeded.has(o.id))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const transcript: string[] = [];
  const replies: (string | null)[] = [];
  for (const said of dialogue.turns) {
    // Bubbles sent together reach the assistant as one run, joined by new lines (core/conversations/process-inbound.ts).
    const turn = Array.isArray(said) ? said.join('\n') : said;
    const kitchen = KITCHEN_TURN.exec(turn);
    if (kitchen) {
      const orders = await chatOrders();
      const last = orders[orders.length - 1];
      const eta = kitchen[2] ? { etaMinutes: Number(kitchen[2]) } : {};
      if (last) await chat.orders.moveStatus(chat.restaurant.id, last.id, kitchen[1] as OrderStatus, eta);
      transcript.push(`  (cocina: ${kitchen[1]}${kitchen[2] ? `, ${kitchen[2]} min` : ''})`);
      replies.push(null);
      continue;
    }
    const out = await chat.send(turn);
    transcript.push(`> ${turn}`, out.reply);
    replies.push(out.reply);
  }
  return { orders: await chatOrders(), transcript, replies };
}

/** Runs every dialogue; counts exact orders overall and per category. */
export async function evaluate(dialogues: Dialogue[], options: { model?: () => LanguageModel } = {}): Promise<EvalReport> {
  const failures: EvalFailure[] = [];
  const byCategory: Partial<Record<Category, CategoryScore>> = {};
  const byMenu: Record<string, CategoryScore> = {};
  for (const dialogue of dialogues) {
    const { orders, transcript, replies } = await runDialogue(dialogue, options.model?.());
    const reason = compareOrders(dialogue, orders) ?? compareReplies(dialogue, replies);
    const score = (byCategory[dialogue.category] ??= { total: 0, exact: 0 });
    const menuScore = (byMenu[dialogue.menu] ??= { total: 0, exact: 0 });
    score.total++;
    menuScore.total++;
    if (reason) failures.push({ id: dialogue.id, category: dialogue.category, reason, transcript });
    else {
      score.exact++;
      menuScore.exact++;
    }
  }
  const exact = dialogues.length - failures.length;
  return { total: dialogues.length, exact, accuracy: dialogues.length ? exact / dialogues.length : 1, byCategory, byMenu, failures };
}

const pct = (exact: number, total: number) => `${((exact / Math.max(total, 1)) * 100).toFixed(1)}%`;

/** The report as `npm run eval` prints it: totals, then one row per category. */
export function formatReport(title: string, report: EvalReport): string[] {
  const rows = [`${title}: ${report.exact}/${report.total} pedidos exactos (${pct(report.exact, report.total)})`];
  for (const category of CATEGORIES) {
    const s = report.byCategory[category];
    if (s) rows.push(`  ${category.padEnd(18)} ${String(s.exact).padStart(3)}/${String(s.total).padEnd(3)} ${pct(s.exact, s.total)}`);
  }
  const menus = Object.entries(report.byMenu ?? {});
  if (menus.length > 1) {
    rows.push('  por menú:');
    for (const [menu, s] of menus)
      rows.push(`  ${menu.padEnd(18)} ${String(s.exact).padStart(3)}/${String(s.total).padEnd(3)} ${pct(s.exact, s.total)}`);
  }
  return rows;
}
