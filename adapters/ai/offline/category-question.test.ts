import { describe, expect, it } from 'vitest';
import { openChat } from '../../../eval/harness.js';
import { item as I } from '../../../eval/tuning/kit.js';

/** A trattoria whose category "Pastas" is also a word of one dish's name ("Pasta al Pesto"). */
const TRATTORIA = [
  I('Spaghetti Boloñesa', 'Pastas', 145),
  I('Fettuccine Alfredo', 'Pastas', 150),
  I('Pasta al Pesto', 'Pastas', 150),
  I('Pizza Margarita', 'Pizzas', 120),
  I('Pizza Pepperoni', 'Pizzas', 130),
  I('Limonada', 'Bebidas', 35),
];

async function ask(question: string) {
  const chat = await openChat({ menu: TRATTORIA, profile: {}, config: { testMode: false } });
  const out = await chat.send(question);
  const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
  return { reply: out.reply, cart: cart?.lines ?? [] };
}

describe('a question about a category is answered with the category', () => {
  it('"¿Qué pastas tienen?" lists every pasta, not the one dish whose name holds "pasta"', async () => {
    const { reply, cart } = await ask('¿Qué pastas tienen?');
    for (const name of ['Spaghetti Boloñesa', 'Fettuccine Alfredo', 'Pasta al Pesto']) expect(reply).toContain(name);
    expect(reply).not.toContain('Pizza');
    expect(cart).toEqual([]);
  });

  it('a question naming the dish itself is still about the dish', async () => {
    const { reply } = await ask('¿tienen pasta al pesto?');
    expect(reply).toContain('Pasta al Pesto');
    expect(reply).not.toContain('Spaghetti');
  });
});
