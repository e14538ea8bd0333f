/** Staff and customers say "el pedido 7": a per-restaurant sequence, shown as #0007. */
export const formatOrderNumber = (number: number): string => `#${String(number).padStart(4, '0')}`;
