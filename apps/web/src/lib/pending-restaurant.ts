// The restaurant a buyer is paying for, kept in local storage between checkout and
// /subscription-success (spec §3 "Pending restaurant draft"). Key names are fixed.
export const PENDING_NAME_KEY = 'pendingRestaurantName';
export const PENDING_SUBDOMAIN_KEY = 'pendingSubdomain';
export const PENDING_PLAN_KEY = 'pendingPlan';

export type PendingRestaurant = {
  name: string;
  subdomain: string;
  /** Plan slug bought at checkout, when known. */
  plan?: string;
};

export function savePendingRestaurant({ name, subdomain, plan }: PendingRestaurant): void {
  localStorage.setItem(PENDING_NAME_KEY, name);
  localStorage.setItem(PENDING_SUBDOMAIN_KEY, subdomain);
  if (plan) localStorage.setItem(PENDING_PLAN_KEY, plan);
  else localStorage.removeItem(PENDING_PLAN_KEY);
}

/** The draft, or null when either the name or the subdomain is missing. */
export function readPendingRestaurant(): PendingRestaurant | null {
  try {
    const name = localStorage.getItem(PENDING_NAME_KEY);
    const subdomain = localStorage.getItem(PENDING_SUBDOMAIN_KEY);
    const plan = localStorage.getItem(PENDING_PLAN_KEY);
    if (!name || !subdomain) return null;
    return plan ? { name, subdomain, plan } : { name, subdomain };
  } catch {
    return null;
  }
}

export function clearPendingRestaurant(): void {
  try {
    localStorage.removeItem(PENDING_NAME_KEY);
    localStorage.removeItem(PENDING_SUBDOMAIN_KEY);
    localStorage.removeItem(PENDING_PLAN_KEY);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}
