import { CheckCircle2, LayoutDashboard } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { loginUrlReturningTo, UNAUTHORIZED_REDIRECT_MS } from '@/lib/auth';
import { browser } from '@/lib/browser';
import { clearPendingRestaurant, readPendingRestaurant, savePendingRestaurant, type PendingRestaurant } from '@/lib/pending-restaurant';
import { siteAddress } from '@/lib/subdomain';
import { toast } from '@/lib/toast';
import { ApiError, isUnauthorized, serverReason } from '@/lib/api-client';
import { useCreateRestaurant } from '@/lib/create-restaurant';
import { CreationFailedCard, type CreationFailure } from './creation-failed-card';

export const NEXT_STEPS = [
  'Configura tu menú y precios',
  'Personaliza las respuestas del chatbot',
  'Conecta WhatsApp Business',
  'Empieza a recibir pedidos automatizados',
] as const;

type State = { status: 'loading' } | { status: 'success'; name: string; subdomain: string } | { status: 'error'; failure: CreationFailure };

/** What the buyer can still do about a failed creation. */
function failureOf(error: unknown): CreationFailure {
  const status = error instanceof ApiError ? error.status : null;
  const subdomainProblem = (error instanceof ApiError ? error.fields.subdomain : undefined) ?? null;
  // 404: the payment is unknown; 409 without a field: the payment already has its restaurant;
  // 402: the free trial is used, so this plan needs its payment whatever the subdomain.
  const final = status === 404 || status === 402 || (status === 409 && !subdomainProblem);
  return { reason: serverReason(error), subdomainProblem, final, paymentNeeded: status === 402 };
}

/** Creates the restaurant paid for at checkout, from the draft kept in local storage. */
export function SubscriptionSuccess() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PendingRestaurant | null>(readPendingRestaurant);
  const [state, setState] = useState<State>({ status: 'loading' });
  const create = useCreateRestaurant();
  const { mutateAsync } = create;
  // StrictMode runs mount effects twice; a second POST would create a second restaurant.
  const started = useRef(false);
  const loginTimer = useRef<number | undefined>(undefined);

  const run = useCallback(
    async (pending: PendingRestaurant) => {
      setState({ status: 'loading' });
      try {
        const restaurant = await mutateAsync(pending);
        clearPendingRestaurant();
        const name = restaurant?.name ?? pending.name;
        toast.success({ title: '¡Suscripción exitosa!', description: `${name} ha sido creado correctamente` });
        setState({ status: 'success', name, subdomain: restaurant?.subdomain ?? pending.subdomain });
      } catch (error) {
        if (isUnauthorized(error)) {
          // The buyer must sign in first; the draft stays so this page resumes afterwards.
          toast.error({ title: 'No autorizado', description: 'Iniciando sesión de nuevo...' });
          loginTimer.current = window.setTimeout(
            () => browser.navigate(loginUrlReturningTo('/subscription-success')),
            UNAUTHORIZED_REDIRECT_MS,
          );
          return;
        }
        toast.error({ cause: error, description: 'Error creando el restaurante. Contacte soporte.' });
        setState({ status: 'error', failure: failureOf(error) });
      }
    },
    [mutateAsync],
  );

  useEffect(() => {
    if (!draft) {
      navigate('/', { replace: true });
      return;
    }
    if (started.current) return;
    started.current = true;
    void run(draft);
  }, [draft, navigate, run]);

  useEffect(() => () => window.clearTimeout(loginTimer.current), []);

  if (!draft || state.status === 'loading') {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-16 text-center">
        <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-orange-200 border-t-orange-600" />
        <p className="text-lg font-medium text-stone-800">Configurando tu restaurante...</p>
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <CreationFailedCard
        draft={draft}
        failure={state.failure}
        onRetry={(subdomain) => {
          // Kept, so a reload or a sign-in on the way resumes with the new choice.
          const next = { ...draft, subdomain };
          savePendingRestaurant(next);
          setDraft(next);
          void run(next);
        }}
      />
    );
  }

  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="pt-8">
        <div className="text-center">
          <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-emerald-700" />
          <h1 className="mt-3 text-2xl font-bold text-stone-900">¡Bienvenido a Comanda!</h1>
          <p className="mt-1 text-stone-600">Tu restaurante está listo para recibir pedidos por WhatsApp.</p>
        </div>
        <dl className="mt-6 space-y-3 rounded-xl bg-stone-50 p-4 text-sm">
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-stone-600">Restaurante</dt>
            <dd className="font-semibold text-stone-900">{state.name}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-stone-600">Subdominio</dt>
            <dd className="font-mono font-medium break-all text-orange-700">{siteAddress(state.subdomain)}</dd>
          </div>
          <div className="flex flex-wrap justify-between gap-2">
            <dt className="text-stone-600">Estado</dt>
            <dd>
              <Badge variant="green">Activo</Badge>
            </dd>
          </div>
        </dl>
        <h2 className="mt-6 font-semibold text-stone-900">Próximos pasos</h2>
        <ol className="mt-3 space-y-2" aria-label="Próximos pasos">
          {NEXT_STEPS.map((step, index) => (
            <li key={step} className="flex items-center gap-3 text-sm text-stone-700">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-orange-100 text-xs font-bold text-orange-700"
              >
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        <Link to="/" className={buttonClassName('primary', 'lg', 'mt-8 w-full')}>
          <LayoutDashboard aria-hidden="true" className="size-5" />
          Ir al Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
