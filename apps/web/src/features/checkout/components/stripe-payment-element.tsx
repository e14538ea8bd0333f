import { useEffect, useEffectEvent, useRef } from 'react';
import { loadStripeJs, type StripeElements, type StripeInstance } from '@/lib/stripe-js';

/** Confirms the card the buyer typed in Stripe's own fields; resolves with Stripe's error text, if any. */
export type ConfirmCardPayment = () => Promise<string | null>;

type StripePaymentElementProps = {
  publishableKey: string;
  clientSecret: string;
  /** Called once the element is mounted, with the function the pay button calls. */
  onReady: (confirm: ConfirmCardPayment) => void;
  onLoadError: () => void;
};

/**
 * Stripe's Payment Element: the card never touches our page or server. It confirms the
 * subscription's first payment for the clientSecret the server created.
 */
export function StripePaymentElement({ publishableKey, clientSecret, onReady, onLoadError }: StripePaymentElementProps) {
  const container = useRef<HTMLDivElement>(null);
  const ready = useEffectEvent(onReady);
  const loadError = useEffectEvent(onLoadError);

  useEffect(() => {
    let cancelled = false;
    let unmount = () => {};
    loadStripeJs()
      .then((Stripe) => {
        if (cancelled || !container.current) return;
        const stripe: StripeInstance = Stripe(publishableKey, { locale: 'es-419' });
        const elements: StripeElements = stripe.elements({ clientSecret, locale: 'es-419', appearance: { theme: 'stripe' } });
        const element = elements.create('payment');
        element.mount(container.current);
        unmount = () => element.destroy();
        ready(async () => {
          const { error } = await stripe.confirmPayment({
            elements,
            redirect: 'if_required',
            confirmParams: { return_url: `${window.location.origin}/subscription-success` },
          });
          return error ? (error.message ?? 'El pago no se pudo confirmar') : null;
        });
      })
      .catch(() => {
        if (!cancelled) loadError();
      });
    return () => {
      cancelled = true;
      unmount();
    };
  }, [publishableKey, clientSecret]);

  return <div ref={container} data-testid="stripe-payment-element" className="min-h-40" />;
}
