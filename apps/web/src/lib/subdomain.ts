/** Spec §9: a restaurant subdomain is at most 20 characters. */
export const SUBDOMAIN_MAX_LENGTH = 20;

/** The fixed product label in front of every restaurant site address (spec §2, §9). */
export const SITE_LABEL = 'comanda';

/**
 * Spec §5, checkout and setup: lowercase, remove spaces, remove every character outside
 * a-z and 0-9, cut at 20. Accented letters are dropped, not transliterated, as written.
 */
export function deriveSubdomain(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/[^a-z0-9]/g, '')
    .slice(0, SUBDOMAIN_MAX_LENGTH);
}

/** Spec §5, a subdomain typed in setup: lowercased; a-z, 0-9 and hyphen; at most 20. */
export function sanitizeSubdomain(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, SUBDOMAIN_MAX_LENGTH);
}

/** Site address preview: `comanda.{subdominio}.app`. */
export function siteAddress(subdomain: string): string {
  return `${SITE_LABEL}.${subdomain}.app`;
}
