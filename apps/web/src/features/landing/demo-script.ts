export type DemoMessage = {
  from: 'customer' | 'assistant';
  text: string;
  /** Pause before this message appears; spec §2: between 1 and 2.5 s. */
  delayMs: number;
};

/** The scripted six-message conversation of the landing demo (spec §2 Landing). */
export const DEMO_MESSAGES: readonly DemoMessage[] = [
  { from: 'customer', text: 'Hola, buenas tardes 👋 ¿Me pasan el menú, porfa?', delayMs: 1000 },
  {
    from: 'assistant',
    text: '¡Hola! Bienvenido a Taquería El Güero 🌮 Hoy tenemos tacos al pastor a $18 c/u, gringas a $55 y agua de horchata a $25. ¿Qué se te antoja?',
    delayMs: 1500,
  },
  { from: 'customer', text: 'Quiero 5 tacos al pastor con todo y una horchata grande', delayMs: 2500 },
  {
    from: 'assistant',
    text: '¡Va! 5 tacos al pastor con todo y 1 agua de horchata: son $115. ¿A qué dirección te lo mandamos?',
    delayMs: 2000,
  },
  { from: 'customer', text: 'A Av. Juárez 123, col. Centro. Pago en efectivo 💵', delayMs: 2500 },
  {
    from: 'assistant',
    text: '¡Listo! Tu pedido quedó confirmado ✅ Llega en 30 a 40 minutos. ¡Gracias por tu preferencia!',
    delayMs: 1500,
  },
];

/** Pause between the last message and the 'Nuevo Pedido' panel. */
export const ORDER_PANEL_DELAY_MS = 1000;

export const DEMO_ORDER = {
  customer: 'Cliente de WhatsApp',
  items: [
    { quantity: 5, name: 'Tacos al pastor (con todo)', total: '$90.00' },
    { quantity: 1, name: 'Agua de horchata grande', total: '$25.00' },
  ],
  total: '$115.00',
  address: 'Av. Juárez 123, col. Centro',
  payment: 'Efectivo',
} as const;
