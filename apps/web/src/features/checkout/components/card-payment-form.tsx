import { CreditCard, ShieldCheck } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { StripePaymentElement, type ConfirmCardPayment } from './stripe-payment-element';

type CardPaymentFormProps = {
  priceLabel: string;
  disabled: boolean;
  paying: boolean;
  /** Present when the server has Stripe keys: Stripe's own fields take the card. */
  stripe: { publishableKey: string; clientSecret: string } | null;
  onStripeReady: (confirm: ConfirmCardPayment) => void;
  onStripeLoadError: () => void;
  onPay: () => void;
};

// Without Stripe keys, spec §2/§4: plain inputs, not validated, never sent anywhere (they
// have no `name`, so not even a native submit would carry them).
export function CardPaymentForm({ priceLabel, disabled, paying, stripe, onStripeReady, onStripeLoadError, onPay }: CardPaymentFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onPay();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Pago con tarjeta">
      {stripe ? (
        <StripePaymentElement
          publishableKey={stripe.publishableKey}
          clientSecret={stripe.clientSecret}
          onReady={onStripeReady}
          onLoadError={onStripeLoadError}
        />
      ) : (
        <DemoCardFields />
      )}
      <p className="flex items-start gap-2 rounded-lg bg-stone-50 p-3 text-xs text-stone-600">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        {stripe ? 'Tu tarjeta se confirma de forma segura con Stripe.' : 'Modo demostración: no se realizará ningún cargo a tu tarjeta.'}
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={disabled || paying}>
        <CreditCard aria-hidden="true" className="size-5" />
        Pagar {priceLabel}
      </Button>
    </form>
  );
}

function DemoCardFields() {
  return (
    <>
      <div>
        <Label htmlFor="card-number">Número de tarjeta</Label>
        <Input id="card-number" inputMode="numeric" autoComplete="cc-number" placeholder="1234 5678 9012 3456" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor="card-expiry">Vencimiento</Label>
          <Input id="card-expiry" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" />
        </div>
        <div>
          <Label htmlFor="card-cvc">CVC</Label>
          <Input id="card-cvc" inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
        </div>
      </div>
      <div>
        <Label htmlFor="card-holder">Nombre del titular</Label>
        <Input id="card-holder" autoComplete="cc-name" placeholder="Como aparece en la tarjeta" />
      </div>
    </>
  );
}
