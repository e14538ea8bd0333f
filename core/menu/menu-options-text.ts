import { optionPrice } from './price-text.js';
import type { MenuOption, OptionGroup } from './option-groups.js';
import { readPrice } from './price-text.js';

/**
 * Option groups written as owners write them, one group per line (pasted menus) or separated by
 * " | " (a CSV cell):
 *   Tamaño: Chico, Grande +$20            → pick one, required
 *   Salsa (opcional): Verde, Roja         → pick one, optional
 *   Extras (hasta 3): Tocino +$25, Queso +$15
 *   Sin: cebolla, jitomate                → ingredients that can be left out
 */
export type GroupReading = { ok: true; group: OptionGroup } | { ok: false; problem: string };

/** The longest line of a pasted menu (or options cell) read: a name, a short description and a price fit. */
export const MAX_IMPORT_LINE = 300;

const REMOVE_NAMES = /^(sin|quitar|se puede quitar|ingredientes? que se pueden quitar)$/i;
const MULTIPLE_NAMES = /extra|agrega|adicional|toppings?|complementos?|ingredientes/i;
const PAID = /\s*\(?\s*(?:\+\s*\$?|\$)\s*([^\s()]+(?:\s\d{3})*)\)?\s*$/;

export function looksLikeGroup(line: string): boolean {
  const colon = line.indexOf(':');
  return colon > 0 && colon <= 48 && line.slice(colon + 1).trim().length > 0;
}

export function readOptionGroup(line: string): GroupReading {
  if (line.length > MAX_IMPORT_LINE)
    return { ok: false, problem: `La línea de opciones tiene ${line.length} caracteres; el máximo es ${MAX_IMPORT_LINE}` };
  const colon = line.indexOf(':');
  const head = line.slice(0, colon).trim();
  const body = line.slice(colon + 1).trim();
  const flags = /\(([^)]*)\)\s*$/.exec(head);
  const name = (flags ? head.slice(0, flags.index) : head).trim();
  const flagText = (flags?.[1] ?? '').toLocaleLowerCase('es-MX');
  if (!name) return { ok: false, problem: `La línea de opciones «${line.trim()}» no dice el nombre del grupo antes de «:»` };
  if (name.length > 60) return { ok: false, problem: `El nombre del grupo «${name.slice(0, 20)}…» es muy largo (máximo 60 caracteres)` };
  const maxMatch = /hasta\s+(\d+)/.exec(flagText);
  const remove = REMOVE_NAMES.test(name);
  const kind = remove
    ? 'remove'
    : /elige 1\b/.test(flagText)
      ? 'single'
      : maxMatch || MULTIPLE_NAMES.test(name) || /varias/.test(flagText)
        ? 'multiple'
        : 'single';
  const required = /obligatori/.test(flagText) ? true : /opcional/.test(flagText) ? false : kind === 'single';
  const options: MenuOption[] = [];
  for (const raw of body.split(/\s*,\s*/).filter(Boolean)) {
    const paid = PAID.exec(raw);
    const optionName = (paid ? raw.slice(0, paid.index) : raw).trim();
    if (!optionName) return { ok: false, problem: `La opción «${raw}» del grupo ${name} no tiene nombre` };
    if (optionName.length > 60)
      return { ok: false, problem: `La opción «${optionName.slice(0, 20)}…» es muy larga (máximo 60 caracteres)` };
    let price = 0;
    if (paid) {
      const reading = readPrice(paid[1]!);
      if (!reading.ok)
        return { ok: false, problem: `Opción «${optionName}»: ${reading.problem.charAt(0).toLowerCase()}${reading.problem.slice(1)}` };
      if (remove && reading.cents > 0) return { ok: false, problem: `Quitar «${optionName}» no puede tener precio` };
      price = reading.cents;
    }
    if (options.some((o) => o.name.toLocaleLowerCase('es-MX') === optionName.toLocaleLowerCase('es-MX')))
      return { ok: false, problem: `La opción «${optionName}» está repetida en el grupo ${name}` };
    options.push({ name: optionName, price, available: true });
  }
  if (options.length === 0) return { ok: false, problem: `El grupo ${name} no tiene opciones` };
  const max = maxMatch ? Number(maxMatch[1]) : null;
  if (max !== null && max < 1) return { ok: false, problem: `El grupo ${name} debe permitir al menos 1 opción` };
  return { ok: true, group: { name, kind, required, max: kind === 'multiple' ? max : null, options } };
}

/** The same text back: what the CSV export writes and the import reads. */
export function writeOptionGroup(group: OptionGroup): string {
  const flags =
    group.kind === 'multiple'
      ? [group.max ? `hasta ${group.max}` : 'varias', ...(group.required ? ['obligatorio'] : [])]
      : group.kind === 'single'
        ? [...(MULTIPLE_NAMES.test(group.name) ? ['elige 1'] : []), ...(group.required ? [] : ['opcional'])]
        : [];
  const name = group.kind === 'remove' && !REMOVE_NAMES.test(group.name) ? 'Sin' : group.name;
  const options = group.options.map((o) => (o.price > 0 ? `${o.name} ${optionPrice(o.price)}` : o.name));
  return `${name}${flags.length ? ` (${flags.join(', ')})` : ''}: ${options.join(', ')}`;
}
