import { Store } from 'lucide-react';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCurrentRestaurant } from '@/features/restaurants/api/get-current-restaurant';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';

/**
 * Says on every internal screen which restaurant it acts on; administrators and owners of
 * several restaurants switch here (the choice travels as `?restaurant=` in the address).
 */
export function CurrentRestaurantBar() {
  const current = useCurrentRestaurant();
  const restaurants = useRestaurants({ enabled: true });
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const selectId = useId();
  if (!current.data) return null;
  const options = restaurants.data ?? [];

  const switchTo = (id: string) => {
    const params = new URLSearchParams(search);
    params.set('restaurant', id);
    navigate(`${pathname}?${params.toString()}${hash}`);
  };

  return (
    <div
      role="region"
      aria-label="Restaurante actual"
      className="mb-6 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm"
    >
      <Store aria-hidden="true" className="size-5 shrink-0 text-orange-700" />
      <p className="min-w-0 flex-1 text-stone-600 [overflow-wrap:anywhere]">
        Restaurante:{' '}
        <strong data-testid="current-restaurant" className="font-semibold text-stone-900">
          {current.data.name}
        </strong>
        <span className="ml-2 text-xs text-stone-500">({current.data.subdomain})</span>
      </p>
      {options.length > 1 ? (
        <div className="flex min-w-0 items-center gap-2">
          <label htmlFor={selectId} className="text-stone-600">
            Cambiar de restaurante
          </label>
          <select
            id={selectId}
            value={String(current.data.id)}
            onChange={(e) => switchTo(e.target.value)}
            className="max-w-[14rem] min-w-0 truncate rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-orange-500"
          >
            {options.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
