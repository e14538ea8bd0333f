/** "a, b y c": every item of the list (what was ordered, what will be charged). */
export function listAnd(items: readonly string[]): string {
  return joinLast(items, 'y');
}

/** "a, b o c": one of the items, for the customer to choose (sizes, ambiguous names, payment methods). */
export function listOr(items: readonly string[]): string {
  return joinLast(items, 'o');
}

function joinLast(items: readonly string[], word: 'y' | 'o'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items.at(-1)}`;
}
