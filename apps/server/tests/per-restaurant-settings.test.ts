import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAi } from '../../../adapters/ai/openai/testing/fake-openai.js';
import type { FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import { TOKENS } from '../tokens.js';
import { get, type TestClient, type TestServer } from '../testing/test-server.js';
import { metaConfig, metaPayload, metaText, postMeta, startWhatsappServer } from '../testing/whatsapp-fixture.js';

const A_TOKEN = 'EAAG-token-de-a';
const A_SECRET = 'app-secret-de-a';
const A_PHONE = '+525511112222';

let graph: FakeGraphApi;
let openai: FakeOpenAi;
let server: TestServer;
let close: () => Promise<void>;
let admin: TestClient;
let ownerA: TestClient;
let ownerB: TestClient;
let a: string;
let b: string;

beforeAll(async () => {
  openai = await FakeOpenAi.start();
  const providers = { openAiBaseUrl: openai.baseURL };
  ({ graph, server, close } = await startWhatsappServer({ graph: { accessToken: A_TOKEN }, twilio: false, providers }));
  ownerA = server.client();
  a = (await ownerA.operatorWithRestaurant('casa-a')).restaurant.id;
  ownerB = server.client();
  b = (await ownerB.operatorWithRestaurant('casa-b')).restaurant.id;
  admin = server.client();
  await admin.adminLogin();
  // The administrator configures restaurant A's WhatsApp, as the panel does: for the restaurant in the address.
  const saved = await admin.json('POST', `/api/config?restaurant=${a}`, {
    key: 'whatsapp_config',
    value: metaConfig({
      accessToken: A_TOKEN,
      phoneNumberId: '111222333',
      webhookVerifyToken: 'verifica-a',
      appSecret: A_SECRET,
      businessPhone: A_PHONE,
    }),
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await close();
  await openai.close();
});

describe('WhatsApp settings belong to one restaurant', () => {
  it('gives restaurant A its settings and restaurant B none of them', async () => {
    expect((await ownerA.json('GET', '/api/whatsapp/status')).body).toMatchObject({ configured: true, phoneNumber: A_PHONE });
    const bStatus = (await ownerB.json('GET', '/api/whatsapp/status')).body;
    expect(bStatus).toMatchObject({ configured: false, hasAccessToken: false, hasVerifyToken: false, phoneNumber: null });
    const bConfig = JSON.stringify((await ownerB.json('GET', '/api/config/whatsapp_config')).body);
    for (const leaked of ['111222333', 'verifica-a', A_PHONE, A_TOKEN.slice(-4), A_SECRET.slice(-4)]) expect(bConfig).not.toContain(leaked);
  });

  it('shows the admin B as Desconectado too when B is selected', async () => {
    expect((await admin.json('GET', `/api/whatsapp/status?restaurant=${b}`)).body.configured).toBe(false);
  });

  it("never links B's public site to A's number", async () => {
    const site = await server.app.request('/', { headers: { host: 'casa-b.localhost' } });
    const html = await site.text();
    expect(site.status).toBe(200);
    expect(html).not.toContain('5511112222');
    expect(html).not.toContain('Pedir por WhatsApp');
    const siteA = await (await server.app.request('/', { headers: { host: 'casa-a.localhost' } })).text();
    expect(siteA).toContain('https://wa.me/525511112222');
  });

  it("refuses a webhook for B signed with A's app secret, storing nothing and sending nothing", async () => {
    const res = await postMeta(server, b, A_SECRET, metaPayload([metaText('5215599990000', 'Hola, ¿tienen tacos?')]));
    expect(res.status).toBe(401);
    expect(await get(server.container, TOKENS.Conversations).list(b)).toEqual([]);
    expect(graph.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('refuses per-restaurant keys in Plataforma, storing nothing platform-wide', async () => {
    const res = await admin.json('POST', '/api/admin/config', { key: 'whatsapp_config', value: { businessPhone: '+525500000001' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/es de cada restaurante/);
    expect((await ownerB.json('GET', '/api/config/whatsapp_config')).body.value.businessPhone).toBe('');
  });

  it("does not let B's owner read A's settings by naming A", async () => {
    expect((await ownerB.json('GET', `/api/config/whatsapp_config?restaurant=${a}`)).status).toBe(403);
    expect((await ownerB.json('GET', '/api/admin/config')).status).toBe(403);
  });
});

describe('stored secrets can be removed', () => {
  it('clears one secret of the restaurant and keeps the rest', async () => {
    const owner = server.client();
    await owner.operatorWithRestaurant('casa-c');
    await owner.json('POST', '/api/config', {
      key: 'whatsapp_config',
      value: { accessToken: 'EAAG-c-token-largo', appSecret: 'secreto-c-largo', phoneNumberId: '999' },
    });
    const res = await owner.json('DELETE', '/api/config/whatsapp_config/secrets/accessToken');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ accessToken: '', appSecret: '••••argo', phoneNumberId: '999' });
  });

  it('refuses a field that is not a secret', async () => {
    const res = await ownerB.json('DELETE', '/api/config/whatsapp_config/secrets/businessPhone');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/no es un secreto/);
  });

  it('lets the administrator remove the platform OpenAI key', async () => {
    openai.text('ok');
    expect((await admin.json('POST', '/api/admin/config', { key: 'openai_config', value: { apiKey: 'sk-plataforma-1234' } })).status).toBe(
      200,
    );
    expect((await ownerB.json('GET', '/api/config/openai_config')).body.value.apiKey).toBe('••••1234');
    expect((await admin.json('DELETE', '/api/admin/config/openai_config/secrets/apiKey')).body.value.apiKey).toBe('');
    expect((await ownerB.json('GET', '/api/config/openai_config')).body.value.apiKey).toBe('');
  });
});

describe('an OpenAI key is tried before it is saved', () => {
  it('refuses a key the provider rejects with a Spanish 400, keeping the stored one', async () => {
    openai.text('ok');
    expect((await ownerA.json('POST', '/api/config', { key: 'openai_config', value: { apiKey: 'sk-buena-0001' } })).status).toBe(200);
    openai.error(401, { message: 'Incorrect API key provided', code: 'invalid_api_key' });
    const res = await ownerA.json('POST', '/api/config', { key: 'openai_config', value: { apiKey: 'sk-mala-0002' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('OpenAI rechazó la clave: La clave de OpenAI no es válida');
    expect((await ownerA.json('GET', '/api/config/openai_config')).body.value.apiKey).toBe('••••0001');
  });

  it('does not retest a masked key sent back unchanged', async () => {
    const before = openai.requests.length;
    const res = await ownerA.json('POST', '/api/config', { key: 'openai_config', value: { apiKey: '••••0001', organization: 'org-a' } });
    expect(res.status).toBe(200);
    expect(openai.requests.length).toBe(before);
  });
});

describe('Reintentar', () => {
  it("resends a failed message through the restaurant's own channel", async () => {
    const conversation = await get(server.container, TOKENS.Conversations).upsertByPhone(a, '5215500002222', new Date());
    const failed = await get(server.container, TOKENS.Messages).append({
      conversationId: conversation.id,
      restaurantId: a,
      content: 'Tu pedido va en camino',
      direction: 'outgoing',
      timestamp: new Date(),
      providerMessageId: null,
      status: 'failed',
      error: 'Error temporal del proveedor',
      replyToId: null,
    });
    const res = await ownerA.json('POST', `/api/conversations/${conversation.id}/messages/${failed.id}/retry`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'sent', error: null });
    const sent = graph.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/111222333/messages'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${A_TOKEN}`);
    // B cannot retry A's message.
    expect((await ownerB.json('POST', `/api/conversations/${conversation.id}/messages/${failed.id}/retry`)).status).toBe(404);
  });
});

describe('a platform-scope WhatsApp row (from before 0008) is inherited by nobody', () => {
  it('is ignored by the reply path and the status alike', async () => {
    await get(server.container, TOKENS.Db)
      .insertInto('config_entries')
      .values({
        scope: '*',
        key: 'whatsapp_config',
        value: JSON.stringify({ phoneNumberId: '999', businessPhone: '+525599999999' }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const config = get(server.container, TOKENS.Config);
    const { effective } = await config.resolveMany(b, ['whatsapp_config', 'openai_config']);
    expect(effective.whatsapp_config).toMatchObject({ phoneNumberId: '', businessPhone: '' });
    expect((await config.resolve(b, 'whatsapp_config')).businessPhone).toBe('');
    expect((await ownerB.json('GET', '/api/whatsapp/status')).body.phoneNumber).toBeNull();
  });
});

describe("a platform-scope WhatsApp row 0008 could not place is reported in the administrator's view", () => {
  it('lists it, masked, to the administrator only, who assigns it to the restaurant it was entered for', async () => {
    await get(server.container, TOKENS.Db)
      .insertInto('config_entries')
      .values({
        scope: '*',
        key: 'unassigned:whatsapp_config',
        value: JSON.stringify({ phoneNumberId: '555666777', businessPhone: '+525555566677' }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await ownerA.json('GET', '/api/admin/config')).status).toBe(403);
    const report = await admin.json('GET', '/api/admin/config');
    expect(report.body.unassigned).toEqual([
      { key: 'whatsapp_config', value: { phoneNumberId: '555666777', businessPhone: '+525555566677' } },
    ]);
    // Nobody inherits it meanwhile.
    expect((await ownerB.json('GET', '/api/config/whatsapp_config')).body.value.phoneNumberId).toBe('');

    const created = await admin.json('POST', '/api/restaurants', { name: 'Casa C', subdomain: 'casa-ce' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const c = created.body.id;
    expect((await ownerA.json('POST', '/api/admin/config/unassigned/whatsapp_config/assign', { restaurantId: c })).status).toBe(403);
    expect((await admin.json('POST', '/api/admin/config/unassigned/whatsapp_config/assign', { restaurantId: 'no-existe' })).status).toBe(
      400,
    );
    expect((await admin.json('POST', '/api/admin/config/unassigned/whatsapp_config/assign', { restaurantId: c })).body).toEqual({
      assigned: true,
      restaurantId: c,
    });
    expect((await admin.json('GET', `/api/config/whatsapp_config?restaurant=${c}`)).body.value).toMatchObject({
      phoneNumberId: '555666777',
      businessPhone: '+525555566677',
    });
    expect((await admin.json('GET', '/api/admin/config')).body.unassigned).toEqual([]);
    expect((await admin.json('POST', '/api/admin/config/unassigned/whatsapp_config/assign', { restaurantId: c })).status).toBe(404);
    expect((await ownerB.json('GET', '/api/config/whatsapp_config')).body.value.phoneNumberId).toBe('');
  });
});

describe('which restaurant am I in?', () => {
  it('names the restaurant a data call acts on, and refuses one the user may not see', async () => {
    expect((await ownerB.json('GET', '/api/restaurants/current')).body).toMatchObject({ id: b, subdomain: 'casa-b' });
    expect((await ownerB.json('GET', `/api/restaurants/current?restaurant=${a}`)).status).toBe(403);
    expect((await admin.json('GET', `/api/restaurants/current?restaurant=${b}`)).body).toMatchObject({ id: b });
    expect((await server.client().json('GET', '/api/restaurants/current')).status).toBe(401);
  });
});
