import type { ToolDefinition } from './language-model.js';

/** What datos_entrega and confirmar_pedido take besides the address (docs/delivery.md). */
export const deliveryArgs = {
  tipo_entrega: {
    type: 'string',
    enum: ['domicilio', 'recoger'],
    description: 'Entrega a domicilio o el cliente pasa a recoger al restaurante',
  },
  colonia: { type: 'string', description: 'Colonia o código postal de la entrega, si el cliente lo dice' },
};

export const FORMA_PAGO: ToolDefinition = {
  name: 'forma_pago',
  description:
    'Guarda cómo va a pagar el cliente: efectivo (pregunta con cuánto paga para llevar cambio), transferencia (devuelve la CLABE y el titular para dárselos) o mercadopago (el link de pago se envía al confirmar).',
  parameters: {
    type: 'object',
    properties: {
      metodo: { type: 'string', enum: ['efectivo', 'transferencia', 'mercadopago'], description: 'Forma de pago' },
      paga_con: { type: 'number', description: 'Efectivo: con cuántos pesos paga el cliente ("traigan cambio de 500" → 500)' },
    },
    required: ['metodo'],
    additionalProperties: false,
  },
};
