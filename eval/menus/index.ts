import type { RestaurantProfile } from '../../core/assistant/language-model.js';
import type { NewMenuItem } from '../../core/menu/menu-item.js';
import type { MenuId } from '../types.js';

export type EvalItem = Omit<NewMenuItem, 'restaurantId' | 'ingredients' | 'description' | 'available' | 'synonyms'> & {
  description?: string | null;
  available?: boolean;
  synonyms?: string[];
};

export interface EvalMenu {
  restaurant: Omit<RestaurantProfile, 'description'> & { name: string; address: string; phone: string };
  items: EvalItem[];
}

const item = (name: string, category: string, pesos: number, extra: Partial<EvalItem> = {}): EvalItem => ({
  name,
  category,
  price: pesos * 100,
  ...extra,
});
const profile = (name: string, address: string, phone: string) => ({
  name,
  address,
  phone,
  hours: 'de lunes a sábado de 9:00 a. m. a 10:00 p. m.',
  delivery: 'Sí, entregamos a domicilio; el envío cuesta $25 y tarda unos 40 minutos.',
  payment: 'efectivo, tarjeta al recibir y transferencia',
  promotions: null,
});

/**
 * Five restaurants with look-alike names ("coca" / "coca light", two tortas, sizes of one pizza),
 * digits that belong to names ("Pizza 4 Quesos", "Alitas 10 pzas") and sold-out items.
 */
export const EVAL_MENUS: Record<MenuId, EvalMenu> = {
  taqueria: {
    restaurant: profile('Tacos El Primo', 'Av. Central 410, Col. Obrera', '+525511223344'),
    items: [
      item('Taco al Pastor', 'Tacos', 22, { synonyms: ['pastor'] }),
      item('Taco de Suadero', 'Tacos', 22),
      item('Taco de Bistec', 'Tacos', 24),
      item('Taco de Tripa', 'Tacos', 26),
      item('Taco de Longaniza', 'Tacos', 22),
      item('Gringa de Pastor', 'Especialidades', 55),
      item('Volcán de Bistec', 'Especialidades', 38),
      item('Paquete 5 Tacos', 'Especialidades', 95, { description: 'Cinco tacos al pastor y un refresco', synonyms: ['paquete'] }),
      item('Torta de Milanesa', 'Tortas', 75),
      item('Torta Cubana', 'Tortas', 95),
      item('Quesadilla de Queso', 'Antojitos', 35),
      item('Coca-Cola', 'Bebidas', 30, { synonyms: ['coca', 'coca cola', 'refresco de cola'] }),
      item('Coca-Cola Light', 'Bebidas', 30, { synonyms: ['coca light'] }),
      item('Agua de Horchata', 'Bebidas', 30),
      item('Agua de Jamaica', 'Bebidas', 30),
      item('Cerveza Modelo', 'Bebidas', 45, { available: false, synonyms: ['modelo', 'chela'] }),
    ],
  },
  pizzeria: {
    restaurant: profile('Pizzas Don Vito', 'Calle Hidalgo 88, Centro', '+523312345678'),
    items: [
      item('Pizza Hawaiana Grande', 'Pizzas', 199),
      item('Pizza Hawaiana Mediana', 'Pizzas', 159),
      item('Pizza Pepperoni Grande', 'Pizzas', 189),
      item('Pizza Pepperoni Mediana', 'Pizzas', 149),
      item('Pizza 4 Quesos', 'Pizzas', 219, { synonyms: ['cuatro quesos'] }),
      item('Pizza Mexicana', 'Pizzas', 209),
      item('Pizza Vegetariana', 'Pizzas', 189, { available: false }),
      item('Alitas BBQ 10 pzas', 'Complementos', 149, { synonyms: ['alitas'] }),
      item('Papas Gajo', 'Complementos', 65),
      item('Pan de Ajo', 'Complementos', 55),
      item('Refresco 2 Litros', 'Bebidas', 45, { synonyms: ['refresco grande', 'coca de 2 litros'] }),
      item('Refresco de Lata', 'Bebidas', 25, { synonyms: ['lata', 'refresco chico'] }),
      item('Brownie', 'Postres', 45),
    ],
  },
  mariscos: {
    restaurant: profile('Mariscos El Puerto', 'Blvd. Costero 15, Col. Playa Sol', '+526691234567'),
    items: [
      item('Coctel de Camarón Chico', 'Cocteles', 120),
      item('Coctel de Camarón Grande', 'Cocteles', 170),
      item('Campechana', 'Cocteles', 180, { description: 'Camarón, pulpo y ostión', synonyms: ['vuelve a la vida'] }),
      item('Tostada de Ceviche', 'Tostadas', 45),
      item('Tostada de Atún', 'Tostadas', 65),
      item('Aguachile Verde', 'Aguachiles', 190),
      item('Aguachile Rojo', 'Aguachiles', 190),
      item('Filete a la Diabla', 'Filetes', 175),
      item('Filete Empanizado', 'Filetes', 165),
      item('Filete al Mojo de Ajo', 'Filetes', 170),
      item('Camarones a la Diabla', 'Camarones', 195),
      item('Camarones Empanizados', 'Camarones', 195),
      item('Pulpo Zarandeado', 'Especialidades', 260, { available: false }),
      item('Michelada', 'Bebidas', 75, { synonyms: ['miche', 'chelada'] }),
      item('Cerveza Pacífico', 'Bebidas', 45, { synonyms: ['pacifico', 'cerveza', 'chela'] }),
      item('Limonada', 'Bebidas', 35),
    ],
  },
  cafeteria: {
    restaurant: profile('Café La Esquina', 'Calle Madero 5, Centro', '+524421112233'),
    items: [
      item('Café Americano', 'Café', 35, { synonyms: ['americano'] }),
      item('Café de Olla', 'Café', 38),
      item('Capuchino', 'Café', 48, { synonyms: ['capu'] }),
      item('Latte', 'Café', 50),
      item('Latte de Vainilla', 'Café', 58),
      item('Chocolate Caliente', 'Café', 45),
      item('Frappé de Moka', 'Café', 65, { available: false }),
      item('Chilaquiles Verdes', 'Desayunos', 95),
      item('Chilaquiles Rojos', 'Desayunos', 95),
      item('Molletes', 'Desayunos', 75),
      item('Sándwich de Jamón', 'Desayunos', 70, { synonyms: ['sandwich'] }),
      item('Croissant de Jamón y Queso', 'Panadería', 65),
      item('Concha', 'Panadería', 20),
      item('Pan de Elote', 'Panadería', 40),
      item('Jugo de Naranja', 'Bebidas', 40, { synonyms: ['jugo'] }),
    ],
  },
  fonda: {
    restaurant: profile('Fonda Doña Lupe', 'Calle Morelos 230, San Juan', '+525577889900'),
    items: [
      item('Comida Corrida', 'Comida del día', 110, {
        description: 'Sopa, arroz, guisado del día, agua y postre',
        synonyms: ['comida del dia', 'corrida', 'menu del dia'],
      }),
      item('Sopa de Fideo', 'Sopas', 40),
      item('Caldo de Pollo', 'Sopas', 85),
      item('Arroz Rojo', 'Guarniciones', 35),
      item('Milanesa de Res', 'Guisados', 95),
      item('Milanesa de Pollo', 'Guisados', 90),
      item('Enchiladas Verdes', 'Guisados', 85),
      item('Enchiladas de Mole', 'Guisados', 95),
      item('Chiles Rellenos', 'Guisados', 100),
      item('Tinga de Pollo', 'Guisados', 85),
      item('Orden de Tortillas', 'Guarniciones', 15, { synonyms: ['tortillas'] }),
      item('Agua del Día', 'Bebidas', 25, { synonyms: ['agua fresca', 'agua de sabor'] }),
      item('Refresco', 'Bebidas', 25, { synonyms: ['chesco', 'soda'] }),
      item('Flan', 'Postres', 35),
      item('Gelatina', 'Postres', 20),
    ],
  },
};
