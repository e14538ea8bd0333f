import { CreditCard, Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { browser } from '@/lib/browser';
import { formatPlanPrice } from '@/lib/format';
import { savePendingRestaurant } from '@/lib/pending-restaurant';
import { deriveSubdomain, sanitizeSubdomain } from '@/lib/subdomain';
import { toast } from '@/lib/toast';
import { isUnauthorized } from '@/lib/api-client';
import type { PlanJson } from '@api-types';
import { checkAvailability } from '@/features/checkout/api/check-availability';
import { useCreateMercadoPagoPayment } from '@/features/checkout/api/create-mercadopago-payment';
import { useStripeSubscription } from '@/features/checkout/api/create-stripe-subscription';
import { usePaymentsConfig } from '@/features/checkout/api/get-payments-config';
import { CardPaymentForm } from './card-payment-form';
import { MercadoPagoPayment } from './mercadopago-payment';
import { PlanSummary } from './plan-summary';
import { SignInToPay } from './sign-in-to-pay';
import type { ConfirmCardPayment } from './stripe-payment-element';

export type PaymentMethod = 'stripe' | 'mercadopago';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['stripe', 'mercadopago'];

/** Spec §9: 1.5 s between the 'payment' and /subscription-success. */
export const PAYMENT_REDIRECT_MS = 1500;

const PAYMENT_ERROR = 'Error procesando el pago. Contacte soporte.';

type CheckoutPageProps = {
  plan: PlanJson;
  payment: PaymentMethod;
  onPaymentChange: (payment: PaymentMethod) => void;
};

export function CheckoutPage({ plan, payment, onPaymentChange }: CheckoutPageProps) {
  const navigate = useNavigate();
  const [restaurantName, setRestaurantName] = useState('');
  // Derived from the name until the buyer edits it.
  const [typedSubdomain, setTypedSubdomain] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<number | undefined>(undefined);
  const subdomain = typedSubdomain ?? deriveSubdomain(restaurantName);

  /** No payment starts for a restaurant that could not be created afterwards. */
  const available = async (): Promise<boolean> => {
    if (!restaurantName.trim()) return true; // saveDraft explains what is missing.
    try {
      await checkAvailability(restaurantName.trim(), subdomain);
      return true;
    } catch (cause) {
      toast.error({ cause, description: 'Revisa el nombre y el subdominio antes de pagar' });
      return false;
    }
  };
  const priceLabel = `${formatPlanPrice(plan.priceMonthly)} MXN`;

  const stripe = useStripeSubscription(plan.slug, { enabled: payment === 'stripe' });
  const paymentsConfig = usePaymentsConfig();
  const mercadoPago = useCreateMercadoPagoPayment();
  const [confirmCard, setConfirmCard] = useState<ConfirmCardPayment | null>(null);
  const publishableKey = paymentsConfig.data?.stripePublishableKey;
  const clientSecret = stripe.data?.clientSecret;
  const realStripe = publishableKey && clientSecret ? { publishableKey, clientSecret } : null;

  // A configured provider bills an account: signed out, the buyer is asked to sign in, not told it failed.
  const needsSignIn = isUnauthorized(stripe.error) || isUnauthorized(mercadoPago.error);
  const returnTo = `/checkout?plan=${encodeURIComponent(plan.slug)}&payment=${payment}`;

  useEffect(() => {
    if (stripe.isError && !isUnauthorized(stripe.error)) toast.error({ title: 'Error', description: 'No se pudo inicializar el pago' });
  }, [stripe.isError, stripe.error]);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  /** Saves the draft /subscription-success creates the restaurant from; false if it cannot. */
  const saveDraft = (checkoutId?: string | null): boolean => {
    const name = restaurantName.trim();
    if (!name) {
      toast.error({ description: 'Debe ingresar el nombre del restaurante' });
      return false;
    }
    if (!subdomain) {
      toast.error({ description: 'El nombre debe incluir al menos una letra o un número' });
      return false;
    }
    try {
      savePendingRestaurant({ name, subdomain, plan: plan.slug, checkoutId: checkoutId ?? undefined });
      return true;
    } catch {
      toast.error({ description: PAYMENT_ERROR });
      return false;
    }
  };

  const payWithCard = async () => {
    if (realStripe && !confirmCard) {
      toast.error({ title: 'Error', description: 'No se pudo inicializar el pago' });
      return;
    }
    if (!(await available())) return;
    if (!saveDraft(stripe.data?.checkoutId)) return;
    setPaying(true);
    if (realStripe && confirmCard) {
      const problem = await confirmCard().catch(() => PAYMENT_ERROR);
      if (problem) {
        setPaying(false);
        toast.error({ title: 'Error', description: `${PAYMENT_ERROR} ${problem === PAYMENT_ERROR ? '' : problem}`.trim() });
        return;
      }
    }
    toast.success({ title: '¡Pago exitoso!', description: `Configurando tu restaurante ${restaurantName.trim()}...` });
    redirectTimer.current = window.setTimeout(() => navigate('/subscription-success'), PAYMENT_REDIRECT_MS);
  };

  const payWithMercadoPago = async () => {
    if (!restaurantName.trim()) {
      toast.error({ description: 'Debe ingresar el nombre del restaurante' });
      return;
    }
    if (!(await available())) return;
    mercadoPago.mutate(
      { planId: plan.slug, amount: Number.parseFloat(plan.priceMonthly) },
      {
        onSuccess: (preference) => {
          if (!preference?.init_point) {
            toast.error({ description: 'No se pudo iniciar el pago con Mercado Pago' });
            return;
          }
          if (!saveDraft(preference.checkoutId)) return;
          setRedirecting(true);
          browser.navigate(preference.init_point);
        },
        onError: (cause) => {
          if (!isUnauthorized(cause)) toast.error({ cause, description: 'No se pudo iniciar el pago con Mercado Pago' });
        },
      },
    );
  };

  const noName = restaurantName.length === 0;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PlanSummary
        plan={plan}
        restaurantName={restaurantName}
        onRestaurantNameChange={setRestaurantName}
        subdomain={subdomain}
        onSubdomainChange={(value) => setTypedSubdomain(sanitizeSubdomain(value))}
      />
      <Card>
        <CardHeader>
          <CardTitle>Método de pago</CardTitle>
        </CardHeader>
        <CardContent>
          <Tabs
            aria-label="Método de pago"
            selectedIndex={PAYMENT_METHODS.indexOf(payment)}
            onChange={(index) => onPaymentChange(PAYMENT_METHODS[index] ?? 'stripe')}
            tabs={[
              {
                id: 'stripe',
                label: (
                  <span className="inline-flex items-center gap-2">
                    <CreditCard aria-hidden="true" className="size-4" />
                    Tarjeta (Stripe)
                  </span>
                ),
                content: needsSignIn ? (
                  <SignInToPay returnTo={returnTo} />
                ) : (
                  <CardPaymentForm
                    priceLabel={priceLabel}
                    disabled={noName}
                    paying={paying}
                    stripe={realStripe}
                    // A function in state must be wrapped, or React would call it as an updater.
                    onStripeReady={(confirm) => setConfirmCard(() => confirm)}
                    onStripeLoadError={() => toast.error({ title: 'Error', description: 'No se pudo inicializar el pago' })}
                    onPay={() => void payWithCard()}
                  />
                ),
              },
              {
                id: 'mercadopago',
                label: (
                  <span className="inline-flex items-center gap-2">
                    <Wallet aria-hidden="true" className="size-4" />
                    Mercado Pago
                  </span>
                ),
                content: needsSignIn ? (
                  <SignInToPay returnTo={returnTo} />
                ) : (
                  <MercadoPagoPayment
                    priceLabel={priceLabel}
                    disabled={noName}
                    processing={mercadoPago.isPending || redirecting}
                    onPay={payWithMercadoPago}
                  />
                ),
              },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}
