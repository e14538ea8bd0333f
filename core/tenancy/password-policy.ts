import { COMMON_PASSWORDS } from './common-passwords.js';

/** OWASP ASVS 2.1: at least 10 characters, at most 128 (long passphrases welcome, not megabytes). */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

const COMMON = new Set(COMMON_PASSWORDS);

/** Why `password` is not acceptable for the account `login`, in Spanish; null when it is. */
export function passwordProblem(password: string, login: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`;
  if (length > PASSWORD_MAX) return `La contraseña debe tener como máximo ${PASSWORD_MAX} caracteres`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'Esa contraseña es demasiado común; elige otra';
  const name = login.trim().toLowerCase();
  if (name && (lower === name || lower === name.split('@')[0])) return 'La contraseña no puede ser igual a tu correo';
  return null;
}
