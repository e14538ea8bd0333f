import { dialoguesFor, line, order } from '../types.js';
import { item, profile, type TuningSet } from './kit.js';

const d = dialoguesFor('barista');

/**
 * A specialty coffee bar in Querétaro (written blind, before running the engine, by the "spell"
 * helper of session 7): English and Italian names customers spell as they hear them (latte,
 * frappé, cold brew, flat white, chai, matcha, croissant), drinks by size that share a word
 * (two americanos, two lattes, "Chai Latte", "Matcha Latte"), a cookie pack, paid extras (a shot,
 * oat milk, whipped cream) and two combos. Weighted to spelling, "¿de cuál?", voice and bursts.
 */
export const BARISTA: TuningSet = {
  id: 'barista',
  menu: {
    restaurant: profile(
      'Grano Tostado Café de Especialidad',
      'Av. Zaragoza 88, Col. Centro, Querétaro',
      '+524422150930',
      'de lunes a sábado de 7:30 a. m. a 9:00 p. m.',
    ),
    items: [
      item('Americano Chico', 'Café caliente', 45),
      item('Americano Grande', 'Café caliente', 55),
      item('Latte Chico', 'Café caliente', 59),
      item('Latte Grande', 'Café caliente', 69),
      item('Capuchino 12 oz', 'Café caliente', 62),
      item('Flat White', 'Café caliente', 64),
      item('Espresso Doble', 'Café caliente', 42),
      item('Chai Latte', 'Café caliente', 68, { description: 'Té negro especiado con leche vaporizada' }),
      item('Matcha Latte', 'Café caliente', 75),
      item('Cold Brew 500 ml', 'Bebidas frías', 65),
      item('Frappé de Moka', 'Bebidas frías', 79),
      item('Frappé de Caramelo', 'Bebidas frías', 79),
      item('Frappé de Oreo', 'Bebidas frías', 85, { available: false }),
      item('Agua Mineral 355 ml', 'Bebidas frías', 35),
      item('Croissant de Mantequilla', 'Panadería', 45),
      item('Croissant de Jamón y Queso', 'Panadería', 69),
      item('Bagel de Salmón', 'Panadería', 119, { description: 'Queso crema, salmón ahumado y alcaparras' }),
      item('Panini de Pollo Pesto', 'Panadería', 109),
      item('Muffin de Moras', 'Panadería', 45, { available: false }),
      item('Galletas de Chispas 3 pzas', 'Panadería', 55),
      item('Rebanada de Pay de Queso', 'Postres', 65),
      item('Extra Shot de Espresso', 'Extras', 15),
      item('Leche de Avena', 'Extras', 12),
      item('Crema Batida', 'Extras', 10),
      item('Combo Desayuno', 'Combos', 129, { description: 'Un croissant a escoger y un americano o latte chico' }),
      item('Combo Tarde', 'Combos', 119, { description: 'Un frappé a escoger y galletas de chispas 3 pzas' }),
    ],
  },
  dialogues: [
    d(
      'tu-bari-01',
      'basico',
      ['hola buenos dias, me das un latte grande y un croissant de mantequilla', 'es todo', 'Av. Universidad 120, col. Centro', 'si'],
      order('Av. Universidad 120, col. Centro', line('Latte Grande', 1), line('Croissant de Mantequilla', 1)),
    ),
    d(
      'tu-bari-02',
      'basico',
      ['un americano chico y un bagel de salmon porfa', 'nada mas', 'Calle Madero 45', 'si'],
      order('Calle Madero 45', line('Americano Chico', 1), line('Bagel de Salmón', 1)),
    ),
    d(
      'tu-bari-03',
      'basico',
      ['quiero un chai latte y una rebanada de pay de queso', 'es todo', 'Prol. Corregidora 1500 int 4', 'si'],
      order('Prol. Corregidora 1500 int 4', line('Chai Latte', 1), line('Rebanada de Pay de Queso', 1)),
    ),
    d(
      'tu-bari-04',
      'ortografia',
      ['kiero un frape de moka y un crosant de jamon y queso', 'ya es todo', 'calle hidalgo 230', 'si'],
      order('calle hidalgo 230', line('Frappé de Moka', 1), line('Croissant de Jamón y Queso', 1)),
    ),
    d(
      'tu-bari-05',
      'ortografia',
      ['me mandas un capuccino y un panini de pollo al pesto xfa', 'es todo', 'av constituyentes 300', 'va'],
      order('av constituyentes 300', line('Capuchino 12 oz', 1), line('Panini de Pollo Pesto', 1)),
    ),
    d(
      'tu-bari-06',
      'ortografia',
      ['un macha late y unas galletas de chispas', 'es todo', 'calle 5 de mayo 18', 'si'],
      order('calle 5 de mayo 18', line('Matcha Latte', 1), line('Galletas de Chispas 3 pzas', 1)),
    ),
    d(
      'tu-bari-07',
      'ortografia',
      ['2 lates chicos y un flatwhite', 'es todo', 'calle allende 77', 'si'],
      order('calle allende 77', line('Latte Chico', 2), line('Flat White', 1)),
    ),
    d(
      'tu-bari-08',
      'ortografia',
      ['un expreso doble y un cold bru', 'es todo', 'av tecnologico 210', 'si'],
      order('av tecnologico 210', line('Espresso Doble', 1), line('Cold Brew 500 ml', 1)),
    ),
    d(
      'tu-bari-09',
      'ortografia',
      ['unfrappe de caramelo y una rebanada de pay de kso', 'es todo', 'calle pasteur 12', 'si'],
      order('calle pasteur 12', line('Frappé de Caramelo', 1), line('Rebanada de Pay de Queso', 1)),
    ),
    d(
      'tu-bari-10',
      'ortografia',
      ['me das un chai y un croisant de mantequiya', 'es todo', 'calle ocampo 9', 'si'],
      order('calle ocampo 9', line('Chai Latte', 1), line('Croissant de Mantequilla', 1)),
    ),
    d(
      'tu-bari-11',
      'ortografia',
      ['un amerikano grande porfa y un bagel d salmon', 'eso es todo', 'calle 16 de septiembre 40', 'si'],
      order('calle 16 de septiembre 40', line('Americano Grande', 1), line('Bagel de Salmón', 1)),
    ),
    d(
      'tu-bari-12',
      'ortografia',
      ['un capu y un frappe de caramelo', 'es todo', 'calle 2 de abril 9', 'si'],
      order('calle 2 de abril 9', line('Capuchino 12 oz', 1), line('Frappé de Caramelo', 1)),
    ),
    d(
      'tu-bari-13',
      'ortografia',
      ['un latte grande ☕ y un croissant de mantequilla 🥐 plis', 'es todo', 'Calle Próspero 12', 'si'],
      order('Calle Próspero 12', line('Latte Grande', 1), line('Croissant de Mantequilla', 1)),
    ),
    d(
      'tu-bari-14',
      'ambiguedad',
      ['un latte', 'grande', 'es todo', 'Calle Río Ayutla 15', 'si'],
      order('Calle Río Ayutla 15', line('Latte Grande', 1)),
    ),
    d(
      'tu-bari-15',
      'ambiguedad',
      ['un frappe', 'el de caramelo', 'es todo', 'Calle Ezequiel Montes 80', 'si'],
      order('Calle Ezequiel Montes 80', line('Frappé de Caramelo', 1)),
    ),
    d(
      'tu-bari-16',
      'ambiguedad',
      ['un croissant', 'el de jamon', 'es todo', 'Av. Tecnológico 100', 'si'],
      order('Av. Tecnológico 100', line('Croissant de Jamón y Queso', 1)),
    ),
    d(
      'tu-bari-17',
      'ambiguedad',
      ['un americano', 'el segundo', 'es todo', 'Calle Pino Suárez 31', 'si'],
      order('Calle Pino Suárez 31', line('Americano Grande', 1)),
    ),
    d(
      'tu-bari-18',
      'ambiguedad',
      ['2 frappes', 'uno de moka y otro de caramelo', 'es todo', 'Calle Juárez 3', 'si'],
      order('Calle Juárez 3', line('Frappé de Moka', 1), line('Frappé de Caramelo', 1)),
    ),
    d(
      'tu-bari-19',
      'ambiguedad',
      ['un latte de matcha y un croissant de mantequilla', 'es todo', 'Calle Arteaga 9', 'si'],
      order('Calle Arteaga 9', line('Matcha Latte', 1), line('Croissant de Mantequilla', 1)),
    ),
    d(
      'tu-bari-20',
      'ambiguedad',
      ['un croissant de queso y un americano chico', 'es todo', 'Calle Reforma 21', 'si'],
      order('Calle Reforma 21', line('Croissant de Jamón y Queso', 1), line('Americano Chico', 1)),
    ),
    d(
      'tu-bari-21',
      'voz',
      [
        'hola buenos dias quisiera un latte grande con leche de avena y un croissant de jamon y queso para la calle andador libertad 25 colonia centro es todo',
        'si',
      ],
      order(
        'calle andador libertad 25 colonia centro',
        line('Latte Grande', 1),
        line('Leche de Avena', 1),
        line('Croissant de Jamón y Queso', 1),
      ),
    ),
    d(
      'tu-bari-22',
      'voz',
      ['me puedes mandar dos americanos grandes y tres galletas de chispas seria todo', 'avenida pie de la cuesta 400', 'si'],
      order('avenida pie de la cuesta 400', line('Americano Grande', 2), line('Galletas de Chispas 3 pzas', 1)),
    ),
    d(
      'tu-bari-23',
      'voz',
      ['buenas tardes quiero un frappe de moka con crema batida y un capuchino eso es todo gracias', 'calle 20 de noviembre 8', 'si'],
      order('calle 20 de noviembre 8', line('Frappé de Moka', 1), line('Crema Batida', 1), line('Capuchino 12 oz', 1)),
    ),
    d(
      'tu-bari-24',
      'rafagas',
      [['hola', 'me das un cold brew', 'y un panini de pollo', 'gracias'], 'es todo', 'Calle Morelos 102', 'si'],
      order('Calle Morelos 102', line('Cold Brew 500 ml', 1), line('Panini de Pollo Pesto', 1)),
    ),
    d(
      'tu-bari-25',
      'rafagas',
      [['2 lattes chicos', 'uno deslactosado'], 'es todo', 'Calle Guerrero 55', 'si'],
      order('Calle Guerrero 55', line('Latte Chico', 1, 'deslactosado'), line('Latte Chico', 1)),
    ),
    d(
      'tu-bari-26',
      'rafagas',
      [['un chai latte', 'no espera', 'mejor un matcha latte'], 'es todo', 'Calle Vergara 20', 'si'],
      order('Calle Vergara 20', line('Matcha Latte', 1)),
    ),
    d(
      'tu-bari-27',
      'rafagas',
      [['tienen frappe de oreo?', 'si no uno de moka'], 'es todo', 'Calle Vergara 7', 'si'],
      order('Calle Vergara 7', line('Frappé de Moka', 1)),
    ),
    d(
      'tu-bari-28',
      'extras',
      ['un americano grande con extra shot', 'es todo', 'Calle Independencia 66', 'si'],
      order('Calle Independencia 66', line('Americano Grande', 1), line('Extra Shot de Espresso', 1)),
    ),
    d(
      'tu-bari-29',
      'combos',
      ['un combo desayuno con croissant de jamon y queso y americano', 'es todo', 'Calle Reforma 15', 'si'],
      order('Calle Reforma 15', line('Combo Desayuno', 1, 'con croissant de jamon y queso y americano')),
    ),
    d(
      'tu-bari-30',
      'fuera-de-menu',
      ['tienen muffin de moras?', 'ah ok entonces un pay de queso', 'es todo', 'Calle Colón 3', 'si'],
      order('Calle Colón 3', line('Rebanada de Pay de Queso', 1)),
    ),
  ],
};
