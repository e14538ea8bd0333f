import type { MiddlewareHandler } from 'hono';
import type { HttpDeps } from '../deps.js';
import { restaurantSitePage, siteNotFoundPage } from '../pages/restaurant-site.js';

/** The subdomain when `host` (any port) is `{subdomain}.{baseDomain}`, else null. */
export function siteSubdomain(host: string | undefined, baseDomain: string): string | null {
  if (!host) return null;
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const suffix = `.${baseDomain.toLowerCase()}`;
  if (!hostname.endsWith(suffix)) return null;
  const label = hostname.slice(0, -suffix.length);
  return label && !label.includes('.') && label !== 'www' ? label : null;
}

/** Requests for a restaurant's own host get its public site; nothing else is served there. */
export const restaurantSite =
  (deps: Pick<HttpDeps, 'settings' | 'restaurants' | 'menu' | 'config'>): MiddlewareHandler =>
  async (c, next) => {
    const subdomain = siteSubdomain(c.req.header('host'), deps.settings.baseDomain);
    if (!subdomain) return next();
    const restaurant = await deps.restaurants.findBySubdomain(subdomain);
    if (!restaurant || c.req.path !== '/' || !['GET', 'HEAD'].includes(c.req.method)) {
      return c.html(siteNotFoundPage(subdomain), 404);
    }
    const [menu, whatsapp] = await Promise.all([deps.menu.list(restaurant.id), deps.config.resolve(restaurant.id, 'whatsapp_config')]);
    return c.html(restaurantSitePage(restaurant, menu, whatsapp.businessPhone || restaurant.phone));
  };
