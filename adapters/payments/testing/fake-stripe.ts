import { randomBytes } from 'node:crypto';
import { startFakeHttpServer, type ScriptedResponse, type FakeHttpServer, type RecordedRequest } from '../../testing/fake-http-server.js';
import { formList, formString, parseStripeForm, type FormObject } from './stripe-form.js';

export interface FakeStripeOptions {
  /** Only this key is accepted; any other gets Stripe's 401. */
  secretKey?: string;
  /** Answer subscriptions like pre-2025 API versions: invoice.payment_intent, no confirmation_secret. */
  legacyInvoiceShape?: boolean;
}

export interface StripeRequest extends RecordedRequest {
  /** The form body (POST) or query (GET), decoded from Stripe's bracket encoding. */
  form: FormObject;
}

export interface FakeStripe extends Omit<FakeHttpServer, 'requests'> {
  requests: StripeRequest[];
  customers: Map<string, StripeObject>;
  products: Map<string, StripeObject>;
  prices: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
}

type StripeObject = Record<string, unknown> & { id: string };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

const stripeError = (status: number, message: string, code?: string, param?: string): ScriptedResponse => ({
  status,
  body: { error: { type: 'invalid_request_error', message, code, param } },
});
const list = (url: string, data: unknown[]): ScriptedResponse => ({ body: { object: 'list', data, has_more: false, url } });

/** The Stripe objects of one fake server, kept in memory, and the REST calls Comanda makes on them. */
class StripeBackend {
  readonly customers = new Map<string, StripeObject>();
  readonly products = new Map<string, StripeObject>();
  readonly prices = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly invoices = new Map<string, StripeObject>();
  readonly paymentIntents = new Map<string, StripeObject>();

  constructor(private readonly options: FakeStripeOptions) {}

  createCustomer(form: FormObject): StripeObject {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      created: now(),
      livemode: false,
      email: formString(form, 'email') ?? null,
      name: formString(form, 'name') ?? null,
      metadata: form.metadata ?? {},
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  createProduct(form: FormObject): ScriptedResponse {
    const id = formString(form, 'id') ?? newId('prod');
    if (this.products.has(id)) return stripeError(400, `Product already exists.`, 'resource_already_exists', 'id');
    const product = {
      id,
      object: 'product',
      active: true,
      created: now(),
      livemode: false,
      name: formString(form, 'name'),
      metadata: form.metadata ?? {},
    };
    this.products.set(id, product);
    return { body: product };
  }

  createPrice(form: FormObject): ScriptedResponse {
    const product = formString(form, 'product');
    if (!product || !this.products.has(product)) return stripeError(400, `No such product: '${product}'`, 'resource_missing', 'product');
    const recurring = form.recurring as FormObject | undefined;
    const price = {
      id: newId('price'),
      object: 'price',
      active: true,
      created: now(),
      livemode: false,
      product,
      currency: formString(form, 'currency'),
      unit_amount: Number(formString(form, 'unit_amount')),
      lookup_key: formString(form, 'lookup_key') ?? null,
      type: recurring ? 'recurring' : 'one_time',
      recurring: recurring ? { interval: formString(recurring, 'interval'), interval_count: 1, usage_type: 'licensed' } : null,
      metadata: form.metadata ?? {},
    };
    this.prices.set(price.id, price);
    return { body: price };
  }

  createSubscription(form: FormObject): ScriptedResponse {
    const customer = formString(form, 'customer');
    if (!customer || !this.customers.has(customer))
      return stripeError(400, `No such customer: '${customer}'`, 'resource_missing', 'customer');
    const items = (form.items as FormObject[] | undefined) ?? [];
    const itemPrices = items.map((item) => this.prices.get(formString(item, 'price') ?? ''));
    if (itemPrices.length === 0 || itemPrices.some((p) => !p)) return stripeError(400, 'No such price', 'resource_missing', 'items');
    const subscriptionId = newId('sub');
    const paymentIntentId = newId('pi');
    const clientSecret = `${paymentIntentId}_secret_${randomBytes(12).toString('base64url')}`;
    const amount = itemPrices.reduce((sum, p) => sum + Number(p!.unit_amount), 0);
    const paymentIntent = {
      id: paymentIntentId,
      object: 'payment_intent',
      amount,
      currency: itemPrices[0]!.currency,
      client_secret: clientSecret,
      status: 'requires_payment_method',
    };
    this.paymentIntents.set(paymentIntentId, paymentIntent);
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      customer,
      status: 'open',
      currency: itemPrices[0]!.currency,
      amount_due: amount,
      created: now(),
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: form.metadata ?? {} } },
      ...(this.options.legacyInvoiceShape
        ? { subscription: subscriptionId, payment_intent: paymentIntentId }
        : { confirmation_secret: { client_secret: clientSecret, type: 'payment_intent' } }),
    };
    this.invoices.set(invoice.id, invoice);
    const expand = formList(form, 'expand');
    const legacyExpanded = this.options.legacyInvoiceShape && expand.includes('latest_invoice.payment_intent');
    // Like Stripe: confirmation_secret is only returned when asked for through expand.
    const shownInvoice: Record<string, unknown> = { ...invoice };
    if (!expand.includes('latest_invoice.confirmation_secret')) delete shownInvoice.confirmation_secret;
    if (legacyExpanded) shownInvoice.payment_intent = paymentIntent;
    const subscription: StripeObject = {
      id: subscriptionId,
      object: 'subscription',
      customer,
      status: 'incomplete',
      created: now(),
      livemode: false,
      currency: itemPrices[0]!.currency,
      items: { object: 'list', data: itemPrices.map((price) => ({ id: newId('si'), object: 'subscription_item', price, quantity: 1 })) },
      latest_invoice: invoice.id,
      metadata: form.metadata ?? {},
      payment_behavior: formString(form, 'payment_behavior'),
      payment_settings: form.payment_settings ?? null,
    };
    this.subscriptions.set(subscriptionId, subscription);
    const expanded = expand.some((e) => e.startsWith('latest_invoice'));
    return { body: { ...subscription, latest_invoice: expanded ? shownInvoice : invoice.id } };
  }

  handle(request: StripeRequest): ScriptedResponse {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || (this.options.secretKey !== undefined && token !== this.options.secretKey)) {
      return stripeError(401, `Invalid API Key provided: ${token?.slice(0, 8) ?? ''}****`);
    }
    const { method, path, form } = request;
    const [, version, resource, id] = path.split('/');
    if (version !== 'v1') return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
    if (resource === 'customers' && method === 'GET' && id === 'search') {
      const email = /email:['"]([^'"]+)['"]/.exec(formString(form, 'query') ?? '')?.[1];
      return {
        body: {
          object: 'search_result',
          data: [...this.customers.values()].filter((c) => c.email === email),
          has_more: false,
          next_page: null,
          url: path,
        },
      };
    }
    if (resource === 'customers' && method === 'GET' && !id) {
      const email = formString(form, 'email');
      const found = [...this.customers.values()].filter((c) => email === undefined || c.email === email).reverse();
      return list(path, found.slice(0, Number(formString(form, 'limit') ?? 10)));
    }
    if (resource === 'customers' && method === 'POST' && !id) return { body: this.createCustomer(form) };
    if (resource === 'products' && method === 'GET' && id) {
      const product = this.products.get(id);
      return product ? { body: product } : stripeError(404, `No such product: '${id}'`, 'resource_missing', 'id');
    }
    if (resource === 'products' && method === 'POST' && !id) return this.createProduct(form);
    if (resource === 'prices' && method === 'GET' && !id) {
      const keys = formList(form, 'lookup_keys');
      const active = formString(form, 'active');
      const found = [...this.prices.values()].filter(
        (p) => (keys.length === 0 || keys.includes(String(p.lookup_key))) && (active === undefined || String(p.active) === active),
      );
      return list(path, found);
    }
    if (resource === 'prices' && method === 'POST' && !id) return this.createPrice(form);
    if (resource === 'subscriptions' && method === 'POST' && !id) return this.createSubscription(form);
    if (resource === 'subscriptions' && method === 'GET' && id) {
      const subscription = this.subscriptions.get(id);
      return subscription ? { body: subscription } : stripeError(404, `No such subscription: '${id}'`, 'resource_missing', 'id');
    }
    if (resource === 'payment_intents' && method === 'GET' && id) {
      const intent = this.paymentIntents.get(id);
      return intent ? { body: intent } : stripeError(404, `No such payment_intent: '${id}'`, 'resource_missing', 'intent');
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }
}

/** Speaks the Stripe REST calls Comanda makes, with realistic objects and ids, kept in memory. */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const stripe = new StripeBackend(options);
  const requests: StripeRequest[] = [];
  const server = await startFakeHttpServer((request) => {
    const stripeRequest: StripeRequest = {
      ...request,
      form: parseStripeForm(request.method === 'GET' ? request.query.toString() : request.rawBody),
    };
    requests.push(stripeRequest);
    return stripe.handle(stripeRequest);
  });
  return {
    url: server.url,
    port: server.port,
    close: server.close,
    respondWith: server.respondWith,
    requests,
    customers: stripe.customers,
    products: stripe.products,
    prices: stripe.prices,
    subscriptions: stripe.subscriptions,
  };
}
