import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MessageStatus } from './conversation.js';
import { afterDeliveryCallback } from './delivery-status.js';
import type { InboundDeliveryStatus } from './inbound.js';

const CALLBACKS: InboundDeliveryStatus[] = ['sent', 'delivered', 'read', 'failed'];
const PROGRESS: MessageStatus[] = ['pending', 'sent', 'delivered', 'read'];
const apply = (start: MessageStatus, callbacks: InboundDeliveryStatus[]) => callbacks.reduce(afterDeliveryCallback, start);

describe('delivery status from provider callbacks', () => {
  it('a late "delivered" or "sent" never downgrades "read"', () => {
    expect(apply('sent', ['read', 'delivered', 'sent'])).toBe('read');
    expect(apply('pending', ['delivered', 'sent'])).toBe('delivered');
  });

  it('ends at the furthest state reached, whatever order the callbacks arrive in', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['sent', 'delivered', 'read'] as InboundDeliveryStatus[], { minLength: 1 }), (callbacks) => {
        const furthest = Math.max(...callbacks.map((c) => PROGRESS.indexOf(c)));
        expect(apply('pending', callbacks)).toBe(PROGRESS[furthest]);
      }),
    );
  });

  it('never moves backwards along pending → sent → delivered → read', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PROGRESS), fc.array(fc.constantFrom(...CALLBACKS), { maxLength: 8 }), (start, callbacks) => {
        let current = start;
        for (const callback of callbacks) {
          const next = afterDeliveryCallback(current, callback);
          if (next !== 'failed' && current !== 'failed') expect(PROGRESS.indexOf(next)).toBeGreaterThanOrEqual(PROGRESS.indexOf(current));
          current = next;
        }
      }),
    );
  });

  it('a failure stays visible once reported, and never replaces a delivered message', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CALLBACKS), { maxLength: 8 }), (callbacks) => {
        expect(apply('failed', callbacks)).toBe('failed');
      }),
    );
    expect(apply('sent', ['failed'])).toBe('failed');
    expect(apply('delivered', ['failed'])).toBe('delivered');
    expect(apply('read', ['failed'])).toBe('read');
  });

  it('leaves incoming messages and test replies alone', () => {
    for (const callback of CALLBACKS) {
      expect(afterDeliveryCallback('received', callback)).toBe('received');
      expect(afterDeliveryCallback('test', callback)).toBe('test');
    }
  });
});
