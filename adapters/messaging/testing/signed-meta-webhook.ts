import { signMetaBody } from '../meta/meta-signature.js';

/** The business number a Cloud API webhook says it was sent to. */
export interface MetaBusiness {
  displayPhone: string;
  phoneNumberId: string;
}

/** The number the test fixtures configure (`phoneNumberId: '1234567890'`). */
export const FIXTURE_BUSINESS: MetaBusiness = { displayPhone: '525500000000', phoneNumberId: '1234567890' };

/** The envelope Meta posts around one change `value` (its contacts, messages or statuses). */
export function metaEnvelope(value: object, business: MetaBusiness = FIXTURE_BUSINESS) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: business.displayPhone, phone_number_id: business.phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/** A webhook body (an object or its JSON) and the headers Meta's servers sign it with. */
export function signedMetaRequest(body: unknown, appSecret: string) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return { body: raw, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signMetaBody(raw, appSecret) } };
}
