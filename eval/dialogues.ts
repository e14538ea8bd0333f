import type { Personality } from '../core/config/config.js';

export interface ExpectedLine {
  name: string;
  quantity: number;
  /** Compared without case or accents; absent means no notes. */
  notes?: string;
}

export interface ExpectedOrder {
  items: ExpectedLine[];
  address: string;
  customerName?: string;
}

export interface Dialogue {
  id: string;
  /** What the customer types, one WhatsApp message each. */
  turns: string[];
  /** The order that must exist at the end, or null when none may be created. */
  expected: ExpectedOrder | null;
  personality?: Personality;
}

const order = (address: string, ...items: ExpectedLine[]): ExpectedOrder => ({ items, address });
const line = (name: string, quantity: number, notes?: string): ExpectedLine => ({ name, quantity, ...(notes ? { notes } : {}) });

/** Customers of the evaluation menu (eval/menu.ts), written as people write on WhatsApp. */
export const DIALOGUES: Dialogue[] = [
  // Straightforward orders
  { id: 'simple-pastor-horchata', turns: ['Hola', 'quiero 2 tacos al pastor y una horchata', 'es todo', 'Calle Roble 23, Col. Centro', 'sí'], expected: order('Calle Roble 23, Col. Centro', line('Taco al Pastor', 2), line('Agua de Horchata', 1)) },
  { id: 'hawaianas-address-inline', turns: ['buenas tardes, me das 2 pizzas hawaianas porfa', 'mi dirección es Av. Insurgentes Sur 1602, depto 4', 'confirmo'], expected: order('Av. Insurgentes Sur 1602, depto 4', line('Pizza Hawaiana', 2)) },
  { id: 'one-message-order', turns: ['Quiero una pizza pepperoni y 2 refrescos, mándalo a Calle Durango 200, Roma Norte', 'sí, confirmo'], expected: order('Calle Durango 200, Roma Norte', line('Pizza Pepperoni', 1), line('Refresco', 2)) },
  { id: 'words-quantities', turns: ['me mandas tres tacos de suadero y dos de bistec', 'nada más', 'Calle Sur 12 #4, Iztapalapa', 'dale'], expected: order('Calle Sur 12 #4, Iztapalapa', line('Taco de Suadero', 3), line('Taco de Bistec', 2)) },
  { id: 'media-docena', turns: ['media docena de tacos al pastor porfa', 'eso es todo', 'Av. Revolución 1500, San Ángel', 'va'], expected: order('Av. Revolución 1500, San Ángel', line('Taco al Pastor', 6)) },
  { id: 'una-docena-churros', turns: ['Hola! quiero una docena de churros', 'es todo, envíalo a Calle Puebla 88, Roma', 'sí'], expected: order('Calle Puebla 88, Roma', line('Churros', 12)) },
  { id: 'un-par', turns: ['qué onda, un par de gringas y un refresco', 'no, es todo', 'a Calle Colima 301, depto 2', 'órale sí'], expected: order('Calle Colima 301, depto 2', line('Gringa', 2), line('Refresco', 1)) },
  { id: 'typo-hawaiana', turns: ['kiero 1 piza hawaina', 'no gracias', 'Calle Tabasco 50', 'si'], expected: order('Calle Tabasco 50', line('Pizza Hawaiana', 1)) },
  { id: 'orchata-typo', turns: ['2 orchatas y 1 jamaica', 'ya es todo', 'Av. Cuauhtémoc 700, Narvarte', 'sí porfa'], expected: order('Av. Cuauhtémoc 700, Narvarte', line('Agua de Horchata', 2), line('Agua de Jamaica', 1)) },
  { id: 'tacos-de-pastor', turns: ['dame 4 tacos de pastor', 'es todo', 'Calle Medellín 15, Roma Sur', 'si confirmo'], expected: order('Calle Medellín 15, Roma Sur', line('Taco al Pastor', 4)) },
  { id: 'uppercase', turns: ['QUIERO 3 TACOS DE CHORIZO Y UN CAFE DE OLLA', 'ES TODO', 'CALLE ZACATECAS 10, ROMA', 'SI'], expected: order('CALLE ZACATECAS 10, ROMA', line('Taco de Chorizo', 3), line('Café de Olla', 1)) },
  { id: 'digits-x', turns: ['tacos de bistec x3', 'y una horchata', 'nada más', 'Calle Orizaba 22', 'ok'], expected: order('Calle Orizaba 22', line('Taco de Bistec', 3), line('Agua de Horchata', 1)) },
  { id: 'multi-turn-adds', turns: ['hola', 'quiero una hamburguesa clásica', 'y unas papas a la francesa', 'también un refresco', 'es todo', 'Av. Álvaro Obregón 99', 'sí'], expected: order('Av. Álvaro Obregón 99', line('Hamburguesa Clásica', 1), line('Papas a la Francesa', 1), line('Refresco', 1)) },
  { id: 'plural-enchiladas', turns: ['unas enchiladas suizas y un flan porfa', 'listo es todo', 'Calle Jalapa 7, Roma', 'sale'], expected: order('Calle Jalapa 7, Roma', line('Enchiladas Suizas', 1), line('Flan Napolitano', 1)) },
  { id: 'campechanos', turns: ['me das 5 campechanos', 'solo eso', 'Calle Chihuahua 140', 'está bien'], expected: order('Calle Chihuahua 140', line('Campechano', 5)) },
  { id: 'sopes-and-cafe', turns: ['Buenos días, quisiera 2 sopes y 2 cafés de olla', 'sería todo', 'Av. Chapultepec 480, Juárez', 'confirmo'], expected: order('Av. Chapultepec 480, Juárez', line('Sopes', 2), line('Café de Olla', 2)) },
  // Notes
  { id: 'notes-sin-cebolla', turns: ['quiero 3 tacos al pastor sin cebolla', 'es todo', 'Calle Córdoba 45', 'sí'], expected: order('Calle Córdoba 45', line('Taco al Pastor', 3, 'sin cebolla')) },
  { id: 'notes-two-modifiers', turns: ['2 tacos de suadero sin cebolla y sin cilantro, y una jamaica', 'es todo', 'Calle Mérida 12', 'si'], expected: order('Calle Mérida 12', line('Taco de Suadero', 2, 'sin cebolla y sin cilantro'), line('Agua de Jamaica', 1)) },
  { id: 'notes-extra-queso', turns: ['una gringa con extra queso porfa', 'nada más', 'Calle Tonalá 60', 'sí'], expected: order('Calle Tonalá 60', line('Gringa', 1, 'extra queso')) },
  { id: 'notes-bien-dorada', turns: ['una pizza mexicana bien dorada y un refresco', 'ya', 'es todo', 'Av. Oaxaca 30, Roma', 'confirmo'], expected: order('Av. Oaxaca 30, Roma', line('Pizza Mexicana', 1, 'bien dorada'), line('Refresco', 1)) },
  { id: 'notes-on-second', turns: ['2 refrescos y una hamburguesa clásica sin jitomate', 'es todo', 'Calle Sonora 5', 'sí'], expected: order('Calle Sonora 5', line('Refresco', 2), line('Hamburguesa Clásica', 1, 'sin jitomate')) },
  { id: 'notes-poco-picante', turns: ['unas enchiladas suizas con poco picante', 'es todo', 'Calle Amsterdam 210, Condesa', 'dale'], expected: order('Calle Amsterdam 210, Condesa', line('Enchiladas Suizas', 1, 'poco picante')) },
  // Changes
  { id: 'change-mejor-3', turns: ['quiero 2 tacos al pastor', 'mejor que sean 3', 'es todo', 'Calle Querétaro 80', 'si'], expected: order('Calle Querétaro 80', line('Taco al Pastor', 3)) },
  { id: 'change-named', turns: ['3 tacos de bistec y una horchata', 'cambia los tacos a 5', 'es todo', 'Calle Guanajuato 19', 'sí'], expected: order('Calle Guanajuato 19', line('Taco de Bistec', 5), line('Agua de Horchata', 1)) },
  { id: 'remove-horchata', turns: ['2 gringas y una horchata', 'quita la horchata', 'es todo', 'Calle Morelia 3', 'sí'], expected: order('Calle Morelia 3', line('Gringa', 2)) },
  { id: 'remove-ya-no', turns: ['una pizza pepperoni, unas papas a la francesa y 2 refrescos', 'ya no quiero las papas', 'nada más', 'Av. Baja California 245', 'confirmo'], expected: order('Av. Baja California 245', line('Pizza Pepperoni', 1), line('Refresco', 2)) },
  { id: 'swap-drink', turns: ['2 tacos de suadero y una horchata', 'cámbiame la horchata por una jamaica', 'es todo', 'Calle Manzanillo 70', 'sí'], expected: order('Calle Manzanillo 70', line('Taco de Suadero', 2), line('Agua de Jamaica', 1)) },
  { id: 'otra-horchata', turns: ['una horchata y una gringa', 'otra horchata porfa', 'es todo', 'Calle Coahuila 9', 'si'], expected: order('Calle Coahuila 9', line('Agua de Horchata', 2), line('Gringa', 1)) },
  { id: 'change-siempre-2', turns: ['4 quesadillas de queso', 'siempre no, que sean 2', 'es todo', 'Calle Campeche 120', 'ok'], expected: order('Calle Campeche 120', line('Quesadilla de Queso', 2)) },
  { id: 'remove-one-unit', turns: ['3 refrescos y 2 tacos al pastor', 'quita un refresco', 'es todo', 'Calle Tlaxcala 33', 'sí'], expected: order('Calle Tlaxcala 33', line('Refresco', 2), line('Taco al Pastor', 2)) },
  // Ambiguity and clarification
  { id: 'which-pizza', turns: ['quiero 2 pizzas', 'hawaiana', 'es todo', 'Calle Aguascalientes 14', 'sí'], expected: order('Calle Aguascalientes 14', line('Pizza Hawaiana', 2)) },
  { id: 'which-quesadilla', turns: ['me das 3 quesadillas', 'de chicharrón', 'y un refresco', 'es todo', 'Calle Nuevo León 55, Condesa', 'sí'], expected: order('Calle Nuevo León 55, Condesa', line('Quesadilla de Chicharrón', 3), line('Refresco', 1)) },
  { id: 'which-agua', turns: ['una gringa y un agua', 'de jamaica', 'es todo', 'Calle Tamaulipas 66', 'va'], expected: order('Calle Tamaulipas 66', line('Gringa', 1), line('Agua de Jamaica', 1)) },
  { id: 'which-tacos-split', turns: ['quiero 4 tacos', '2 de pastor y 2 de suadero', 'es todo', 'Calle Veracruz 8', 'sí'], expected: order('Calle Veracruz 8', line('Taco al Pastor', 2), line('Taco de Suadero', 2)) },
  { id: 'which-pizza-la', turns: ['una pizza por favor', 'la mexicana', 'nada más', 'Calle Pachuca 17', 'sí'], expected: order('Calle Pachuca 17', line('Pizza Mexicana', 1)) },
  // Address and name variants
  { id: 'address-mi-direccion', turns: ['2 sopes', 'es todo', 'mi dirección es Calle Sinaloa 20, Roma Norte', 'sí'], expected: order('Calle Sinaloa 20, Roma Norte', line('Sopes', 2)) },
  { id: 'address-with-name', turns: ['una pizza hawaiana', 'es todo', 'Calle Atlixco 40, Condesa, a nombre de Juan Pérez', 'sí'], expected: { ...order('Calle Atlixco 40, Condesa', line('Pizza Hawaiana', 1)), customerName: 'Juan Pérez' } },
  { id: 'name-first', turns: ['hola, soy Mariana', 'quiero 2 flanes napolitanos', 'es todo', 'Av. Nuevo León 100', 'confirmo'], expected: { ...order('Av. Nuevo León 100', line('Flan Napolitano', 2)), customerName: 'Mariana' } },
  { id: 'confirm-before-address', turns: ['3 tacos de chorizo', 'confirmo', 'Calle Yucatán 31, Roma'], expected: order('Calle Yucatán 31, Roma', line('Taco de Chorizo', 3)) },
  { id: 'address-llevalo', turns: ['un café de olla y unos churros', 'es todo', 'llévalo a Calle Frontera 5, Roma Norte', 'sí'], expected: order('Calle Frontera 5, Roma Norte', line('Café de Olla', 1), line('Churros', 1)) },
  { id: 'address-entrega-en', turns: ['2 hamburguesas clásicas', 'nada más', 'entrégalo en Av. Patriotismo 201, San Pedro de los Pinos', 'dale'], expected: order('Av. Patriotismo 201, San Pedro de los Pinos', line('Hamburguesa Clásica', 2)) },
  { id: 'address-first', turns: ['hola, vivo en Calle Liverpool 80, Juárez', 'quiero 2 tacos de bistec', 'es todo', 'sí'], expected: order('Calle Liverpool 80, Juárez', line('Taco de Bistec', 2)) },
  { id: 'address-bare-no-street-word', turns: ['una pizza pepperoni', 'es todo', 'Insurgentes Sur 1200, depto 301', 'sí'], expected: order('Insurgentes Sur 1200, depto 301', line('Pizza Pepperoni', 1)) },
  // Unavailable and unknown items
  { id: 'soldout-cuatro-quesos', turns: ['una pizza cuatro quesos', 'entonces una pepperoni', 'es todo', 'Calle Bajío 25', 'sí'], expected: order('Calle Bajío 25', line('Pizza Pepperoni', 1)) },
  { id: 'soldout-cerveza', turns: ['2 tacos al pastor y una cerveza', 'ok, un refresco entonces', 'es todo', 'Calle Toluca 3', 'si'], expected: order('Calle Toluca 3', line('Taco al Pastor', 2), line('Refresco', 1)) },
  { id: 'unknown-item', turns: ['quiero un pozole', 'bueno, unas enchiladas suizas', 'es todo', 'Calle Saltillo 40', 'sí'], expected: order('Calle Saltillo 40', line('Enchiladas Suizas', 1)) },
  // Questions first
  { id: 'question-then-order', turns: ['¿qué pizzas tienen?', 'la hawaiana cuánto cuesta?', 'sí, 2 porfa', 'es todo', 'Calle Celaya 11', 'sí'], expected: order('Calle Celaya 11', line('Pizza Hawaiana', 2)) },
  { id: 'delivery-question', turns: ['¿hacen entregas a domicilio?', 'va, mándame 3 tacos de suadero', 'es todo', 'Calle Michoacán 70', 'sí'], expected: order('Calle Michoacán 70', line('Taco de Suadero', 3)) },
  { id: 'offer-accepted', turns: ['¿tienen flan?', 'sí', 'es todo', 'Calle Ozuluama 4', 'si'], expected: order('Calle Ozuluama 4', line('Flan Napolitano', 1)) },
  { id: 'menu-then-order', turns: ['me pasas el menú?', 'una quesadilla de queso y una jamaica', 'es todo', 'Calle Progreso 10', 'confirmo'], expected: order('Calle Progreso 10', line('Quesadilla de Queso', 1), line('Agua de Jamaica', 1)) },
  { id: 'hours-then-order', turns: ['a qué hora cierran?', 'ok, quiero una gringa', 'es todo', 'Calle Parral 9', 'sí'], expected: order('Calle Parral 9', line('Gringa', 1)) },
  { id: 'payment-then-order', turns: ['aceptan tarjeta?', 'perfecto, 2 pizzas mexicanas', 'es todo', 'Av. Sonora 180', 'sí'], expected: order('Av. Sonora 180', line('Pizza Mexicana', 2)) },
  // No order expected
  { id: 'only-greeting', turns: ['hola buenas noches'], expected: null },
  { id: 'only-menu', turns: ['hola', 'qué bebidas hay?', 'gracias'], expected: null },
  { id: 'only-hours', turns: ['cuál es su horario?', 'y dónde están?'], expected: null },
  { id: 'promotions', turns: ['tienen promociones?', 'ok gracias'], expected: null },
  { id: 'cancel-all', turns: ['quiero 2 pizzas hawaianas', 'cancela todo', 'gracias'], expected: null },
  { id: 'cancel-ya-no', turns: ['3 tacos al pastor y una horchata', 'ya no quiero nada, gracias'], expected: null },
  { id: 'no-address-never-confirmed', turns: ['2 tacos de bistec', 'confirmo'], expected: null },
  { id: 'cancel-before-confirm', turns: ['una hamburguesa clásica', 'es todo', 'Calle Londres 5', 'mejor no, cancélalo'], expected: null },
  { id: 'not-confirmed-yet', turns: ['una pizza pepperoni', 'es todo', 'Calle Génova 20'], expected: null },
  { id: 'confirm-empty', turns: ['hola', 'confirmo'], expected: null },
  // Personalities and slang
  { id: 'professional-tone', personality: 'professional', turns: ['Buenas tardes, deseo ordenar 2 enchiladas suizas', 'Es todo', 'Av. Reforma 222, Juárez', 'Sí, confirmo'], expected: order('Av. Reforma 222, Juárez', line('Enchiladas Suizas', 2)) },
  { id: 'casual-tone', personality: 'casual', turns: ['q onda, 3 de pastor y 1 jamaica', 'nel, es todo', 'Calle Tokio 14', 'simón'], expected: order('Calle Tokio 14', line('Taco al Pastor', 3), line('Agua de Jamaica', 1)) },
  { id: 'slang-porfa', turns: ['me pones 2 de suadero porfa y un refresco', 'y otro de suadero', 'ya con eso', 'Calle Bucareli 100', 'ándale'], expected: order('Calle Bucareli 100', line('Taco de Suadero', 3), line('Refresco', 1)) },
  { id: 'cart-check', turns: ['2 gringas', '¿cuánto va?', 'ok, es todo', 'Calle Dinamarca 8', 'sí'], expected: order('Calle Dinamarca 8', line('Gringa', 2)) },
  { id: 'second-order', turns: ['una horchata', 'es todo', 'Calle Berlín 3', 'sí', 'oye, otra cosa: 2 churros', 'es todo', 'sí', 'sí'], expected: order('Calle Berlín 3', line('Churros', 2)) },
  // Written after the engine, run once before any fix: a check that the rules generalise
  { id: 'heldout-buenas-dos-hawaianas', turns: ['Buenas! me regalas 2 hawaianas?', 'eso sería todo', 'Calle Lerma 77, Cuauhtémoc', 'sí por favor'], expected: order('Calle Lerma 77, Cuauhtémoc', line('Pizza Hawaiana', 2)) },
  { id: 'heldout-para-llevar-agua', turns: ['quiero 2 aguas de jamaica y 2 de horchata', 'ya es todo gracias', 'Av. Universidad 1000, Del Valle', 'confirmo'], expected: order('Av. Universidad 1000, Del Valle', line('Agua de Jamaica', 2), line('Agua de Horchata', 2)) },
  { id: 'heldout-numbers-diez', turns: ['diez tacos al pastor para la oficina', 'nada mas', 'Av. Paseo de la Reforma 250, piso 3', 'si'], expected: order('Av. Paseo de la Reforma 250, piso 3', line('Taco al Pastor', 10)) },
  { id: 'heldout-sin-cilantro-later', turns: ['3 tacos de bistec', 'y 2 de chorizo', 'es todo', 'Calle Mazatlán 16, Condesa', 'va que va'], expected: order('Calle Mazatlán 16, Condesa', line('Taco de Bistec', 3), line('Taco de Chorizo', 2)) },
  { id: 'heldout-quitale', turns: ['una pizza mexicana y 2 refrescos', 'quítale un refresco', 'es todo', 'Calle Pilares 300', 'sí'], expected: order('Calle Pilares 300', line('Pizza Mexicana', 1), line('Refresco', 1)) },
  { id: 'heldout-nomas-cancel', turns: ['2 gringas porfa', 'sabes qué, mejor cancélalo'], expected: null },
  { id: 'heldout-question-price', turns: ['cuánto cuestan los churros?', 'ok dame 2', 'es todo', 'Calle Eje Central 15', 'sí'], expected: order('Calle Eje Central 15', line('Churros', 2)) },
  { id: 'heldout-hamburguesa-papas', turns: ['una hamburguesa sin cebolla y unas papas', 'listo', 'es todo', 'Calle Moras 45, Del Valle', 'sí'], expected: order('Calle Moras 45, Del Valle', line('Hamburguesa Clásica', 1, 'sin cebolla'), line('Papas a la Francesa', 1)) },
  { id: 'heldout-pedido-name-end', turns: ['quiero 1 pizza pepperoni', 'es todo', 'Calle Xola 19, Narvarte, a nombre de Rosa', 'sí'], expected: { ...order('Calle Xola 19, Narvarte', line('Pizza Pepperoni', 1)), customerName: 'Rosa' } },
  { id: 'heldout-just-thanks', turns: ['gracias por la info'], expected: null },
  { id: 'heldout-tres-quesadillas-mixed', turns: ['2 quesadillas de queso y una de chicharrón', 'es todo', 'Calle Pitágoras 600', 'sí'], expected: order('Calle Pitágoras 600', line('Quesadilla de Queso', 2), line('Quesadilla de Chicharrón', 1)) },
  { id: 'heldout-cafe-flan', turns: ['Hola buen día! Un café de olla y un flan por favor', 'sería todo', 'Calle Emerson 150, Polanco', 'Sí, adelante'], expected: order('Calle Emerson 150, Polanco', line('Café de Olla', 1), line('Flan Napolitano', 1)) },
];
