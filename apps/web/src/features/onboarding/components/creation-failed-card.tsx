import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { PendingRestaurant } from '@/lib/pending-restaurant';
import { sanitizeSubdomain, siteAddress } from '@/lib/subdomain';

export type CreationFailure = {
  /** The server's own words, when it answered. */
  reason: string | null;
  /** Its message for the subdomain field (taken, reserved, invalid). */
  subdomainProblem: string | null;
  /** The payment was already used or is unknown: choosing another subdomain cannot help. */
  final: boolean;
  /** 402: the owner's free trial is used; this plan needs its payment first. */
  paymentNeeded?: boolean;
};

type Props = {
  draft: PendingRestaurant;
  failure: CreationFailure;
  onRetry: (subdomain: string) => void;
};

/**
 * After a payment, creation can still fail (a subdomain taken meanwhile). The payment stays
 * open on the server, so the buyer picks another subdomain here and finishes; it is then
 * linked to the restaurant created.
 */
export function CreationFailedCard({ draft, failure, onRetry }: Props) {
  const [subdomain, setSubdomain] = useState(draft.subdomain);
  const ids = { input: useId(), error: useId() };
  const unchangedProblem = subdomain === draft.subdomain ? failure.subdomainProblem : null;

  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="pt-8">
        <div className="text-center">
          <AlertTriangle aria-hidden="true" className="mx-auto size-10 text-amber-500" />
          <h1 className="mt-3 text-xl font-bold text-stone-900">No pudimos configurar tu restaurante</h1>
          <p className="mt-2 text-sm text-stone-600 [overflow-wrap:anywhere]">
            {/* A subdomain problem is shown under its field, where it is fixed. */}
            {failure.subdomainProblem && !failure.final
              ? 'El subdominio elegido no está disponible.'
              : (failure.reason ?? 'Error creando el restaurante. Contacte soporte.')}
          </p>
        </div>
        {failure.final ? (
          <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
            {failure.paymentNeeded ? (
              <Link to="/pricing" className={buttonClassName('primary')}>
                Ver planes
              </Link>
            ) : null}
            <Link to="/" className={buttonClassName(failure.paymentNeeded ? 'outline' : 'primary')}>
              Ir al Dashboard
            </Link>
          </div>
        ) : (
          <form
            className="mt-6 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (subdomain.length >= 3) onRetry(subdomain);
            }}
          >
            <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              {draft.checkoutId
                ? `Tu pago está registrado y se ligará a ${draft.name}: elige otro subdominio si hace falta y termina aquí, sin volver a pagar.`
                : `Elige otro subdominio para ${draft.name} si hace falta y vuelve a intentarlo.`}
            </p>
            <div>
              <Label htmlFor={ids.input}>Subdominio</Label>
              <Input
                id={ids.input}
                value={subdomain}
                onChange={(e) => setSubdomain(sanitizeSubdomain(e.target.value))}
                aria-invalid={unchangedProblem ? true : undefined}
                aria-describedby={unchangedProblem ? ids.error : undefined}
                autoComplete="off"
              />
              <FieldError id={ids.error} message={unchangedProblem} />
              <p className="mt-1 text-sm text-stone-600">
                Tu sitio: <span className="font-mono font-medium break-all text-orange-700">{siteAddress(subdomain || 'subdominio')}</span>
              </p>
            </div>
            <div className="flex flex-col justify-center gap-2 sm:flex-row">
              <Button type="submit" disabled={subdomain.length < 3}>
                Reintentar
              </Button>
              <Link to="/" className={buttonClassName('outline')}>
                Volver al inicio
              </Link>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
