import { formatMxn, type Cents } from '../shared/money.js';

/** The most a menu item or an option may cost: $100,000.00. */
export const MAX_PRICE_CENTS: Cents = 100_000_00;

/** No price needs more characters than this ("MXN $100,000.00 pesos"); a longer text is refused before it is read. */
const MAX_PRICE_TEXT = 40;

export type PriceReading = { ok: true; cents: Cents } | { ok: false; problem: string };

/**
 * A price as owners write it, in pesos: "119", "$119", "89,50", "89.5", "$1,299.00",
 * "1.299,00", "1 299", "MXN 45". A comma or point followed by one or two digits at the end is the
 * decimal mark; followed by three digits it separates thousands. Each refusal says what is wrong.
 */
export function readPrice(raw: string | number): PriceReading {
  if (typeof raw === 'number') return bounded(Math.round(raw * 100), String(raw));
  const text = raw.trim();
  if (!text) return { ok: false, problem: 'Falta el precio' };
  if (text.length > MAX_PRICE_TEXT) return { ok: false, problem: `El precio «${text.slice(0, 20)}…» no es un número` };
  const bare = text
    .replace(/^(mxn|mx\$|\$)\s*/i, '')
    .replace(/\s*(mxn|pesos?|m\.?n\.?)$/i, '')
    .replace(/^\$\s*/, '')
    .trim();
  if (/^-/.test(bare)) return { ok: false, problem: 'El precio no puede ser negativo' };
  if (!/^\d[\d\s.,]*$/.test(bare)) return { ok: false, problem: `El precio «${text}» no es un número` };
  const digits = bare.replace(/\s+/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = decimal ? digits.slice(0, decimal.index) : digits;
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(whole)) return { ok: false, problem: `El precio «${text}» no es un número` };
  const separators = new Set(whole.match(/[.,]/g) ?? []);
  if (separators.size > 1 || (decimal && separators.has(digits[decimal.index]!)))
    return { ok: false, problem: `El precio «${text}» no es un número` };
  const pesos = Number(whole.replace(/[.,]/g, ''));
  const cents = decimal ? Number(decimal[1]!.padEnd(2, '0')) : 0;
  return bounded(pesos * 100 + cents, text);
}

function bounded(cents: number, text: string): PriceReading {
  if (!Number.isFinite(cents)) return { ok: false, problem: `El precio «${text}» no es un número` };
  if (cents < 0) return { ok: false, problem: 'El precio no puede ser negativo' };
  if (cents > MAX_PRICE_CENTS) return { ok: false, problem: 'El precio es demasiado alto (máximo $100,000.00)' };
  return { ok: true, cents };
}

/** "+$20" for a whole amount, "+$12.50" otherwise: how an option's price reads beside its name. */
export function optionPrice(price: Cents): string {
  const text = formatMxn(price);
  return `+${text.endsWith('.00') ? text.slice(0, -3) : text}`;
}
