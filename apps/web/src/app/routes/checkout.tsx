import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Button, buttonClassName } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { CheckoutPage, PAYMENT_METHODS, type PaymentMethod } from '@/features/checkout/components/checkout-page';
import { usePlans } from '@/features/plans/api/get-plans';

// Spec §9: default plan slug basic, default payment method stripe.
const DEFAULT_PLAN = 'basic';
const DEFAULT_PAYMENT: PaymentMethod = 'stripe';

function parsePayment(value: string | null): PaymentMethod {
  return PAYMENT_METHODS.find((method) => method === value) ?? DEFAULT_PAYMENT;
}

function BackToPricing({ label = 'Volver a planes' }: { label?: string }) {
  return (
    <Link to="/pricing" className={buttonClassName('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}

export function CheckoutRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const slug = searchParams.get('plan') || DEFAULT_PLAN;
  const payment = parsePayment(searchParams.get('payment'));
  const plans = usePlans();

  const changePayment = (next: PaymentMethod) => {
    setSearchParams(
      (params) => {
        params.set('plan', slug);
        params.set('payment', next);
        return params;
      },
      { replace: true },
    );
  };

  let content;
  if (plans.isPending) {
    content = <Spinner label="Cargando plan..." className="py-24" />;
  } else if (plans.isError) {
    content = (
      <div role="alert" className="rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
        <p className="text-stone-700">No pudimos cargar los planes.</p>
        <Button variant="outline" className="mt-4" onClick={() => void plans.refetch()}>
          Intentar de nuevo
        </Button>
      </div>
    );
  } else {
    const plan = plans.data.find((candidate) => candidate.slug === slug);
    content = plan ? (
      <>
        <BackToPricing />
        <h1 className="mt-4 mb-6 text-2xl font-bold text-stone-900 sm:text-3xl">Completa tu suscripción</h1>
        <CheckoutPage key={plan.slug} plan={plan} payment={payment} onPaymentChange={changePayment} />
      </>
    ) : (
      <div className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
        <SearchX aria-hidden="true" className="mx-auto size-10 text-stone-400" />
        <h1 className="mt-3 text-xl font-bold text-stone-900">Plan no encontrado</h1>
        <p className="mt-2 text-sm text-stone-600">El plan que buscas no existe o ya no está disponible.</p>
        <Link to="/pricing" className={buttonClassName('primary', 'md', 'mt-6')}>
          Ver planes disponibles
        </Link>
      </div>
    );
  }

  return (
    <PublicLayout>
      <div className="mx-auto max-w-5xl">{content}</div>
    </PublicLayout>
  );
}
