import type { Clock } from '../shared/clock.js';
import { conflict, DomainError, unauthorized, validationError } from '../shared/errors.js';
import { afterFailure, isLocked, minutesLeft } from './login-throttle.js';
import type { PasswordHasher } from './password-hasher.js';
import type { User } from './user.js';
import type { UserRepository } from './user-repository.js';

export const PASSWORD_MIN = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const BAD_CREDENTIALS = 'Correo o contraseña incorrectos';

export class Accounts {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async register(input: { email: string; password: string; name?: string | null }): Promise<User> {
    const email = input.email.trim().toLowerCase();
    if (!EMAIL.test(email)) throw validationError('Correo electrónico inválido', { email: 'Correo electrónico inválido' });
    if (input.password.length < PASSWORD_MIN) {
      const message = `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`;
      throw validationError(message, { password: message });
    }
    if (await this.users.findByEmail(email)) {
      throw conflict('Ya existe una cuenta con ese correo', { email: 'Ya existe una cuenta con ese correo' });
    }
    const passwordHash = await this.hasher.hash(input.password);
    return this.users.create({ email, name: input.name?.trim() || null, role: 'operator', passwordHash });
  }

  /** Verifies credentials with per-account throttling; same error for unknown user and wrong password. */
  async authenticate(login: string, password: string): Promise<User> {
    const user = await this.users.findByEmail(login.trim().toLowerCase());
    const now = this.clock.now();
    if (!user) {
      // Spend the same time as a real check so response timing does not reveal which accounts exist.
      await this.hasher.verify(password, DUMMY_HASH);
      throw unauthorized(BAD_CREDENTIALS);
    }
    if (isLocked(user, now)) {
      throw new DomainError(
        'too_many_requests',
        `Demasiados intentos fallidos. Inténtalo de nuevo en ${minutesLeft(user, now)} min.`,
      );
    }
    if (!(await this.hasher.verify(password, user.passwordHash))) {
      await this.users.updateLoginState(user.id, afterFailure(user, now));
      throw unauthorized(BAD_CREDENTIALS);
    }
    if (user.failedLogins > 0 || user.lockedUntil) {
      await this.users.updateLoginState(user.id, { failedLogins: 0, lockedUntil: null });
    }
    return user;
  }
}

// A well-formed scrypt hash of a random password, used only to equalise timing.
const DUMMY_HASH =
  'scrypt$131072$8$1$2Kf0c1mX1v8n4b9yqJQ2Zg$Yv2ztu3qJ4b7o1x7X0mZ1p8kq3WlZC4k8VQ2yq0x7PqGk3q1p8r9s0t1u2v3w4x5';
