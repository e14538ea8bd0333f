import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL } from '../../../adapters/persistence/contract/dialects.js';
import {
  META_APP_SECRET,
  metaPayload,
  metaText,
  postMeta,
  postTwilio,
  startWhatsappServer,
  threadOf,
  TWILIO_AUTH,
  twilioConfig,
  twilioText,
  until,
  whatsappRestaurant,
} from '../testing/whatsapp-fixture.js';
import type { TestClient } from '../testing/test-server.js';

/** A PostgreSQL schema of this file's own, dropped afterwards. */
async function postgresSchema(baseUrl: string) {
  const schema = `comanda_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { onnotice: () => {}, max: 1 });
  await admin.unsafe(`create schema "${schema}"`);
  const url = new URL(baseUrl);
  url.searchParams.set('search_path', schema);
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

const DATABASES = [
  { name: 'sqlite', open: async () => ({ url: undefined as string | undefined, drop: async () => {} }) },
  ...(POSTGRES_URL ? [{ name: 'postgres', open: () => postgresSchema(POSTGRES_URL!) }] : []),
];

/** A message whose `timestamp` no date can hold: Meta's seconds × 1000 overflow. */
const overflowing = (from: string) => ({ ...metaText(from, 'fecha imposible'), timestamp: '1e15' });

for (const database of DATABASES) {
  describe(`${database.name}: one tenant's malformed webhook`, () => {
    let env: Awaited<ReturnType<typeof startWhatsappServer>>;
    let drop: () => Promise<void>;
    let victim: TestClient;
    let attacker: TestClient;
    let victimId: string;
    let attackerId: string;

    beforeAll(async () => {
      const schema = await database.open();
      drop = schema.drop;
      env = await startWhatsappServer(schema.url ? { databaseUrl: schema.url } : {});
      victim = env.server.client();
      attacker = env.server.client();
      victimId = await whatsappRestaurant(victim, `victima${database.name}`);
      attackerId = await whatsappRestaurant(attacker, `atacante${database.name}`);
    });
    afterAll(async () => {
      await env.close();
      await drop();
    });

    it('fails no other restaurant’s webhooks in the same write, and loses none of its own good messages', async () => {
      const goodFrom = '+5215512340001';
      const batch = metaPayload([
        overflowing('5215512340000'),
        metaText(goodFrom.slice(1), 'esta sí llega'),
        metaText('5215512340002', 'hola\u0000 mundo'),
      ]);
      const victims = Array.from({ length: 60 }, (_, i) =>
        postMeta(env.server, victimId, META_APP_SECRET, metaPayload([metaText(`52155100${String(i).padStart(5, '0')}`, 'Hola')])),
      );
      const [bad, ...good] = await Promise.all([postMeta(env.server, attackerId, META_APP_SECRET, batch), ...victims]);
      expect(good.map((r) => r.status)).toEqual(good.map(() => 200));
      expect(bad.status).toBe(200);
      expect(await bad.json()).toMatchObject({ received: true, stored: 2, skipped: 1 });
      const thread = await until(
        () => threadOf(attacker, goodFrom),
        (m) => m.length > 0,
      );
      expect(thread[0]).toMatchObject({ direction: 'incoming', content: 'esta sí llega' });
      const cleaned = await until(
        () => threadOf(attacker, '+5215512340002'),
        (m) => m.length > 0,
      );
      expect(cleaned[0].content).toBe('hola mundo');
    });

    it('answers 400 to a webhook holding nothing it could store, and stores nothing', async () => {
      const only = await postMeta(env.server, attackerId, META_APP_SECRET, metaPayload([overflowing('5215512349999')]));
      expect(only.status).toBe(400);
      expect(await only.json()).toEqual({ error: 'Ningún evento del webhook se pudo guardar' });
      expect(await threadOf(attacker, '+5215512349999')).toEqual([]);
    });

    it('stores Twilio messages with NUL characters and broken names, cleaned', async () => {
      const client = env.server.client();
      const twilioId = await whatsappRestaurant(client, `twilio${database.name}`, { config: twilioConfig() });
      const params = twilioText('+5215598760000', 'quiero\u0000 tacos', { ProfileName: 'Lupe\ud800' });
      const [res, ...others] = await Promise.all([
        postTwilio(env.server, twilioId, TWILIO_AUTH, params),
        ...Array.from({ length: 20 }, (_, i) =>
          postMeta(env.server, victimId, META_APP_SECRET, metaPayload([metaText(`52155200${String(i).padStart(5, '0')}`, 'Hola')])),
        ),
      ]);
      expect(res.status).toBe(200);
      expect(others.map((r) => r.status)).toEqual(others.map(() => 200));
      const thread = await until(
        () => threadOf(client, '+5215598760000'),
        (m) => m.length > 0,
      );
      expect(thread[0].content).toBe('quiero tacos');
      const list = (await client.json('GET', '/api/conversations')).body as { phoneNumber: string; customerName: string | null }[];
      expect(list.find((c) => c.phoneNumber === '+5215598760000')?.customerName).toBe('Lupe\ufffd');
    });
  });
}
