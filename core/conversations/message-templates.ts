import { validationError } from '../shared/errors.js';

/** A piece of a template's text: literal text, or the index of the variable that fills it. */
export type TemplateSegment = string | { variable: number };

export interface TemplateVariable {
  /** How the provider names it: Meta `body.1`/`header.1`/`body.nombre`, Twilio `1`. */
  key: string;
  /** What the panel shows beside the input. */
  label: string;
  /** The example the template was approved with, when the provider keeps one. */
  example: string | null;
}

/** An approved WhatsApp template (Meta message template, Twilio content template). */
export interface MessageTemplate {
  /** Provider id: Meta `name:language`, Twilio's content sid (HX…). */
  id: string;
  name: string;
  language: string;
  category: string | null;
  /** What the customer reads once the variables are filled. */
  segments: TemplateSegment[];
  variables: TemplateVariable[];
}

/** `{{1}}` or `{{nombre}}`: bounded, so the scan stays linear on any text. */
const PLACEHOLDER = /\{\{\s{0,3}([A-Za-z0-9_]{1,64})\s{0,3}\}\}/g;

/**
 * Splits a provider's template text into segments; `variableIndex` returns the index of the
 * named placeholder in the template's variable list (adding it the first time it appears).
 */
export function parseTemplateText(text: string, variableIndex: (name: string) => number): TemplateSegment[] {
  const segments: TemplateSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) segments.push(text.slice(last, match.index));
    segments.push({ variable: variableIndex(match[1]!) });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push(text.slice(last));
  return segments;
}

export function renderTemplate(template: MessageTemplate, values: readonly string[]): string {
  return template.segments.map((s) => (typeof s === 'string' ? s : (values[s.variable] ?? ''))).join('');
}

export const MAX_TEMPLATE_VALUE = 1024;

/**
 * Every variable filled, on one line (WhatsApp rejects template parameters with line breaks,
 * tabs or more than four spaces in a row): checked before anything is sent to anyone.
 */
export function checkTemplateValues(template: MessageTemplate, values: readonly string[]): string[] {
  const trimmed = template.variables.map((_, i) => (values[i] ?? '').trim());
  const fields: Record<string, string> = {};
  trimmed.forEach((value, i) => {
    const key = `variables.${i}`;
    const label = template.variables[i]!.label;
    if (!value) fields[key] = `Escribe el valor de ${label}`;
    else if (value.length > MAX_TEMPLATE_VALUE) fields[key] = `${label} es demasiado largo (máximo ${MAX_TEMPLATE_VALUE} caracteres)`;
    else if (/[\n\r\t]| {5}/.test(value))
      fields[key] = `${label} no puede tener saltos de línea, tabuladores ni más de cuatro espacios seguidos`;
  });
  const first = Object.values(fields)[0];
  if (first) throw validationError(first, fields);
  return trimmed;
}
