/**
 * The slice of Stripe.js the checkout uses. Stripe requires Stripe.js to be loaded from
 * js.stripe.com (PCI), so it is fetched at run time rather than bundled.
 */
export interface StripePaymentElement {
  mount(target: HTMLElement): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'payment'): StripePaymentElement;
}

export interface StripeInstance {
  elements(options: { clientSecret: string; locale?: string; appearance?: object }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string } }>;
}

type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

let loading: Promise<StripeFactory> | null = null;

/** Loads Stripe.js once per page; a failed load can be retried. */
export function loadStripeJs(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  loading ??= new Promise<StripeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js no se inicializó')));
    script.onerror = () => reject(new Error('No se pudo cargar Stripe.js'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
