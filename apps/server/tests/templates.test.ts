import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import type { TestClient, TestServer } from '../testing/test-server.js';
import {
  conversationOf,
  META_APP_SECRET,
  metaConfig,
  metaPayload,
  metaText,
  postMeta,
  postMetaAt,
  postTwilio,
  settledThread,
  startWhatsappServer,
  threadOf,
  TWILIO_AUTH,
  twilioConfig,
  twilioText,
  whatsappRestaurant,
} from '../testing/whatsapp-fixture.js';

const WABA = '102290129340398';
const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
let graph: FakeGraphApi;
let twilioApi: Awaited<ReturnType<typeof startWhatsappServer>>['twilioApi'];
let server: TestServer;
let close: () => Promise<void>;
let meta: TestClient;
let metaId: string;

const sends = (kind: string) =>
  graph.requests.filter((r) => r.method === 'POST' && JSON.parse(r.rawBody).type === kind).map((r) => JSON.parse(r.rawBody));

beforeAll(async () => {
  ({ graph, twilioApi, server, close } = await startWhatsappServer({ clock, graph: { businessAccountId: WABA } }));
  graph.templates.push(
    {
      name: 'pedido_listo',
      language: 'es_MX',
      status: 'APPROVED',
      category: 'UTILITY',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Hola {{1}}', example: { header_text: ['Lupita'] } },
        { type: 'BODY', text: 'Tu pedido {{1}} está listo. Total: {{2}}.', example: { body_text: [['#0007', '$180.00']] } },
        { type: 'FOOTER', text: 'Taquería Comanda' },
      ],
    },
    { name: 'promo_nueva', language: 'es_MX', status: 'PENDING', components: [{ type: 'BODY', text: 'Promo {{1}}' }] },
    {
      name: 'con_imagen',
      language: 'es_MX',
      status: 'APPROVED',
      components: [
        { type: 'HEADER', format: 'IMAGE' },
        { type: 'BODY', text: 'Mira' },
      ],
    },
  );
  twilioApi.contents.push(
    {
      sid: 'HX' + 'a'.repeat(32),
      friendlyName: 'regreso',
      language: 'es',
      body: 'Hola {{1}}, te extrañamos. Hoy tenemos {{2}}.',
      variables: { 1: 'Lupita', 2: '2x1' },
      status: 'approved',
    },
    {
      sid: 'HX' + 'b'.repeat(32),
      friendlyName: 'borrador',
      language: 'es',
      body: 'Sin aprobar {{1}}',
      variables: { 1: 'x' },
      status: 'pending',
    },
  );
  meta = server.client();
  const config = metaConfig({ businessAccountId: WABA, businessPhone: undefined });
  metaId = await whatsappRestaurant(meta, 'plantillas', { config, menu: false });
});
afterAll(() => close());

describe('approved templates (Meta)', () => {
  it('lists only approved templates the panel can fill, with their variables and text', async () => {
    const res = await meta.json('GET', '/api/templates');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: 'pedido_listo:es_MX',
      name: 'pedido_listo',
      variables: [
        { key: 'header.1', label: 'Encabezado {{1}}', example: 'Lupita' },
        { key: 'body.1', example: '#0007' },
        { key: 'body.2', example: '$180.00' },
      ],
    });
    const listing = graph.requests.find((r) => r.path === `/v21.0/${WABA}/message_templates`)!;
    expect(listing.query.get('status')).toBe('APPROVED');
  });

  it('outside the window: text is refused whole, a template goes with its variables and is stored as the customer reads it', async () => {
    await postMeta(server, metaId, META_APP_SECRET, metaPayload([metaText('5215571000001', 'hola')]));
    await postMeta(server, metaId, META_APP_SECRET, metaPayload([metaText('5215571000002', 'hola')]));
    await settledThread(meta, '+5215571000001', 2);
    await settledThread(meta, '+5215571000002', 2);
    offset += DAY + 60_000;
    await postMetaAt(server, metaId, clock, metaText('5215571000002', 'sigo aquí'));
    await settledThread(meta, '+5215571000002', 4);

    const before = graph.requests.length;
    const text = await meta.json('POST', '/api/conversations/bulk-message', {
      phoneNumbers: ['+5215571000001', '+5215571000002'],
      message: 'Promo',
    });
    expect(text.status).toBe(409);
    expect(text.body.outsideWindow).toEqual(['+5215571000001']);
    expect(text.body.error).toContain('plantilla');
    expect(graph.requests.length).toBe(before);
    expect((await threadOf(meta, '+5215571000002')).map((m) => m.content)).not.toContain('Promo');

    const blank = await meta.json('POST', '/api/conversations/bulk-message', {
      phoneNumbers: ['+5215571000001', '+5215571000002'],
      template: { templateId: 'pedido_listo:es_MX', variables: ['Lupita', '#0007', ''] },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe('Escribe el valor de {{2}}');
    expect(graph.requests.length).toBe(before + 1); // the template list only

    const bulk = await meta.json('POST', '/api/conversations/bulk-message', {
      phoneNumbers: ['+5215571000001', '+5215571000002'],
      template: { templateId: 'pedido_listo:es_MX', variables: ['Lupita', '#0007', '$180.00'] },
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({ sent: 2, failed: [] });
    const sent = sends('template').at(-1);
    expect(sent).toMatchObject({
      to: '5215571000002',
      template: {
        name: 'pedido_listo',
        language: { code: 'es_MX' },
        components: [
          { type: 'header', parameters: [{ type: 'text', text: 'Lupita' }] },
          {
            type: 'body',
            parameters: [
              { type: 'text', text: '#0007' },
              { type: 'text', text: '$180.00' },
            ],
          },
        ],
      },
    });
    const thread = await threadOf(meta, '+5215571000001');
    expect(thread.at(-1)).toMatchObject({
      content: 'Hola Lupita\nTu pedido #0007 está listo. Total: $180.00.\nTaquería Comanda',
      status: 'sent',
    });
  });

  it('an operator re-opens one conversation with a template and takes it over; a template no longer approved is refused', async () => {
    const { id } = (await conversationOf(meta, '+5215571000001'))!;
    const refused = await meta.json('POST', `/api/conversations/${id}/messages`, { message: 'hola' });
    expect(refused.status).toBe(409);

    const res = await meta.json('POST', `/api/conversations/${id}/template`, {
      templateId: 'pedido_listo:es_MX',
      variables: ['Ana', '#0008', '$99.00'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'sent', content: expect.stringContaining('Tu pedido #0008 está listo') });
    expect((await conversationOf(meta, '+5215571000001')) as unknown).toMatchObject({ takeover: { reason: 'operator' } });

    const gone = await meta.json('POST', `/api/conversations/${id}/template`, { templateId: 'promo_nueva:es_MX', variables: ['x'] });
    expect(gone.status).toBe(400);
    expect(gone.body.error).toContain('plantilla no existe o ya no está aprobada');
  });

  it('without the WhatsApp Business Account id the panel says what is missing (a setting to fill in, not a provider failure)', async () => {
    const client = server.client();
    await whatsappRestaurant(client, 'sin-waba', { config: metaConfig({ businessPhone: undefined }), menu: false });
    const asked = graph.requests.length;
    const res = await client.json('GET', '/api/templates');
    expect(res.status).toBe(409);
    expect(graph.requests.length).toBe(asked);
    expect(res.body.error).toContain('WhatsApp Business (WABA)');
  });
});

describe('approved templates (Twilio Content API)', () => {
  it('lists approved content, sends it with ContentSid and ContentVariables, and reports each recipient', async () => {
    const client = server.client();
    const config = twilioConfig({ twilioAccountSid: 'AC' + '5'.repeat(32) });
    const restaurantId = await whatsappRestaurant(client, 'plantillas-twilio', { config, menu: false });
    const list = await client.json('GET', '/api/templates');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: 'HX' + 'a'.repeat(32),
        name: 'regreso',
        variables: [
          { key: '1', label: '{{1}}', example: 'Lupita' },
          { key: '2', label: '{{2}}', example: '2x1' },
        ],
      }),
    ]);

    await postTwilio(server, restaurantId, TWILIO_AUTH, twilioText('+5215572000001', 'hola'));
    await settledThread(client, '+5215572000001', 2);
    offset += DAY + 60_000;
    const text = await client.json('POST', '/api/conversations/bulk-message', { phoneNumbers: ['+5215572000001'], message: 'Promo' });
    expect(text.status).toBe(409);

    const res = await client.json('POST', '/api/conversations/bulk-message', {
      phoneNumbers: ['+5215572000001', '+5215572999999'],
      template: { templateId: 'HX' + 'a'.repeat(32), variables: ['Lupita', 'pozole'] },
    });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      sent: 1,
      failed: [{ phoneNumber: '+5215572999999', error: 'No hay una conversación con ese número' }],
    });
    const form = new URLSearchParams(twilioApi.requests.filter((r) => r.path.endsWith('/Messages.json')).at(-1)!.rawBody);
    expect(form.get('ContentSid')).toBe('HX' + 'a'.repeat(32));
    expect(JSON.parse(form.get('ContentVariables')!)).toEqual({ 1: 'Lupita', 2: 'pozole' });
    expect((await threadOf(client, '+5215572000001')).at(-1)).toMatchObject({
      content: 'Hola Lupita, te extrañamos. Hoy tenemos pozole.',
      status: 'sent',
    });
  });
});
