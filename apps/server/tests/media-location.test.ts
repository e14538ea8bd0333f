import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAi } from '../../../adapters/ai/openai/testing/fake-openai.js';
import { startFakeGraphApi, type FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import { startFakeTwilioApi } from '../../../adapters/messaging/testing/fake-twilio-api.js';
import { CONTACTS_REPLY, MEDIA_REPLY, STICKER_REPLY, VOICE_REPLY } from '../../../core/conversations/media-gate.js';
import { createTestServer, type ApiJson, type TestServer } from '../testing/test-server.js';
import {
  META_TOKEN,
  metaText,
  postMetaAt,
  postTwilio,
  settledThread,
  TWILIO_AUTH,
  twilioConfig,
  twilioText,
  whatsappRestaurant,
  type MetaMessage,
} from '../testing/whatsapp-fixture.js';

let graph: FakeGraphApi;
let twilioApi: Awaited<ReturnType<typeof startFakeTwilioApi>>;
let openai: FakeOpenAi;
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
const servers: TestServer[] = [];

async function metaRestaurant(name: string, providers: Record<string, string> = {}) {
  const server = await createTestServer({ providers: { metaGraphUrl: graph.url, twilioApiUrl: twilioApi.url, ...providers } }, { clock });
  servers.push(server);
  const client = server.client();
  const restaurantId = await whatsappRestaurant(client, name);
  /** Each message stamped after the previous reply (Meta stamps whole seconds). */
  const send = (message: MetaMessage) => {
    offset += 1500;
    return postMetaAt(server, restaurantId, clock, message);
  };
  return { server, client, restaurantId, send };
}

beforeAll(async () => {
  graph = await startFakeGraphApi({ accessToken: META_TOKEN });
  twilioApi = await startFakeTwilioApi();
  openai = await FakeOpenAi.start();
  graph.media.set('media-voz-1', { body: 'OggS-fake-voice', mimeType: 'audio/ogg' });
  graph.media.set('media-foto-1', { body: 'fake-jpeg-bytes', mimeType: 'image/jpeg' });
  graph.media.set('media-html-1', { body: '<script>alert(document.cookie)</script>', mimeType: 'text/html' });
  graph.media.set('media-svg-1', { body: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', mimeType: 'image/svg+xml' });
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await graph.close();
  await twilioApi.close();
  await openai.close();
});

const FROM = '5215530000001';
const PHONE = `+${FROM}`;

describe('location, media and voice through Meta', () => {
  let r: Awaited<ReturnType<typeof metaRestaurant>>;
  beforeAll(async () => {
    r = await metaRestaurant('media');
  });

  it('takes a location pin as the delivery address, asks only for interior/references, and keeps the pin on the order', async () => {
    await r.send(metaText(FROM, 'Quiero 2 tacos al pastor'));
    await settledThread(r.client, PHONE, 2);
    await r.send({
      from: FROM,
      type: 'location',
      location: { latitude: 19.4326, longitude: -99.1332, name: 'Casa', address: 'Av. Juárez 45, Centro' },
    });
    const thread = await settledThread(r.client, PHONE, 4);
    expect(thread[2].attachment).toMatchObject({ kind: 'location', mapsUrl: 'https://www.google.com/maps?q=19.4326,-99.1332' });
    expect(thread[3].content).toMatch(/Tomé tu ubicación para la entrega: Casa, Av\. Juárez 45, Centro\. ¿Me compartes número interior/);

    await r.send(metaText(FROM, 'Depto 4, portón verde'));
    await settledThread(r.client, PHONE, 6);
    await r.send(metaText(FROM, 'confirmo, a nombre de Ana'));
    await settledThread(r.client, PHONE, 8);
    const orders = (await r.client.json('GET', '/api/orders')).body as ApiJson[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      deliveryAddress: 'Casa, Av. Juárez 45, Centro (Depto 4, portón verde)',
      deliveryLocation: { latitude: 19.4326, longitude: -99.1332 },
    });
  });

  it('downloads a voice note through the Graph media API, keeps it, and asks for text when there is no OpenAI key', async () => {
    const from = '5215530000002';
    await r.send({ from, type: 'audio', audio: { id: 'media-voz-1', mime_type: 'audio/ogg; codecs=opus', voice: true } });
    const thread = await settledThread(r.client, `+${from}`, 2);
    expect(thread[1].content).toContain(VOICE_REPLY);
    expect(thread[0].attachment).toMatchObject({ kind: 'voice', transcript: null });
    const url = thread[0].attachment.url as string;
    expect(url).toMatch(/^\/api\/media\/[\w-]+\.ogg$/);
    const file = await r.client.request('GET', url);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('OggS-fake-voice');
    const stranger = r.server.client();
    await stranger.operatorWithRestaurant('media-ajeno');
    expect((await stranger.request('GET', url)).status).toBe(404);
  });

  it('stores an image, answers it cannot read it yet and keeps the order in progress; stickers and contacts too', async () => {
    const from = '5215530000003';
    await r.send(metaText(from, 'Quiero 2 tacos al pastor'));
    await settledThread(r.client, `+${from}`, 2);
    await r.send({ from, type: 'image', image: { id: 'media-foto-1', mime_type: 'image/jpeg' } });
    let thread = await settledThread(r.client, `+${from}`, 4);
    expect(thread[3].content).toBe(`${MEDIA_REPLY} Tu pedido sigue guardado, no se perdió nada.`);
    expect(thread[2].attachment).toMatchObject({ kind: 'image', mimeType: 'image/jpeg' });
    expect(thread[2].attachment.url).toMatch(/\.jpg$/);
    await r.send({ from, type: 'sticker', sticker: { id: 'media-foto-1', mime_type: 'image/webp' } });
    thread = await settledThread(r.client, `+${from}`, 6);
    expect(thread[5].content).toContain(STICKER_REPLY);
    await r.send({ from, type: 'contacts', contacts: [{ name: { formatted_name: 'Beto' }, phones: [{ phone: '+525511112222' }] }] });
    thread = await settledThread(r.client, `+${from}`, 8);
    expect(thread[7].content).toContain(CONTACTS_REPLY);
    expect(thread[6].attachment).toMatchObject({ kind: 'contacts', contacts: ['Beto'] });
    await r.send(metaText(from, 'A Calle Roble 23, a nombre de Ana, confirmo'));
    await settledThread(r.client, `+${from}`, 10);
    const orders = (await r.client.json('GET', '/api/orders')).body as ApiJson[];
    expect(orders.find((o) => o.customerPhone === `+${from}`)).toMatchObject({ items: [expect.objectContaining({ quantity: 2 })] });
  });
});

describe('media a customer sent, served to the panel', () => {
  it('serves only images, audio, video and PDF inline; anything else, SVG included, as a download; always sandboxed', async () => {
    const r = await metaRestaurant('mediaseguro');
    const from = '5215530000009';
    const served = async (message: MetaMessage, count: number) => {
      await r.send(message);
      const thread = await settledThread(r.client, `+${from}`, count);
      const res = await r.client.request('GET', thread[count - 2].attachment.url as string);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toMatch(/^sandbox;/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      return { type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition') ?? '' };
    };
    const html = await served(
      { from, type: 'document', document: { id: 'media-html-1', mime_type: 'text/html', filename: 'menu.html' } },
      2,
    );
    expect(html.type).toBe('application/octet-stream');
    expect(html.disposition).toMatch(/^attachment;/);
    const svg = await served({ from, type: 'image', image: { id: 'media-svg-1', mime_type: 'image/svg+xml' } }, 4);
    expect(svg.type).toBe('application/octet-stream');
    expect(svg.disposition).toMatch(/^attachment;/);
    const jpeg = await served({ from, type: 'image', image: { id: 'media-foto-1', mime_type: 'image/jpeg' } }, 6);
    expect(jpeg).toMatchObject({ type: 'image/jpeg' });
    expect(jpeg.disposition).toMatch(/^inline;/);
  });
});

describe('voice notes with OpenAI', () => {
  it('transcribes through the openai SDK and answers the transcript', async () => {
    const r = await metaRestaurant('voz', { openAiApiKey: 'sk-test', openAiBaseUrl: openai.baseURL });
    openai.transcripts.push('Quiero dos tacos al pastor');
    openai.text('¡Claro! Dos tacos al pastor. ¿A dónde te los mando?');
    const from = '5215530000004';
    await r.send({ from, type: 'audio', audio: { id: 'media-voz-1', mime_type: 'audio/ogg', voice: true } });
    const thread = await settledThread(r.client, `+${from}`, 2);
    expect(thread[0].attachment).toMatchObject({ kind: 'voice', transcript: 'Quiero dos tacos al pastor' });
    expect(thread[1].content).toContain('Dos tacos al pastor');
    expect(openai.transcriptions).toHaveLength(1);
    const lastUser = openai.completions
      .at(-1)!
      .body.messages.filter((m: { role: string }) => m.role === 'user')
      .at(-1);
    expect(lastUser!.content).toBe('Quiero dos tacos al pastor');
  });
});

describe('Twilio media and location', () => {
  it('downloads MediaUrl0 with the account credentials and takes a shared location', async () => {
    const server = await createTestServer({ providers: { twilioApiUrl: twilioApi.url } }, { clock });
    servers.push(server);
    const client = server.client();
    const sid = 'AC' + '3'.repeat(32);
    const restaurantId = await whatsappRestaurant(client, 'media-twilio', { config: twilioConfig({ twilioAccountSid: sid }), menu: false });
    twilioApi.media.set('ME' + '1'.repeat(32), { body: 'fake-png', mimeType: 'image/png' });
    const phone = '+5215540000001';
    const mediaUrl = `https://api.twilio.com/2010-04-01/Accounts/${sid}/Messages/MM${'9'.repeat(32)}/Media/ME${'1'.repeat(32)}`;
    await postTwilio(
      server,
      restaurantId,
      TWILIO_AUTH,
      twilioText(phone, '', { NumMedia: '1', MediaUrl0: mediaUrl, MediaContentType0: 'image/png' }),
    );
    let thread = await settledThread(client, phone, 2);
    expect(thread[1].content).toContain(MEDIA_REPLY);
    expect(await (await client.request('GET', thread[0].attachment.url)).text()).toBe('fake-png');
    const download = twilioApi.requests.find((q) => q.method === 'GET' && q.path.includes('/Media/'))!;
    expect(Buffer.from(download.headers.authorization!.replace('Basic ', ''), 'base64').toString()).toBe(`${sid}:${TWILIO_AUTH}`);

    offset += 1500;
    await postTwilio(
      server,
      restaurantId,
      TWILIO_AUTH,
      twilioText(phone, '', { Latitude: '20.6597', Longitude: '-103.3496', Address: 'Av. Vallarta 100, Guadalajara' }),
    );
    thread = await settledThread(client, phone, 4);
    expect(thread[3].content).toContain('Tomé tu ubicación para la entrega: Av. Vallarta 100, Guadalajara');
  });
});
