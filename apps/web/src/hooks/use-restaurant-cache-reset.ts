import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Spec §2: when the page's `restaurant` parameter changes, cached data of the previous
 * restaurant is discarded and what is on screen reloads. The session query survives: the
 * signed-in user does not depend on the restaurant, and dropping it would unmount the panel.
 */
export function useRestaurantCacheReset(): void {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const restaurant = searchParams.get('restaurant') || null;
  const previous = useRef(restaurant);

  useEffect(() => {
    if (previous.current === restaurant) return;
    previous.current = restaurant;
    const keep = (key: readonly unknown[]) => key[0] === 'auth';
    queryClient.removeQueries({ predicate: (q) => !keep(q.queryKey) && q.getObserversCount() === 0 });
    // Active queries are reset (data dropped) and refetched by their observers.
    void queryClient.resetQueries({ predicate: (q) => !keep(q.queryKey) });
  }, [queryClient, restaurant]);
}
