import { describe, expect, it } from 'vitest';
import { HashGate, REFUSALS_BEFORE_SUSPECT } from './hash-gate.js';
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
    const first = gate.run('1.1.1.1', 'suspect', a.work);
    let secondRan = false;
    const second = gate.run('2.2.2.2', 'suspect', async () => void (secondRan = true));
    const third = gate.run('3.3.3.3', 'suspect', async () => 'never');
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
    const running = gate.run('6.6.6.6', 'suspect', a.work);
    await expect(gate.run('6.6.6.6', 'suspect', async () => 0)).rejects.toBeInstanceOf(TooManyAttemptsError);
    const order: string[] = [];
    const stranger = gate.run('7.7.7.7', 'suspect', async () => void order.push('stranger'));
    const owner = gate.run('6.6.6.6', 'trusted', async () => void order.push('owner'));
    a.done();
    await Promise.all([running, stranger, owner]);
    expect(order).toEqual(['owner', 'stranger']);
  });

  it('lets a client with no failures past a flood of clients that already failed, behind only the running hashes', async () => {
    const gate = new HashGate({ running: 1, waiting: 2, perAddress: 1 });
    const a = pending();
    const order: string[] = [];
    const running = gate.run('9.9.9.1', 'suspect', a.work);
    const flood = ['9.9.9.2', '9.9.9.3'].map((address) => gate.run(address, 'suspect', async () => void order.push(address)));
    await expect(gate.run('9.9.9.4', 'suspect', async () => 0)).rejects.toBeInstanceOf(TooManyAttemptsError);
    const owner = gate.run('10.0.0.1', 'clean', async () => void order.push('owner'));
    a.done();
    await Promise.all([running, owner, ...flood]);
    expect(order).toEqual(['owner', '9.9.9.2', '9.9.9.3']);
  });

  it('treats a new address refused again and again as a suspect, until one of its hashes runs', async () => {
    const gate = new HashGate({ running: 1, waiting: 1, perAddress: 5 });
    const a = pending();
    const running = gate.run('1.1.1.1', 'clean', a.work);
    const waiting = gate.run('1.1.1.2', 'clean', async () => 0);
    for (let i = 0; i < REFUSALS_BEFORE_SUSPECT; i++) {
      expect(gate.standingOf('5.5.5.5', 'clean')).toBe('clean');
      await expect(gate.run('5.5.5.5', 'clean', async () => 0)).rejects.toBeInstanceOf(TooManyAttemptsError);
    }
    expect(gate.standingOf('5.5.5.5', 'clean')).toBe('suspect');
    expect(gate.standingOf('5.5.5.5', 'trusted')).toBe('trusted');
    a.done();
    await Promise.all([running, waiting]);
    await gate.run('5.5.5.5', 'suspect', async () => 0);
    expect(gate.standingOf('5.5.5.5', 'clean')).toBe('clean');
  });
});
