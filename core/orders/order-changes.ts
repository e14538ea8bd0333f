/** status: a move in Pedidos; edit: staff changed lines, notes or the address. */
export type OrderChangeKind = 'status' | 'edit';

/** One change to an order, as staff read it in the order dialog: who, when, what. */
export interface OrderChange {
  id: string;
  restaurantId: string;
  orderId: string;
  at: Date;
  /** The operator's name or e-mail; null for the assistant or the system. */
  author: string | null;
  kind: OrderChangeKind;
  /** Spanish: "Estado: Preparando (30 min)", "Agregó 1 × Agua de jamaica". */
  summary: string;
}

export type NewOrderChange = Omit<OrderChange, 'id'>;

export interface OrderChangeRepository {
  record(change: NewOrderChange): Promise<OrderChange>;
  /** Oldest first. */
  listByOrder(restaurantId: string, orderId: string): Promise<OrderChange[]>;
}
