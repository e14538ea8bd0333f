import { validationError } from '../shared/errors.js';
import type { PasswordHasher } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';
import type { SessionRepository } from './session.js';
import { ADMIN_USER_ID, type User } from './user.js';
import type { UserRepository } from './user-repository.js';

export { PASSWORD_MIN as ADMIN_PASSWORD_MIN } from './password-policy.js';

/**
 * Creates the administrator account (fixed id, see ADMIN_USER_ID) or, when it exists,
 * sets its password and ends its sessions. Returns whether it was created.
 */
export async function upsertAdmin(
  users: UserRepository,
  hasher: PasswordHasher,
  username: string,
  password: string,
  sessions?: Pick<SessionRepository, 'deleteForUser'>,
): Promise<{ user: User; created: boolean }> {
  const login = username.trim().toLowerCase();
  if (!login) throw validationError('El usuario es requerido');
  if (login.length > 254) throw validationError('El usuario es demasiado largo');
  const problem = passwordProblem(password, login);
  if (problem) throw validationError(problem);
  const passwordHash = await hasher.hash(password);
  const existing = await users.findById(ADMIN_USER_ID);
  if (existing) {
    await users.updatePassword(existing.id, passwordHash);
    await sessions?.deleteForUser(existing.id);
    return { user: { ...existing, passwordHash }, created: false };
  }
  const user = await users.create({ id: ADMIN_USER_ID, email: login, name: 'Administrador', role: 'admin', passwordHash });
  return { user, created: true };
}
