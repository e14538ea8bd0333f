import { Check, Globe, Lock, RefreshCcw } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatInteger, formatPlanPrice } from '@/lib/format';
import { siteAddress } from '@/lib/subdomain';
import type { PlanJson } from '@api-types';

// Spec §2 Checkout: the fixed included list.
export const CHECKOUT_INCLUDES = [
  'IA conversacional avanzada',
  'Integración con WhatsApp Business',
  'Panel de control completo',
  'Soporte técnico especializado',
] as const;

type PlanSummaryProps = {
  plan: PlanJson;
  restaurantName: string;
  onRestaurantNameChange: (name: string) => void;
  subdomain: string;
  /** The subdomain is editable: the one derived from the name may be taken. */
  onSubdomainChange?: (subdomain: string) => void;
};

export function PlanSummary({ plan, restaurantName, onRestaurantNameChange, subdomain, onSubdomainChange }: PlanSummaryProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Resumen del plan</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div>
          <Label htmlFor="restaurant-name" required>
            Nombre del restaurante
          </Label>
          <Input
            id="restaurant-name"
            name="restaurantName"
            autoComplete="organization"
            placeholder="Ej. Tacos El Güero"
            value={restaurantName}
            onChange={(event) => onRestaurantNameChange(event.target.value)}
            aria-describedby="site-address"
          />
          <p id="site-address" className="mt-2 flex flex-wrap items-center gap-1 text-sm text-stone-600">
            <Globe aria-hidden="true" className="size-4 text-stone-400" />
            Tu sitio:
            <span className="font-mono font-medium break-all text-orange-700" data-testid="site-preview">
              {siteAddress(subdomain || 'turestaurante')}
            </span>
          </p>
        </div>
        {onSubdomainChange ? (
          <div>
            <Label htmlFor="restaurant-subdomain">Subdominio</Label>
            <Input
              id="restaurant-subdomain"
              name="subdomain"
              autoComplete="off"
              spellCheck={false}
              placeholder="turestaurante"
              value={subdomain}
              onChange={(event) => onSubdomainChange(event.target.value)}
              aria-describedby="subdomain-hint"
            />
            <p id="subdomain-hint" className="mt-1 text-xs text-stone-500">
              Letras minúsculas, números y guiones. Lo comprobamos antes de cobrar.
            </p>
          </div>
        ) : null}

        <dl className="space-y-2 rounded-xl bg-stone-50 p-4 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-stone-600">Plan</dt>
            <dd className="font-semibold text-stone-900">{plan.name}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-stone-600">Conversaciones mensuales</dt>
            <dd className="font-semibold text-stone-900">{formatInteger(plan.conversationsLimit)}</dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-stone-200 pt-2 text-base">
            <dt className="font-semibold text-stone-900">Total mensual</dt>
            <dd className="font-bold text-stone-900">{formatPlanPrice(plan.priceMonthly)} MXN</dd>
          </div>
        </dl>

        <div>
          <h3 className="text-sm font-semibold text-stone-900">Incluye</h3>
          <ul className="mt-2 space-y-2" aria-label="Incluido en tu plan">
            {CHECKOUT_INCLUDES.map((item) => (
              <li key={item} className="flex gap-2 text-sm text-stone-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                {item}
              </li>
            ))}
          </ul>
        </div>

        <ul className="space-y-1 border-t border-stone-200 pt-4 text-xs text-stone-500">
          <li className="flex items-center gap-2">
            <Lock aria-hidden="true" className="size-3.5" />
            Pago protegido con encriptación de nivel bancario
          </li>
          <li className="flex items-center gap-2">
            <RefreshCcw aria-hidden="true" className="size-3.5" />
            Sin plazos forzosos: cancela cuando quieras
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
