const mxnWhole = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const mxnCents = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integer = new Intl.NumberFormat('es-MX');

/** Plan prices: '1299.00' → '$1,299'; '699.50' → '$699.50'. */
export function formatPlanPrice(price: string | number): string {
  const value = typeof price === 'number' ? price : Number.parseFloat(price);
  if (!Number.isFinite(value)) return String(price);
  return Number.isInteger(value) ? mxnWhole.format(value) : mxnCents.format(value);
}

export function formatInteger(value: number): string {
  return integer.format(value);
}
