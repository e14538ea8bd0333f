import type { MenuItem } from '../../../../core/menu/menu-item.js';

const DISHES = ['Tacos', 'Torta', 'Quesadilla', 'Gordita', 'Sope', 'Tlayuda', 'Enchiladas', 'Huarache', 'Burrito', 'Tostada'];
const FILLINGS = [
  'Pastor',
  'Suadero',
  'Bistec',
  'Chorizo',
  'Longaniza',
  'Carnitas',
  'Barbacoa',
  'Birria',
  'Cochinita',
  'Tinga',
  'Lengua',
  'Tripa',
  'Cabeza',
  'Campechano',
  'Pollo',
  'Arrachera',
  'Cecina',
  'Chicharrón',
  'Rajas',
  'Flor de Calabaza',
  'Huitlacoche',
  'Frijol',
  'Papa',
  'Nopales',
  'Champiñones',
  'Queso Oaxaca',
  'Mole',
  'Pescado',
  'Camarón',
  'Pulpo',
  'Machaca',
  'Alambre',
  'Milanesa',
  'Jamón',
  'Salchicha',
  'Hongos',
  'Picadillo',
  'Adobada',
  'Costilla',
  'Chilorio',
];
const STYLES = ['', 'con Queso', 'Dorada', 'Estilo Norteño', 'Especial'];

/**
 * A restaurant menu of up to 2,000 distinct items built from Mexican dishes, fillings and
 * styles: the size the attack used (a site's whole menu copied into one message).
 */
export function largeMenu(size: number, restaurantId = 'r-grande'): MenuItem[] {
  const items: MenuItem[] = [];
  for (const style of STYLES)
    for (const filling of FILLINGS)
      for (const dish of DISHES) {
        if (items.length >= size) return items;
        const name = [dish, 'de', filling, style].filter(Boolean).join(' ');
        items.push({
          id: `item-${items.length + 1}`,
          restaurantId,
          name,
          description: null,
          price: 1500 + (items.length % 40) * 500,
          category: dish,
          ingredients: [],
          available: true,
          synonyms: items.length % 9 === 0 ? [`${dish.toLowerCase()} ${filling.toLowerCase()}`] : [],
          optionGroups: [],
          createdAt: new Date(0),
        });
      }
  return items;
}

/** The attack's message: the menu's names run together, cut to `length` characters. */
export function namesRunTogether(menu: readonly Pick<MenuItem, 'name'>[], length: number, offset = 0): string {
  let text = '';
  for (let i = 0; text.length < length && menu.length > 0; i++) text += `${menu[(offset + i) % menu.length]!.name} `;
  return text.slice(0, length);
}
