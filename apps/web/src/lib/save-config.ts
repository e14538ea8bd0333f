import type { User } from '../types/api';
import { api } from './api-client';
import { isAdminAccount } from './auth';

async function currentUser(): Promise<User | null> {
  try {
    return await api.get<User>('/api/auth/user');
  } catch {
    // Spec §6/§8: a failed user lookup silently falls back to the ordinary endpoint.
    return null;
  }
}

/**
 * Saves one config entry (spec §6): the administrator account writes the platform-wide
 * default through the admin endpoint; everyone else writes their restaurant's own entry.
 */
export async function saveConfig(key: string, value: Record<string, unknown>): Promise<void> {
  const user = await currentUser();
  const path = isAdminAccount(user) ? '/api/admin/config' : '/api/config';
  await api.post(path, { key, value });
}
