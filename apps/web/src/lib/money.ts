const mxn = new Intl.NumberFormat('es-MX', {
  style: 'currency',
  currency: 'MXN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Spec §9: money is stored in cents and shown with two decimals and a currency sign. */
export function formatCents(cents: number): string {
  return mxn.format(cents / 100);
}
