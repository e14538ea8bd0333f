import { randomBytes, randomUUID } from 'node:crypto';
import { startFakeHttpServer, type ScriptedResponse, type FakeHttpServer, type RecordedRequest } from '../../testing/fake-http-server.js';

export interface FakeMercadoPagoOptions {
  /** Only this token is accepted; any other gets Mercado Pago's 401. */
  accessToken?: string;
}

type MpObject = Record<string, unknown>;

export interface FakeMercadoPago extends FakeHttpServer {
  preferences: Map<string, MpObject>;
  /** Seeds a payment as Mercado Pago would hold it once the buyer paid (or failed). */
  addPayment(payment: {
    status: string;
    external_reference?: string;
    metadata?: MpObject;
    transaction_amount?: number;
    currency_id?: string;
  }): MpObject & { id: number };
  addPreapproval(preapproval: { status: string; external_reference?: string }): MpObject & { id: string };
}

const COLLECTOR_ID = 1_234_567_890;
const mpError = (status: number, error: string, message: string): ScriptedResponse => ({
  status,
  body: { message, error, status, cause: [{ code: status, description: message, data: null }] },
});
const json = (request: RecordedRequest): MpObject => JSON.parse(request.rawBody || '{}') as MpObject;

interface MpStore {
  preferences: Map<string, MpObject>;
  payments: Map<string, MpObject>;
  preapprovals: Map<string, MpObject>;
}

function createPreference(store: MpStore, body: MpObject): ScriptedResponse {
  const items = Array.isArray(body.items) ? (body.items as MpObject[]) : [];
  if (items.length === 0) return mpError(400, 'invalid_items', 'items needed');
  for (const item of items) {
    if (typeof item.unit_price !== 'number' || !(item.unit_price > 0)) return mpError(400, 'invalid_items', 'unit_price invalid');
    if (item.currency_id !== undefined && item.currency_id !== 'MXN') return mpError(400, 'invalid_items', 'currency_id invalid');
  }
  const id = `${COLLECTOR_ID}-${randomUUID()}`;
  const preference = {
    ...body,
    id,
    collector_id: COLLECTOR_ID,
    client_id: '6295877106812064',
    operation_type: 'regular_payment',
    date_created: new Date().toISOString(),
    items: items.map((item) => ({ currency_id: 'MXN', ...item })),
    init_point: `https://www.mercadopago.com.mx/checkout/v1/redirect?pref_id=${id}`,
    sandbox_init_point: `https://sandbox.mercadopago.com.mx/checkout/v1/redirect?pref_id=${id}`,
  };
  store.preferences.set(id, preference);
  return { status: 201, body: preference };
}

function createPreapproval(store: MpStore, body: MpObject): ScriptedResponse {
  const id = randomBytes(16).toString('hex');
  const preapproval = {
    ...body,
    id,
    status: 'pending',
    collector_id: COLLECTOR_ID,
    date_created: new Date().toISOString(),
    init_point: `https://www.mercadopago.com.mx/subscriptions/checkout?preapproval_id=${id}`,
  };
  store.preapprovals.set(id, preapproval);
  return { status: 201, body: preapproval };
}

function fetchStored(objects: Map<string, MpObject>, id: string, notFound: string): ScriptedResponse {
  return objects.has(id) ? { body: objects.get(id) } : mpError(404, 'not_found', notFound);
}

function handleRequest(store: MpStore, options: FakeMercadoPagoOptions, request: RecordedRequest): ScriptedResponse {
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (!token || (options.accessToken !== undefined && token !== options.accessToken)) {
    return mpError(401, 'unauthorized', 'invalid access token');
  }
  const segments = request.path.split('/').filter(Boolean);
  const route = `${request.method} /${segments.slice(0, -1).join('/')}`;
  const last = segments.at(-1) ?? '';
  if (request.method === 'POST' && request.path.replace(/\/$/, '') === '/checkout/preferences')
    return createPreference(store, json(request));
  if (request.method === 'POST' && request.path.replace(/\/$/, '') === '/preapproval') return createPreapproval(store, json(request));
  if (route === 'GET /checkout/preferences') return fetchStored(store.preferences, last, 'Preference not found');
  if (route === 'GET /v1/payments') return fetchStored(store.payments, last, 'Payment not found');
  if (route === 'GET /preapproval') return fetchStored(store.preapprovals, last, 'Preapproval not found');
  return mpError(404, 'not_found', `resource not found: ${request.method} ${request.path}`);
}

/** Speaks the Mercado Pago REST calls Comanda makes: preferences, preapprovals, payments. */
export async function startFakeMercadoPago(options: FakeMercadoPagoOptions = {}): Promise<FakeMercadoPago> {
  const store: MpStore = { preferences: new Map(), payments: new Map(), preapprovals: new Map() };
  let nextPaymentId = 1_320_000_001;

  const server = await startFakeHttpServer((request) => handleRequest(store, options, request));

  return {
    ...server,
    preferences: store.preferences,
    addPayment(seed) {
      const id = nextPaymentId++;
      const payment = {
        id,
        status_detail: seed.status === 'approved' ? 'accredited' : 'cc_rejected_other_reason',
        currency_id: 'MXN',
        transaction_amount: 699,
        collector_id: COLLECTOR_ID,
        operation_type: 'regular_payment',
        date_created: new Date().toISOString(),
        live_mode: false,
        metadata: {},
        ...seed,
      };
      store.payments.set(String(id), payment);
      return payment;
    },
    addPreapproval(seed) {
      const id = randomBytes(16).toString('hex');
      const preapproval = { id, collector_id: COLLECTOR_ID, date_created: new Date().toISOString(), ...seed };
      store.preapprovals.set(id, preapproval);
      return preapproval;
    },
  };
}
