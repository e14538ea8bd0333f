import { randomUUID } from 'node:crypto';

/** Fixed-width ISO-8601 UTC, so text order is time order; an invalid Date throws here, not later. */
export const toIso = (date: Date): string => date.toISOString();
export const fromIso = (text: string): Date => new Date(text);
export const toIsoOrNull = (date: Date | null): string | null => (date ? toIso(date) : null);
export const fromIsoOrNull = (text: string | null): Date | null => (text === null ? null : fromIso(text));

export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | string | boolean): boolean => Number(value) === 1 || value === true;

export const toJson = (value: unknown): string => JSON.stringify(value);
export const fromJson = <T>(text: string): T => JSON.parse(text) as T;

/** Postgres returns count()/sum() of integers as bigint strings; SQLite as numbers. */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export const newId = (): string => randomUUID();

/** Drops undefined keys so a partial patch only touches the columns it names. */
export function definedOnly<T extends Record<string, unknown>>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as Partial<T>;
}
