import { describe, expect, it } from 'vitest';
import { HashGate } from './hash-gate.js';
import { TooManyAttemptsError } from './login-throttle.js';

/** Work that finishes when the test says so. */
function pending() {
  let done!: () => void;
  const promise = new Promise<void>((ok) => (done = ok));
  return { work: () => promise, done };
}

describe('HashGate', () => {
  it('runs at most `running` hashes, queues `waiting` more and refuses the rest with a retry hint', async () => {
    const gate = new HashGate({ running: 1, waiting: 1, perAddress: 10 });
    const a = pending();
    const first = gate.run('1.1.1.1', false, a.work);
    let secondRan = false;
    const second = gate.run('2.2.2.2', false, async () => void (secondRan = true));
    const third = gate.run('3.3.3.3', false, async () => 'never');
    await expect(third).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(third).rejects.toMatchObject({ retryAfterSec: 2, message: expect.stringMatching(/intenta de nuevo en unos segundos/) });
    expect(secondRan).toBe(false);
    a.done();
    await first;
    await second;
    expect(secondRan).toBe(true);
  });

  it('caps one address, and serves trusted clients before strangers in a line they cannot fill', async () => {
    const gate = new HashGate({ running: 1, waiting: 1, perAddress: 1 });
    const a = pending();
    const running = gate.run('6.6.6.6', false, a.work);
    await expect(gate.run('6.6.6.6', false, async () => 0)).rejects.toBeInstanceOf(TooManyAttemptsError);
    const order: string[] = [];
    const stranger = gate.run('7.7.7.7', false, async () => void order.push('stranger'));
    const owner = gate.run('6.6.6.6', true, async () => void order.push('owner'));
    a.done();
    await Promise.all([running, stranger, owner]);
    expect(order).toEqual(['owner', 'stranger']);
  });
});
