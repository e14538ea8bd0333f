/** The restaurant's own sequence (#0001); orders from before it existed fall back to the id's start. */
export const orderNumber = (order: { id: string | number; number?: number | null }) =>
  order.number ? String(order.number).padStart(4, '0') : String(order.id).slice(0, 8).toUpperCase();
