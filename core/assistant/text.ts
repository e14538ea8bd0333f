/** Lowercase, no accents (ñ → n), punctuation folded to single spaces: how customers' words are compared. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export const words = (text: string): string[] => normalize(text).split(' ').filter(Boolean);

/**
 * A crude Spanish singular: both sides of every comparison go through it, so "sopes"/"sope"
 * and "verdes"/"verde" meet at the same stem without a real morphology table.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d+$/.test(word)) return word;
  let w = word.endsWith('s') ? word.slice(0, -1) : word;
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Optimal-string-alignment distance: a transposed pair ("piza"/"pzia") costs one typo, not two. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How a word sounds in Mexican Spanish: doubled letters, k/qu/c, z/s, ll/y, v/b and a silent h folded. */
export function sound(word: string): string {
  return word
    .replace(/[cs]h/g, 'x')
    .replace(/ll/g, 'y')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[aou])/g, 'k')
    .replace(/z/g, 's')
    .replace(/c(?=[ei])/g, 's')
    .replace(/v/g, 'b')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1');
}

/**
 * Two stems name the same thing. Short words must match exactly, because "para"/"papa" or
 * "plan"/"flan" are one letter apart; longer words forgive one typo, very long ones two.
 */
export function similarStems(a: string, b: string): boolean {
  if (a === b) return true;
  // "late"/"latte", "pisa"/"pizza", "kesos"/"quesos", "poyo"/"pollo": spelled as it sounds.
  if (a.length > 2 && sound(a) === sound(b)) return true;
  const longest = Math.max(a.length, b.length);
  const allowed = longest >= 9 ? 2 : longest >= 5 ? 1 : 0;
  if (allowed === 0 || Math.abs(a.length - b.length) > allowed) return false;
  return editDistance(a, b) <= allowed;
}
