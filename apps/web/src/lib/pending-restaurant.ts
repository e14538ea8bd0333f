// The restaurant a buyer is paying for, kept in local storage between checkout and
// /subscription-success (spec §3 "Pending restaurant draft"). Key names are fixed.
export const PENDING_NAME_KEY = 'pendingRestaurantName';
export const PENDING_SUBDOMAIN_KEY = 'pendingSubdomain';
export const PENDING_PLAN_KEY = 'pendingPlan';
/** The server's checkout record, so the new restaurant is linked to what was paid. */
export const PENDING_CHECKOUT_KEY = 'pendingCheckoutId';

export type PendingRestaurant = {
  name: string;
  subdomain: string;
  /** Plan slug bought at checkout, when known. */
  plan?: string;
  checkoutId?: string;
};

export function savePendingRestaurant({ name, subdomain, plan, checkoutId }: PendingRestaurant): void {
  localStorage.setItem(PENDING_NAME_KEY, name);
  localStorage.setItem(PENDING_SUBDOMAIN_KEY, subdomain);
  setOrRemove(PENDING_PLAN_KEY, plan);
  setOrRemove(PENDING_CHECKOUT_KEY, checkoutId);
}

function setOrRemove(key: string, value: string | undefined): void {
  if (value) localStorage.setItem(key, value);
  else localStorage.removeItem(key);
}

/** The draft, or null when either the name or the subdomain is missing. */
export function readPendingRestaurant(): PendingRestaurant | null {
  try {
    const name = localStorage.getItem(PENDING_NAME_KEY);
    const subdomain = localStorage.getItem(PENDING_SUBDOMAIN_KEY);
    const plan = localStorage.getItem(PENDING_PLAN_KEY);
    const checkoutId = localStorage.getItem(PENDING_CHECKOUT_KEY);
    if (!name || !subdomain) return null;
    return { name, subdomain, ...(plan ? { plan } : {}), ...(checkoutId ? { checkoutId } : {}) };
  } catch {
    return null;
  }
}

export function clearPendingRestaurant(): void {
  try {
    localStorage.removeItem(PENDING_NAME_KEY);
    localStorage.removeItem(PENDING_SUBDOMAIN_KEY);
    localStorage.removeItem(PENDING_PLAN_KEY);
    localStorage.removeItem(PENDING_CHECKOUT_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
