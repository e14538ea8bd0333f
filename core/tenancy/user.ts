export type Role = 'admin' | 'operator';

/** The system administrator's fixed id: the web client routes config saves by it (spec §6). */
export const ADMIN_USER_ID = 'admin';

export interface User {
  id: string;
  /** Sign-in name: an e-mail for operators, the configured username for the administrator. */
  email: string;
  name: string | null;
  role: Role;
  passwordHash: string;
  failedLogins: number;
  lockedUntil: Date | null;
  createdAt: Date;
}

/** What the API may reveal about a user. */
export interface PublicUser {
  id: string;
  email: string;
  name: string | null;
  role: Role;
}

export const toPublicUser = ({ id, email, name, role }: User): PublicUser => ({ id, email, name, role });
