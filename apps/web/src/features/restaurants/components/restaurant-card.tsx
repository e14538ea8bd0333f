import { ExternalLink, Globe, Settings } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import type { RestaurantJson } from '@api-types';
import type { RestaurantUsage } from '@/features/restaurants/api/get-admin-usage';
import { siteAddress } from '@/lib/subdomain';
import { planLabel, restaurantPanelUrl, statusBadge } from './restaurant-labels';

export function RestaurantCard({ restaurant, usage }: { restaurant: RestaurantJson; usage?: RestaurantUsage }) {
  const status = statusBadge(restaurant.subscriptionStatus);
  const panelUrl = restaurantPanelUrl(restaurant.id);
  return (
    // The name link is stretched over the whole card, so a click anywhere opens the panel
    // in a new tab; 'Configurar' sits above it.
    <article
      aria-label={restaurant.name}
      className="relative flex h-full flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-orange-500 hover:shadow-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-stone-900">
          <a
            href={panelUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="after:absolute after:inset-0 after:rounded-2xl focus:outline-none"
          >
            {restaurant.name}
            <span className="sr-only"> (abre en una pestaña nueva)</span>
          </a>
        </h2>
        <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
      </div>
      {restaurant.description ? <p className="text-sm text-stone-600">{restaurant.description}</p> : null}
      <p className="flex items-center gap-1.5 text-sm text-stone-700">
        <Globe aria-hidden="true" className="size-4 text-stone-400" />
        {siteAddress(restaurant.subdomain)}
      </p>
      <div className="flex flex-wrap gap-2">
        <Badge variant={status.variant}>{status.label}</Badge>
        <Badge variant="purple">{planLabel(restaurant.subscriptionPlan)}</Badge>
      </div>
      {usage ? (
        <p
          className={
            usage.block !== 'none'
              ? 'text-sm font-medium text-red-700'
              : usage.warning
                ? 'text-sm font-medium text-amber-700'
                : 'text-sm text-stone-600'
          }
        >
          Conversaciones este mes: {usage.used}
          {usage.limit === null ? ' (sin límite)' : ` de ${usage.limit} (${usage.percent}%)`}
        </p>
      ) : null}
      <div className="mt-auto pt-2">
        <a
          href={`${panelUrl}#/config`}
          aria-label={`Configurar ${restaurant.name}`}
          className={buttonClassName('outline', 'sm', 'relative z-10')}
        >
          <Settings aria-hidden="true" className="size-4" />
          Configurar
        </a>
      </div>
    </article>
  );
}
