import { openChat } from './harness.js';

const TURNS = [
  'Hola',
  'quiero 2 tacos al pastor sin cebolla y una horchata',
  'mejor que sean 3',
  'es todo',
  'Calle Roble 23, Col. Centro',
  'sí',
];

/** Median milliseconds for one customer message through the Assistant and the offline engine (in-memory ports). */
export async function benchOfflineMedianMs(rounds = 30): Promise<number> {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const chat = await openChat();
    for (const turn of TURNS) {
      const started = performance.now();
      await chat.send(turn);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Motor offline: mediana ${(await benchOfflineMedianMs()).toFixed(2)} ms por mensaje`);
}
