import { deliveryArgs, FORMA_PAGO } from './delivery-tool-definitions.js';
import type { ToolDefinition } from './language-model.js';

const producto = { type: 'string', description: 'Nombre del producto tal como aparece en el menú (o su id)' };
const cantidad = { type: 'integer', minimum: 1, description: 'Cantidad, un entero positivo' };
const notas = { type: 'string', description: 'Indicaciones del cliente para ese producto, p. ej. "sin cebolla"' };
const opciones = {
  type: 'array',
  items: { type: 'string' },
  description:
    'Opciones elegidas del producto tal como las dijo el cliente (tamaño, salsa, extras, "sin cebolla"), p. ej. ["Grande", "Salsa verde", "Extra tocino", "sin cebolla"]',
};
const object = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});

/** The tools the model may call. The server executes them; prices never come from the model. */
export const TOOL_DEFINITIONS: ToolDefinition[] = [
  {
    name: 'ver_menu',
    description: 'Consulta el menú con precios y disponibilidad, completo o de una categoría.',
    parameters: object({ categoria: { type: 'string', description: 'Categoría, p. ej. "Pizzas" o "Bebidas"' } }),
  },
  {
    name: 'agregar_producto',
    description: 'Agrega un producto del menú al pedido del cliente.',
    parameters: object({ producto, cantidad, notas, opciones }, ['producto', 'cantidad']),
  },
  {
    name: 'quitar_producto',
    description:
      'Quita un producto del pedido; con cantidad, solo quita esas unidades; con notas, solo de la línea que tiene esas notas ("" = la que no tiene).',
    parameters: object(
      { producto, cantidad, notas: { type: 'string', description: 'Las notas de la línea a quitar ("" = la línea sin notas)' } },
      ['producto'],
    ),
  },
  {
    name: 'cambiar_cantidad',
    description: 'Cambia la cantidad de un producto que ya está en el pedido.',
    parameters: object({ producto, cantidad }, ['producto', 'cantidad']),
  },
  {
    name: 'ver_pedido',
    description: 'Muestra el pedido actual con subtotales, total y datos de entrega.',
    parameters: object({}),
  },
  {
    name: 'datos_entrega',
    description: 'Guarda la dirección de entrega, el nombre del cliente o notas generales del pedido.',
    parameters: object({
      direccion: { type: 'string', description: 'Dirección de entrega completa' },
      nombre: { type: 'string', description: 'Nombre de quien recibe' },
      notas: { type: 'string', description: 'Notas generales del pedido' },
      ...deliveryArgs,
    }),
  },
  {
    name: 'confirmar_pedido',
    description: 'Confirma y registra el pedido. Requiere productos y dirección de entrega. Úsalo solo cuando el cliente confirme.',
    parameters: object({
      direccion: { type: 'string', description: 'Dirección de entrega, si el cliente la acaba de dar' },
      nombre: { type: 'string', description: 'Nombre de quien recibe' },
      notas: { type: 'string', description: 'Notas generales del pedido' },
      ...deliveryArgs,
    }),
  },
  {
    name: 'cancelar_pedido',
    description: 'Cancela el pedido en curso y vacía el carrito.',
    parameters: object({}),
  },
  {
    name: 'repetir_pedido',
    description: 'Agrega al pedido lo mismo del último pedido del cliente ("lo mismo de la otra vez"), con los precios de hoy.',
    parameters: object({}),
  },
  {
    name: 'confirmar_cantidad',
    description:
      'Úsala solo cuando el cliente responda que sí a la pregunta «¿Seguro que son …?» sobre una cantidad o un total grande; sin eso el pedido no se puede confirmar.',
    parameters: object({}),
  },
  FORMA_PAGO,
];
