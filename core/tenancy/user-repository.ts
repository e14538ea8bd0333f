import type { User } from './user.js';

export type NewUser = Omit<User, 'id' | 'failedLogins' | 'lockedUntil' | 'createdAt'> & { id?: string };

export interface UserRepository {
  create(user: NewUser): Promise<User>;
  findById(id: string): Promise<User | null>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<User | null>;
  updateLoginState(id: string, state: { failedLogins: number; lockedUntil: Date | null }): Promise<void>;
  updatePassword(id: string, passwordHash: string): Promise<void>;
  list(): Promise<User[]>;
}
