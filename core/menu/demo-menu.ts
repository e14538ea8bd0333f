import type { NewMenuItem } from './menu-item.js';

type DemoItem = Omit<NewMenuItem, 'restaurantId' | 'available'>;

/** The demo restaurant's menu: what a newcomer sees on first start. Prices in cents. */
export const DEMO_MENU: DemoItem[] = [
  {
    name: 'Tacos al Pastor',
    category: 'Tacos',
    price: 1800,
    description: 'Orden de 1 taco de cerdo al pastor con piña, cebolla y cilantro',
    ingredients: ['tortilla de maíz', 'cerdo al pastor', 'piña', 'cebolla', 'cilantro'],
    synonyms: ['pastor', 'taquitos de pastor'],
  },
  {
    name: 'Tacos de Suadero',
    category: 'Tacos',
    price: 1800,
    description: 'Taco de suadero con cebolla y cilantro',
    ingredients: ['tortilla de maíz', 'suadero', 'cebolla', 'cilantro'],
    synonyms: ['suadero'],
  },
  {
    name: 'Tacos de Bistec',
    category: 'Tacos',
    price: 2000,
    description: 'Taco de bistec asado',
    ingredients: ['tortilla de maíz', 'bistec', 'cebolla', 'cilantro'],
    synonyms: ['bistec', 'asada'],
  },
  {
    name: 'Gringa',
    category: 'Tacos',
    price: 4500,
    description: 'Tortilla de harina con pastor y queso gratinado',
    ingredients: ['tortilla de harina', 'cerdo al pastor', 'queso oaxaca', 'piña'],
  },
  {
    name: 'Quesadilla',
    category: 'Antojitos',
    price: 3500,
    description: 'Quesadilla de maíz con queso Oaxaca',
    ingredients: ['tortilla de maíz', 'queso oaxaca'],
    synonyms: ['quesadilla de queso', 'quesa'],
  },
  {
    name: 'Sopes',
    category: 'Antojitos',
    price: 4000,
    description: 'Dos sopes con frijoles, crema, queso y salsa',
    ingredients: ['masa', 'frijoles', 'crema', 'queso fresco', 'lechuga'],
  },
  {
    name: 'Enchiladas Verdes',
    category: 'Antojitos',
    price: 9500,
    description: 'Tres enchiladas de pollo bañadas en salsa verde',
    ingredients: ['tortilla de maíz', 'pollo', 'salsa verde', 'crema', 'queso'],
  },
  {
    name: 'Torta Ahogada',
    category: 'Tortas',
    price: 8500,
    description: 'Birote relleno de carnitas bañado en salsa',
    ingredients: ['birote', 'carnitas', 'salsa de jitomate', 'cebolla'],
    synonyms: ['ahogada'],
  },
  {
    name: 'Torta de Milanesa',
    category: 'Tortas',
    price: 8000,
    description: 'Milanesa de res, aguacate, jitomate y frijoles',
    ingredients: ['telera', 'milanesa de res', 'aguacate', 'jitomate', 'frijoles'],
  },
  {
    name: 'Pizza Hawaiana',
    category: 'Pizzas',
    price: 18900,
    description: 'Pizza grande de jamón y piña',
    ingredients: ['masa', 'salsa de tomate', 'queso mozzarella', 'jamón', 'piña'],
  },
  {
    name: 'Pizza Pepperoni',
    category: 'Pizzas',
    price: 17900,
    description: 'Pizza grande de pepperoni',
    ingredients: ['masa', 'salsa de tomate', 'queso mozzarella', 'pepperoni'],
    synonyms: ['peperoni'],
  },
  {
    name: 'Pizza Mexicana',
    category: 'Pizzas',
    price: 19900,
    description: 'Chorizo, jalapeño, cebolla y frijoles',
    ingredients: ['masa', 'chorizo', 'jalapeño', 'cebolla', 'frijoles', 'queso mozzarella'],
  },
  {
    name: 'Agua de Horchata',
    category: 'Bebidas',
    price: 3000,
    description: 'Vaso de 500 ml',
    ingredients: ['arroz', 'canela', 'leche'],
    synonyms: ['horchata', 'agua fresca de horchata'],
  },
  {
    name: 'Agua de Jamaica',
    category: 'Bebidas',
    price: 3000,
    description: 'Vaso de 500 ml',
    ingredients: ['flor de jamaica', 'azúcar'],
    synonyms: ['jamaica', 'agua fresca de jamaica'],
  },
  {
    name: 'Refresco',
    category: 'Bebidas',
    price: 2500,
    description: 'Lata de 355 ml',
    ingredients: [],
    synonyms: ['chesco', 'soda', 'coca', 'refresco de lata'],
  },
  {
    name: 'Flan Napolitano',
    category: 'Postres',
    price: 4500,
    description: 'Rebanada de flan casero',
    ingredients: ['huevo', 'leche', 'caramelo'],
    synonyms: ['flan'],
  },
  {
    name: 'Churros',
    category: 'Postres',
    price: 4000,
    description: 'Cinco churros con azúcar y canela',
    ingredients: ['harina', 'azúcar', 'canela'],
  },
];

export const DEMO_RESTAURANT = {
  name: 'La Cocina de Doña Mary',
  subdomain: 'donamary',
  description: 'Tacos, antojitos y pizzas con sazón casero en la colonia Roma.',
  phone: '+525512345678',
  email: 'hola@donamary.mx',
  address: 'Av. Álvaro Obregón 120, Roma Norte, CDMX',
};

/** What the assistant answers about the demo restaurant's service (config key restaurant_profile). */
export const DEMO_PROFILE = {
  hours: 'Abrimos de martes a domingo de 1:00 p. m. a 11:00 p. m.; los lunes descansamos.',
  delivery: 'Sí, entregamos a domicilio en la Roma, la Condesa y la Juárez; el envío cuesta $30 y tarda de 30 a 45 minutos.',
  payment: 'Aceptamos efectivo, tarjeta al recibir y transferencia.',
  promotions: 'Martes de 2x1 en tacos al pastor y, de lunes a viernes, agua fresca gratis con cualquier pizza.',
};
