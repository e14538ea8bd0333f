import { describe, expect, it } from 'vitest';
import type { ConfigService } from '../../core/config/config-service.js';
import type { WhatsAppConfig } from '../../core/config/config.js';
import type { WhatsAppChannel } from '../../core/conversations/whatsapp-channel.js';
import { WhatsAppConnectionCaches, WhatsAppConnections } from './whatsapp-connections.js';

const endpoints = { metaGraphUrl: 'http://meta.test', twilioApiUrl: 'http://twilio.test', publicUrl: 'https://comanda.test' };

/** A restaurant's WhatsApp entry per id, and a count of the channels built and asked. */
function setup(caches = new WhatsAppConnectionCaches(2)) {
  const entries = new Map<string, Partial<WhatsAppConfig>>();
  const built: string[] = [];
  let verifications = 0;
  const config: Pick<ConfigService, 'resolve'> = {
    resolve: async <T extends Record<string, unknown>>(id: string | null) => ({ ...entries.get(id ?? '') }) as T,
  };
  const makeChannel = (c: WhatsAppConfig): WhatsAppChannel => ({
    sendText: async () => ({ providerMessageId: 'm' }),
    showTyping: async () => {},
    verifyCredentials: async () => {
      verifications++;
      return c.accessToken !== 'bad';
    },
  });
  const connections = new WhatsAppConnections(config, endpoints, caches, (c) => {
    built.push(c.accessToken);
    return makeChannel(c);
  });
  const meta = (accessToken: string) => ({ provider: 'meta' as const, accessToken, phoneNumberId: '123' });
  return { caches, entries, built, connections, meta, verifications: () => verifications };
}

describe("the WhatsApp connections' caches", () => {
  it('reuse a channel for the same credentials and build a new one when they change', async () => {
    const { entries, built, connections, meta } = setup();
    entries.set('r1', meta('token-a'));
    const first = await connections.forRestaurant('r1');
    expect(await connections.forRestaurant('r1')).toBe(first);
    entries.set('r1', meta('token-b'));
    expect(await connections.forRestaurant('r1')).not.toBe(first);
    expect(built).toEqual(['token-a', 'token-b']);
  });

  it('keep at most their bound of channels, the oldest dropped first', async () => {
    const { caches, entries, connections, meta } = setup(new WhatsAppConnectionCaches(2));
    for (const id of ['r1', 'r2', 'r3']) {
      entries.set(id, meta(`token-${id}`));
      await connections.forRestaurant(id);
    }
    expect(caches.channels.size).toBe(2);
    expect([...caches.channels.keys()].some((key) => key.includes('token-r1'))).toBe(false);
  });

  it('ask the provider once for the same credentials, and again when they change', async () => {
    const { entries, connections, meta, verifications } = setup();
    entries.set('r1', meta('token-a'));
    expect((await connections.status('r1')).configured).toBe(true);
    expect((await connections.status('r1')).configured).toBe(true);
    expect(verifications()).toBe(1);
    entries.set('r1', meta('bad'));
    expect((await connections.status('r1')).configured).toBe(false);
    expect(verifications()).toBe(2);
  });

  it('are shared by whoever the composition root gives the same object', async () => {
    const caches = new WhatsAppConnectionCaches();
    const one = setup(caches);
    const other = setup(caches);
    one.entries.set('r1', one.meta('token-a'));
    other.entries.set('r1', other.meta('token-a'));
    expect(await other.connections.forRestaurant('r1')).toBe(await one.connections.forRestaurant('r1'));
  });
});
