/** Money is integer cents everywhere inside the system; decimals exist only at the edges. */
export type Cents = number;

/** "699.00", 699, 699.5 → cents, rounding half away from zero. Null when not a finite amount. */
export function toCents(amount: string | number): Cents | null {
  const value = typeof amount === 'number' ? amount : Number(String(amount).trim());
  if (typeof amount === 'string' && amount.trim() === '') return null;
  if (!Number.isFinite(value)) return null;
  return Math.sign(value) * Math.round(Math.abs(value) * 100);
}

/** Cents → "699.00" (the decimal string the API carries for plan prices). */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents → "$1,299.00" as shown to people in Mexico. */
export function formatMxn(cents: Cents): string {
  const [whole, frac] = centsToDecimal(Math.abs(cents)).split('.');
  const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${frac}`;
}
