import { validationError } from '../shared/errors.js';
import type { PasswordHasher } from './password-hasher.js';
import { ADMIN_USER_ID, type User } from './user.js';
import type { UserRepository } from './user-repository.js';

export const ADMIN_PASSWORD_MIN = 8;

/**
 * Creates the administrator account (fixed id, see ADMIN_USER_ID) or, when it exists,
 * sets its password. Returns whether it was created.
 */
export async function upsertAdmin(
  users: UserRepository,
  hasher: PasswordHasher,
  username: string,
  password: string,
): Promise<{ user: User; created: boolean }> {
  const login = username.trim().toLowerCase();
  if (!login) throw validationError('El usuario es requerido');
  if (password.length < ADMIN_PASSWORD_MIN) {
    throw validationError(`La contraseña debe tener al menos ${ADMIN_PASSWORD_MIN} caracteres`);
  }
  const passwordHash = await hasher.hash(password);
  const existing = await users.findById(ADMIN_USER_ID);
  if (existing) {
    await users.updatePassword(existing.id, passwordHash);
    return { user: { ...existing, passwordHash }, created: false };
  }
  const user = await users.create({ id: ADMIN_USER_ID, email: login, name: 'Administrador', role: 'admin', passwordHash });
  return { user, created: true };
}
