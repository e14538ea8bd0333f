import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_CONFIG } from '../../core/config/config.js';
import { createWhatsAppChannel } from './create-whatsapp-channel.js';
import { MetaWhatsAppChannel } from './meta/meta-whatsapp-channel.js';
import { startFakeGraphApi, type FakeGraphApi } from './testing/fake-graph-api.js';
import { startFakeTwilioApi, type FakeTwilioApi } from './testing/fake-twilio-api.js';
import { TwilioWhatsAppChannel } from './twilio/twilio-whatsapp-channel.js';

let graph: FakeGraphApi;
let twilioApi: FakeTwilioApi;
beforeAll(async () => {
  [graph, twilioApi] = await Promise.all([startFakeGraphApi(), startFakeTwilioApi()]);
});
afterAll(() => Promise.all([graph.close(), twilioApi.close()]));

describe('createWhatsAppChannel', () => {
  it('builds the Meta channel against META_GRAPH_URL', async () => {
    const channel = createWhatsAppChannel(
      { ...DEFAULT_WHATSAPP_CONFIG, provider: 'meta', accessToken: 'tok', phoneNumberId: '42' },
      { metaGraphUrl: graph.url },
    );
    expect(channel).toBeInstanceOf(MetaWhatsAppChannel);
    await channel.sendText('+5215512345678', 'hola');
    expect(graph.requests.at(-1)?.path).toBe('/v21.0/42/messages');
  });

  it('builds the Twilio channel against TWILIO_API_URL, keeping a path prefix', async () => {
    const channel = createWhatsAppChannel(
      {
        ...DEFAULT_WHATSAPP_CONFIG,
        provider: 'twilio',
        twilioAccountSid: 'AC0123456789abcdef0123456789abcdef',
        twilioAuthToken: 'secret',
        twilioFrom: '+14155238886',
      },
      { twilioApiUrl: `${twilioApi.url}/twilio/` },
    );
    expect(channel).toBeInstanceOf(TwilioWhatsAppChannel);
    // The fake only knows unprefixed paths, so the 404 proves where the SDK was sent.
    await expect(channel.sendText('+5215512345678', 'hola')).rejects.toMatchObject({ providerCode: 20404 });
    expect(twilioApi.requests.at(-1)?.path).toBe('/twilio/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json');
  });
});
