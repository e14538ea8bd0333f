import { AppConfig } from 'mercadopago/dist/utils/config/index.js';

const MERCADOPAGO_DEFAULT_API_URL = 'https://api.mercadopago.com';

// Declared `static readonly` in the SDK's types, but a plain static property at runtime.
const sdkConfig = AppConfig as { BASE_URL: string };

/**
 * Runs one SDK call against `apiUrl` (MERCADOPAGO_API_URL; Mercado Pago's own when unset).
 *
 * The SDK (3.x) has no base-URL option and no custom fetch: `RestClient.fetch` builds
 * `${AppConfig.BASE_URL}${endpoint}` from a static, synchronously, before its first await.
 * So the static is set just for the synchronous start of the call and restored at once:
 * gateways with different URLs can run concurrently (one JS thread) and nothing else in the
 * process is redirected. A test guards this against SDK changes.
 */
export function withMercadoPagoBaseUrl<T>(apiUrl: string | undefined, call: () => Promise<T>): Promise<T> {
  const previous = sdkConfig.BASE_URL;
  sdkConfig.BASE_URL = (apiUrl ?? MERCADOPAGO_DEFAULT_API_URL).replace(/\/+$/, '');
  try {
    return call();
  } finally {
    sdkConfig.BASE_URL = previous;
  }
}
