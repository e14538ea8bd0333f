import type { User } from './user.js';

export interface Session {
  /** Only a hash of the cookie token is stored, so a leaked table cannot be replayed. */
  id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface SessionRepository {
  create(session: Session): Promise<void>;
  find(id: string): Promise<Session | null>;
  /** The user of a session still valid at `now`, in one lookup (every signed-in request asks). */
  findUser(id: string, now: Date): Promise<User | null>;
  delete(id: string): Promise<void>;
  deleteExpired(now: Date): Promise<number>;
  /** Ends every session of the user but `exceptId` (the one changing the password); returns how many. */
  deleteForUser(userId: string, exceptId?: string | null): Promise<number>;
}

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
