/** After this many consecutive failures an account is locked for LOCK_MS. */
export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60 * 1000;

export interface LoginState {
  failedLogins: number;
  lockedUntil: Date | null;
}

export const isLocked = (state: LoginState, now: Date) =>
  state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();

export function afterFailure(state: LoginState, now: Date): LoginState {
  const failedLogins = isLocked(state, now) ? state.failedLogins : state.failedLogins + 1;
  const lockedUntil =
    failedLogins >= MAX_FAILED_LOGINS ? new Date(now.getTime() + LOCK_MS) : state.lockedUntil;
  return { failedLogins: failedLogins >= MAX_FAILED_LOGINS ? 0 : failedLogins, lockedUntil };
}

export const minutesLeft = (state: LoginState, now: Date) =>
  Math.max(1, Math.ceil(((state.lockedUntil?.getTime() ?? 0) - now.getTime()) / 60000));
