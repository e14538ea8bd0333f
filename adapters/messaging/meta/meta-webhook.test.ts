import { describe, expect, it } from 'vitest';
import { InvalidWebhookPayloadError } from '../../../core/conversations/inbound.js';
import { parseMetaWebhook } from './meta-webhook.js';

const NOW = new Date('2025-01-01T00:00:00Z');
const metadata = { display_phone_number: '15550001111', phone_number_id: '123456' };

function payload(values: Record<string, unknown>[], entries = 1) {
  return {
    object: 'whatsapp_business_account',
    entry: Array.from({ length: entries }, (_, i) => ({
      id: `WABA${i}`,
      changes: values.map((value) => ({ field: 'messages', value: { messaging_product: 'whatsapp', metadata, ...value } })),
    })),
  };
}

const message = (type: string, content: Record<string, unknown>, id = 'wamid.1', from = '5215512345678') => ({
  from,
  id,
  timestamp: '1735689600',
  type,
  [type]: content,
});

const textOf = (type: string, content: Record<string, unknown>) => {
  const [event] = parseMetaWebhook(payload([{ messages: [message(type, content)] }]), NOW);
  return event?.kind === 'message' ? event.text : undefined;
};

describe('parseMetaWebhook', () => {
  it('parses a text message with the contact name, E.164 sender and timestamp', () => {
    const events = parseMetaWebhook(
      payload([
        {
          contacts: [{ profile: { name: 'Ana López' }, wa_id: '5215512345678' }],
          messages: [message('text', { body: 'Quiero 2 tacos al pastor' })],
        },
      ]),
      NOW,
    );
    expect(events).toEqual([
      {
        kind: 'message',
        providerMessageId: 'wamid.1',
        from: '+5215512345678',
        customerName: 'Ana López',
        text: 'Quiero 2 tacos al pastor',
        timestamp: new Date(1735689600 * 1000),
      },
    ]);
  });

  it('keeps every message of every change of every entry, in order', () => {
    const body = payload(
      [
        {
          contacts: [
            { profile: { name: 'Ana' }, wa_id: '5215511111111' },
            { profile: { name: 'Beto' }, wa_id: '5215522222222' },
          ],
          messages: [
            message('text', { body: 'hola' }, 'wamid.a', '5215511111111'),
            message('text', { body: 'buenas' }, 'wamid.b', '5215522222222'),
          ],
        },
        { statuses: [{ id: 'wamid.out', status: 'delivered', timestamp: '1735689700', recipient_id: '5215511111111' }] },
      ],
      2,
    );
    const events = parseMetaWebhook(body, NOW);
    expect(events.map((e) => e.providerMessageId)).toEqual(['wamid.a', 'wamid.b', 'wamid.out', 'wamid.a', 'wamid.b', 'wamid.out']);
    expect(events[1]).toMatchObject({ kind: 'message', customerName: 'Beto', from: '+5215522222222' });
  });

  it('renders every message type as readable Spanish', () => {
    expect(textOf('image', { id: 'm1', mime_type: 'image/jpeg', caption: 'así lo quiero' })).toBe('[Imagen recibida] así lo quiero');
    expect(textOf('image', { id: 'm1', mime_type: 'image/jpeg' })).toBe('[Imagen recibida]');
    expect(textOf('video', { id: 'm1' })).toBe('[Video recibido]');
    expect(textOf('document', { id: 'm1', filename: 'menu.pdf' })).toBe('[Documento recibido: menu.pdf]');
    expect(textOf('sticker', { id: 'm1', animated: false })).toBe('[Sticker recibido]');
    expect(textOf('audio', { id: 'm1', voice: true })).toBe('[Nota de voz recibida]');
    expect(textOf('audio', { id: 'm1' })).toBe('[Audio recibido]');
    expect(textOf('voice', { id: 'm1' })).toBe('[Nota de voz recibida]');
    expect(textOf('location', { latitude: 19.4326, longitude: -99.1332, name: 'Casa', address: 'Av. Reforma 222, CDMX' })).toBe(
      'Mi ubicación: Casa, Av. Reforma 222, CDMX (19.4326, -99.1332)',
    );
    expect(textOf('location', { latitude: 19.4, longitude: -99.1 })).toBe('Mi ubicación: (19.4, -99.1)');
    expect(textOf('interactive', { type: 'button_reply', button_reply: { id: 'si', title: 'Sí, confirmar' } })).toBe('Sí, confirmar');
    expect(textOf('interactive', { type: 'list_reply', list_reply: { id: 't1', title: 'Tacos', description: '3 piezas' } })).toBe('Tacos');
    expect(textOf('button', { payload: 'MENU', text: 'Ver menú' })).toBe('Ver menú');
    expect(
      textOf('order', {
        catalog_id: 'cat1',
        text: 'sin cebolla',
        product_items: [
          { product_retailer_id: 'taco-pastor', quantity: 3, item_price: 25, currency: 'MXN' },
          { product_retailer_id: 'agua-jamaica', quantity: '1', item_price: 30, currency: 'MXN' },
        ],
      }),
    ).toBe('Pedido del catálogo:\n- taco-pastor × 3\n- agua-jamaica × 1\nNota: sin cebolla');
    expect(textOf('reaction', { message_id: 'wamid.x', emoji: '👍' })).toBe('[Reacción: 👍]');
    expect(textOf('unsupported', {})).toBe('[Mensaje no soportado]');
    expect(textOf('ephemeral', {})).toBe('[Mensaje no soportado]');
  });

  it('renders shared contacts by name', () => {
    const shared = {
      from: '5215512345678',
      id: 'wamid.c',
      timestamp: '1',
      type: 'contacts',
      contacts: [{ name: { formatted_name: 'Luis' } }],
    };
    expect(parseMetaWebhook(payload([{ messages: [shared] }]), NOW)[0]).toMatchObject({ text: '[Contacto compartido: Luis]' });
  });

  it('skips reaction removals and system notices', () => {
    const events = parseMetaWebhook(
      payload([{ messages: [message('reaction', { message_id: 'x', emoji: '' }), message('system', { body: 'cambió su número' })] }]),
      NOW,
    );
    expect(events).toEqual([]);
  });

  it('parses statuses, with a Spanish error on failure, and ignores unknown states', () => {
    const events = parseMetaWebhook(
      payload([
        {
          statuses: [
            { id: 'wamid.s1', status: 'sent', timestamp: '1735689600', recipient_id: '1' },
            { id: 'wamid.s2', status: 'read', timestamp: '1735689601', recipient_id: '1' },
            {
              id: 'wamid.s3',
              status: 'failed',
              timestamp: '1735689602',
              recipient_id: '1',
              errors: [{ code: 131047, title: 'Re-engagement message', error_data: { details: 'more than 24 hours' } }],
            },
            { id: 'wamid.s4', status: 'failed', timestamp: '1735689603', errors: [{ code: 131053, title: 'Media upload error' }] },
            { id: 'wamid.s5', status: 'deleted', timestamp: '1735689604' },
          ],
        },
      ]),
      NOW,
    );
    expect(events).toEqual([
      { kind: 'status', providerMessageId: 'wamid.s1', status: 'sent', error: null, timestamp: new Date(1735689600_000) },
      { kind: 'status', providerMessageId: 'wamid.s2', status: 'read', error: null, timestamp: new Date(1735689601_000) },
      {
        kind: 'status',
        providerMessageId: 'wamid.s3',
        status: 'failed',
        error: 'El cliente no ha escrito en las últimas 24 horas; WhatsApp solo permite responder dentro de esa ventana',
        timestamp: new Date(1735689602_000),
      },
      {
        kind: 'status',
        providerMessageId: 'wamid.s4',
        status: 'failed',
        error: 'WhatsApp no pudo entregar el mensaje (código 131053): Media upload error',
        timestamp: new Date(1735689603_000),
      },
    ]);
  });

  it('falls back to the receive time when a timestamp is missing', () => {
    const { timestamp: _drop, ...noTime } = message('text', { body: 'hola' });
    expect(parseMetaWebhook(payload([{ messages: [noTime] }]), NOW)[0]?.timestamp).toEqual(NOW);
  });

  it('returns nothing for other webhook fields and other Meta objects', () => {
    const other = { object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'account_update', value: {} }] }] };
    expect(parseMetaWebhook(other, NOW)).toEqual([]);
    expect(parseMetaWebhook({ object: 'page', entry: [] }, NOW)).toEqual([]);
  });

  it.each([
    ['null', null],
    ['a string', '{"entry":[]}'],
    ['an array', [{ entry: [] }]],
    ['no entry', { object: 'whatsapp_business_account' }],
    ['entry not an array', { object: 'whatsapp_business_account', entry: {} }],
  ])('rejects a malformed body: %s', (_label, body) => {
    expect(() => parseMetaWebhook(body)).toThrow(InvalidWebhookPayloadError);
  });
});
