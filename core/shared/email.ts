/** RFC 5321's limit on a whole address; anything longer is refused before it is looked at. */
export const EMAIL_MAX = 254;
const LOCAL_MAX = 64;

const isSpaceOrAt = (ch: string) => ch === '@' || /\s/.test(ch);

/**
 * A plausible e-mail address: `local@domain.tld`, no spaces, one `@`, a dot inside the
 * domain with text on both sides. One pass over at most EMAIL_MAX characters, no regular
 * expression over the whole input: a long hostile value costs no more than a short one.
 */
export function isEmail(value: string): boolean {
  if (value.length === 0 || value.length > EMAIL_MAX) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at > LOCAL_MAX || value.indexOf('@', at + 1) !== -1) return false;
  for (const ch of value) if (ch !== '@' && isSpaceOrAt(ch)) return false;
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  return dot > 0 && dot < domain.length - 1 && domain.indexOf('..') === -1 && !domain.startsWith('.');
}
