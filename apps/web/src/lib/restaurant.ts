/** The restaurant being viewed, selected by `?restaurant=` on the page address (spec §2). */
export function getRestaurantParam(search: string = window.location.search): string | null {
  const value = new URLSearchParams(search).get('restaurant');
  return value ? value : null;
}

/** Keeps the selected restaurant when linking to another screen. */
export function withRestaurantParam(to: string, search: string): string {
  const restaurant = getRestaurantParam(search);
  if (!restaurant) return to;
  const [pathname = '', query = ''] = to.split('?');
  const params = new URLSearchParams(query);
  params.set('restaurant', restaurant);
  return `${pathname}?${params.toString()}`;
}
