import { describe, expect, it } from 'vitest';
import { item as I } from '../../../eval/tuning/kit.js';
import { playChat } from './testing/play.js';

/*
 * How customers text the words of a menu short on WhatsApp, on a menu of a kind the engine was
 * not tuned on: texting shorthands of Spanish ("kso"), words of names cut short ("capu",
 * "refre"), English said and written ("cold bru", "expreso").
 */
const SNACKS = [
  I('Rebanada de Pay de Queso', 'Postres', 65),
  I('Nachos con Queso', 'Botanas', 59),
  I('Capuchino 12 oz', 'Café', 62),
  I('Espresso Doble', 'Café', 42),
  I('Cold Brew 500 ml', 'Café', 65),
  I('Refresco 600 ml', 'Bebidas', 28),
  I('Frappé de Caramelo', 'Café', 79),
];

const cart = async (...turns: string[]) => (await playChat(SNACKS, [...turns, 'es todo', 'Calle Roble 45', 'si'])).lines;

describe('words texted short or as they sound', () => {
  it('"kso" / "qso" is queso, as customers text it', async () => {
    expect(await cart('una rebanada de pay de kso y unos nachos con qso')).toEqual(['1 Nachos con Queso', '1 Rebanada de Pay de Queso']);
  });

  it('a word of a name cut short is that name: "un capu y un refre"', async () => {
    expect(await cart('un capu y un refre')).toEqual(['1 Capuchino 12 oz', '1 Refresco 600 ml']);
  });

  it('a count glued to its dish is that many: "2capuchinos y 3refrescos"', async () => {
    expect(await cart('2capuchinos y 3refrescos')).toEqual(['2 Capuchino 12 oz', '3 Refresco 600 ml']);
  });

  it('an answer to "¿De cuál…?" cut short ("el napo", "los supre") picks the one dish it begins', async () => {
    const menu = [
      I('Calzone de Jamón y Queso', 'Calzones', 165),
      I('Calzone Napolitano', 'Calzones', 175),
      I('Nachos con Queso', 'Botanas', 59),
      I('Nachos Supremos', 'Botanas', 89),
    ];
    const close = ['es todo', 'Calle Roble 45', 'si'];
    expect((await playChat(menu, ['un calzone', 'el napo', ...close])).lines).toEqual(['1 Calzone Napolitano']);
    expect((await playChat(menu, ['unos nachos', 'los supre', ...close])).lines).toEqual(['1 Nachos Supremos']);
  });

  it('"expreso" and "cold bru" are the espresso and the cold brew', async () => {
    expect(await cart('un expreso doble y un cold bru')).toEqual(['1 Cold Brew 500 ml', '1 Espresso Doble']);
  });
});
