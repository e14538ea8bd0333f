import type { UserJson } from '@api-types';
import { browser } from './browser';

/** The system administrator's user id (spec §3/§6 '{code}'). */
export const ADMIN_USER_ID = 'admin';

export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

/**
 * Signs out with a POST (a GET that ends sessions is what other sites can trigger), then
 * leaves the app with a full navigation so no cached data survives.
 */
export async function signOut(): Promise<void> {
  try {
    await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
  } finally {
    browser.navigate('/');
  }
}

/** Sign-in that brings the person back to `path` afterwards (e.g. to finish creating a restaurant). */
export const loginUrlReturningTo = (path: string) => `${LOGIN_URL}?next=${encodeURIComponent(path)}`;
/** Owners' sign-in (not registration), coming back to `path` after. */
export const signInUrlReturningTo = (path: string) => `${LOGIN_URL}?mode=login&next=${encodeURIComponent(path)}`;
export const OWNER_SIGN_IN_URL = `${LOGIN_URL}?mode=login`;

/** Spec §9: unauthorised screens wait this long before sending the browser to sign in. */
export const UNAUTHORIZED_REDIRECT_MS = 500;

export function isAdmin(user: Pick<UserJson, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}

export function isAdminAccount(user: Pick<UserJson, 'id'> | null | undefined): boolean {
  return user?.id === ADMIN_USER_ID;
}
