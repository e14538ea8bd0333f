import type { Context } from 'hono';
import { z } from 'zod';
import { validationError } from '../../core/shared/errors.js';

// Zod's own messages (wrong type, too long…) in Spanish, for fields without a custom one.
z.config(z.locales.es());

/** Parses a JSON body against a schema; any problem is a 400 with Spanish messages per field. */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw validationError('El cuerpo de la solicitud debe ser JSON válido');
  }
  return parseWith(schema, raw);
}

export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '_';
    fields[path] ??= issue.message;
  }
  throw validationError(Object.values(fields)[0] ?? 'Datos inválidos', fields);
}
