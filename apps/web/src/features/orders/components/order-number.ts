/** Ids are UUIDs; staff read and say the first characters, like a ticket number. */
export const orderNumber = (id: string | number) => String(id).slice(0, 8).toUpperCase();
