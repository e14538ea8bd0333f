const SUBDOMAIN_MAX = 20;
const SUBDOMAIN_MIN = 3;

/** Names a visitor cannot claim: they collide with the platform's own hosts. */
const RESERVED = new Set(['www', 'api', 'app', 'admin', 'mail', 'static', 'assets', 'webhooks', 'comanda']);

/** Spec §5: lowercase, drop spaces and anything outside a-z0-9, cut at 20. */
export function deriveSubdomain(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, SUBDOMAIN_MAX);
}

/** Spec §5, typed in setup: lowercased; a-z, 0-9 and hyphen; at most 20. */
export function normalizeTypedSubdomain(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, SUBDOMAIN_MAX);
}

/** The Spanish message for an invalid subdomain, or null when it is acceptable. */
export function subdomainProblem(subdomain: string): string | null {
  if (subdomain.length < SUBDOMAIN_MIN) return 'El subdominio debe tener al menos 3 caracteres';
  if (subdomain.length > SUBDOMAIN_MAX) return 'El subdominio debe tener como máximo 20 caracteres';
  if (!/^[a-z0-9-]+$/.test(subdomain)) return 'Solo letras minúsculas, números y guiones';
  if (subdomain.startsWith('-') || subdomain.endsWith('-')) return 'El subdominio no puede empezar ni terminar con guion';
  if (RESERVED.has(subdomain)) return 'Ese subdominio está reservado, elige otro';
  return null;
}
