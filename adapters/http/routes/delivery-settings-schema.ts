import { z } from 'zod';

const cents = (label: string) =>
  z
    .number({ error: `${label} debe ser un número` })
    .int(`${label} debe estar en centavos enteros`)
    .min(0, `${label} no puede ser negativo`)
    .max(10_000_000, `${label} es demasiado alto`);

const zone = z.object({
  name: z.string({ error: 'Escribe el nombre de la zona' }).trim().min(1, 'Escribe el nombre de la zona').max(60, 'Máximo 60 caracteres'),
  radiusKm: z
    .number({ error: 'El radio debe ser un número' })
    .gt(0, 'El radio debe ser mayor que 0 km')
    .max(50, 'El radio máximo es de 50 km')
    .nullable(),
  areas: z
    .array(z.string({ error: 'Cada colonia debe ser texto' }).trim().min(1, 'Hay una colonia vacía').max(80, 'Máximo 80 caracteres'), {
      error: 'Las colonias deben ser una lista',
    })
    .max(200, 'Máximo 200 colonias o códigos postales por zona'),
  feeCents: cents('El costo de envío'),
  minimumCents: cents('El pedido mínimo'),
  etaMinutes: z
    .number({ error: 'El tiempo estimado debe ser un número' })
    .int('El tiempo estimado debe ser en minutos enteros')
    .min(1, 'El tiempo estimado debe ser de al menos 1 minuto')
    .max(600, 'El tiempo estimado máximo es de 600 minutos')
    .nullable(),
});

const text = (max: number) => z.string({ error: 'Debe ser texto' }).trim().max(max, `Máximo ${max} caracteres`);

/** delivery_settings (the "Entregas y pagos" screen); fields optional because config saves merge. */
export const deliverySettingsSchema = z
  .object({
    pickup: z.boolean({ error: 'Indica si se puede recoger en el restaurante' }),
    delivery: z.boolean({ error: 'Indica si hay entrega a domicilio' }),
    location: z
      .object({
        latitude: z.number({ error: 'La latitud debe ser un número' }).min(-90, 'Latitud inválida').max(90, 'Latitud inválida'),
        longitude: z.number({ error: 'La longitud debe ser un número' }).min(-180, 'Longitud inválida').max(180, 'Longitud inválida'),
      })
      .nullable(),
    zones: z.array(zone, { error: 'Las zonas deben ser una lista' }).max(30, 'Máximo 30 zonas'),
    outsideZones: z.enum(['refuse', 'arrange'], { error: 'Elige qué hacer fuera de las zonas' }),
    paymentMethods: z
      .array(z.enum(['cash', 'transfer', 'mercadopago'], { error: 'Forma de pago no soportada' }))
      .min(1, 'Acepta al menos una forma de pago'),
    transferClabe: text(18).refine((v) => v === '' || /^\d{18}$/.test(v), 'La CLABE debe tener 18 dígitos'),
    transferHolder: text(120),
    transferBank: text(60),
    mercadoPagoAccessToken: text(300),
    mercadoPagoWebhookSecret: text(300),
  })
  .partial()
  .superRefine((s, ctx) => {
    if (s.pickup === false && s.delivery === false)
      ctx.addIssue({ code: 'custom', path: ['delivery'], message: 'Activa la entrega a domicilio, recoger en el restaurante o ambas' });
    s.zones?.forEach((z, i) => {
      if (z.radiusKm === null && z.areas.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['zones', i, 'areas'],
          message: 'Indica un radio en km o al menos una colonia o código postal',
        });
    });
    if (s.zones?.some((z) => z.radiusKm !== null) && s.location === null)
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'Las zonas por radio necesitan la ubicación del restaurante' });
    if (s.paymentMethods?.includes('transfer')) {
      if (s.transferClabe === '')
        ctx.addIssue({ code: 'custom', path: ['transferClabe'], message: 'Escribe la CLABE para recibir transferencias' });
      if (s.transferHolder === '')
        ctx.addIssue({ code: 'custom', path: ['transferHolder'], message: 'Escribe el nombre del titular de la cuenta' });
    }
  });
