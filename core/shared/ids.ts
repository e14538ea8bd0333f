/** A random URL-safe token from the platform's CSPRNG (Web Crypto is global in Node 20 and browsers). */
export function randomToken(): string {
  return globalThis.crypto.randomUUID();
}
