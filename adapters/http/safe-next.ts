/** Where sign-in sends the browser when `next` is missing or refused. */
export const DEFAULT_NEXT = '/dashboard';
const BASE = 'http://comanda.invalid';

/**
 * `next` as a path on this site, or null. Refused: anything not starting with one `/`,
 * any `//` or backslash (browsers read both as another host), control characters (`%09`,
 * `%0a`: browsers drop them, turning `/\t/evil` into `//evil`), and whatever the URL
 * parser would resolve to another origin. The answer is the normalised path.
 */
export function safeNext(raw: string | undefined | null): string | null {
  if (!raw || raw.length > 2000 || raw[0] !== '/') return null;
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || raw[i] === '\\') return null;
  }
  if (raw.includes('//')) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.includes('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
