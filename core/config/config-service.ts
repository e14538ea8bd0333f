import { notFound, validationError } from '../shared/errors.js';
import type { ConfigRepository, ConfigScope, SecretBox } from './config.js';
import { parseConfig, STORED_CONFIG_SCHEMAS, type ParsedConfig, type ParsedConfigKey } from './config-schemas.js';
import { DEFAULT_OPERATIONS_CONFIG, OPERATIONS_CONFIG_KEY } from './operations-config.js';
import {
  DEFAULT_AI_CONFIG,
  DEFAULT_OPENAI_CONFIG,
  DEFAULT_WHATSAPP_CONFIG,
  isPlatformKey,
  SECRET_FIELDS,
  UNASSIGNED_PREFIX,
} from './config.js';

const DEFAULTS: Record<string, Record<string, unknown>> = {
  ai_config: { ...DEFAULT_AI_CONFIG },
  whatsapp_config: { ...DEFAULT_WHATSAPP_CONFIG },
  openai_config: { ...DEFAULT_OPENAI_CONFIG },
  [OPERATIONS_CONFIG_KEY]: { ...DEFAULT_OPERATIONS_CONFIG },
};

const SEALED_PREFIX = 'sealed:';

/** Distinct reports remembered, so a bad entry is reported once per process, not once per read. */
const REPORTS_REMEMBERED = 200;

const hasSchema = (key: string): key is ParsedConfigKey => Object.hasOwn(STORED_CONFIG_SCHEMAS, key);

/** Shows enough of a secret to recognise it, never enough to use it. */
function maskSecret(secret: string): string {
  if (!secret) return '';
  return secret.length <= 8 ? '••••' : `••••${secret.slice(-4)}`;
}

export const isMasked = (value: unknown) => typeof value === 'string' && value.startsWith('••••');

/** A stored config row as the repository reads it (scope null = platform). */
export interface StoredConfigEntry {
  scope: ConfigScope;
  key: string;
  value: Record<string, unknown>;
}

/** Effective values per key, and the platform's alone (defaults included) for the keys that have one. */
export interface ResolvedConfig<K extends string> {
  effective: Record<K, Record<string, unknown>>;
  platform: Record<K, Record<string, unknown>>;
}

/** A per-restaurant row migration 0008 found at platform scope and could not assign. */
export interface UnassignedConfig {
  key: string;
  value: Record<string, unknown>;
}

/**
 * Reads and writes config, secrets sealed at rest and masked on the way out. Only the
 * platform keys (OpenAI key, AI pricing) have a platform default underneath each
 * restaurant's value; every other key is the restaurant's own or the built-in default.
 */
export class ConfigService {
  private readonly reported = new Set<string>();

  constructor(
    private readonly repo: ConfigRepository,
    private readonly box: SecretBox,
    private readonly log: (line: string) => void = (line) => console.error(`[config] ${line}`),
  ) {}

  /**
   * The effective value with secrets in clear: for the server's own use only. A key with a schema
   * (core/config/config-schemas.ts) comes back parsed and typed: a field that does not fit is
   * reported with the key and the restaurant, and its default used. Any other key comes back as
   * stored.
   */
  async resolve<K extends ParsedConfigKey>(restaurantId: string | null, key: K): Promise<ParsedConfig<K>>;
  async resolve(restaurantId: string | null, key: string): Promise<Record<string, unknown>>;
  async resolve(restaurantId: string | null, key: string): Promise<Record<string, unknown>> {
    const value = await this.effective(restaurantId, key);
    return hasSchema(key) ? parseConfig(key, value, { restaurantId, report: (line) => this.report(line) }) : value;
  }

  private async effective(restaurantId: string | null, key: string): Promise<Record<string, unknown>> {
    const base = DEFAULTS[key] ?? {};
    const platform = isPlatformKey(key) ? this.unseal(key, (await this.repo.get(null, key)) ?? {}) : {};
    const own = restaurantId ? this.unseal(key, (await this.repo.get(restaurantId, key)) ?? {}) : {};
    return { ...base, ...dropEmpty(platform), ...dropEmpty(own) };
  }

  private report(line: string): void {
    if (this.reported.has(line)) return;
    if (this.reported.size >= REPORTS_REMEMBERED) this.reported.clear();
    this.reported.add(line);
    this.log(line);
  }

  /**
   * Several effective values of one restaurant at once (one query where the repository can),
   * for the reply path, which needs them all for every message.
   */
  async resolveMany<K extends string>(restaurantId: string, keys: readonly K[]): Promise<ResolvedConfig<K>> {
    if (this.repo.getMany) return this.resolveEntries(restaurantId, keys, await this.repo.getMany([null, restaurantId], [...keys]));
    const rows: StoredConfigEntry[] = [];
    for (const key of keys) {
      for (const scope of [null, restaurantId]) {
        const value = await this.repo.get(scope, key);
        if (value) rows.push({ scope, key, value });
      }
    }
    return this.resolveEntries(restaurantId, keys, rows);
  }

  /** resolveMany over entries already read (platform and restaurant scope), for a caller that read them with other rows. */
  resolveEntries<K extends string>(restaurantId: string, keys: readonly K[], rows: readonly StoredConfigEntry[]): ResolvedConfig<K> {
    const stored = new Map<string, Record<string, unknown>>();
    for (const row of rows) stored.set(`${row.scope ?? ''}/${row.key}`, row.value);
    const effective = {} as Record<K, Record<string, unknown>>;
    const platformOnly = {} as Record<K, Record<string, unknown>>;
    for (const key of keys) {
      // Same rule as resolve: only the platform keys have a platform value underneath (never WhatsApp).
      const platform = isPlatformKey(key) ? this.unseal(key, stored.get(`/${key}`) ?? {}) : {};
      const own = this.unseal(key, stored.get(`${restaurantId}/${key}`) ?? {});
      platformOnly[key] = { ...(DEFAULTS[key] ?? {}), ...dropEmpty(platform) };
      effective[key] = { ...platformOnly[key], ...dropEmpty(own) };
    }
    return { effective, platform: platformOnly };
  }

  /** The effective value as the API shows it: secrets masked. */
  async read(restaurantId: string | null, key: string): Promise<Record<string, unknown>> {
    return this.mask(key, await this.effective(restaurantId, key));
  }

  /**
   * Merges `value` into the scope's stored entry. A masked secret sent back unchanged
   * keeps the stored one, so a form can round-trip what it was shown.
   */
  async write(scope: ConfigScope, key: string, value: Record<string, unknown>): Promise<void> {
    if (scope === null && !isPlatformKey(key)) throw platformOnlyError();
    const stored = this.unseal(key, (await this.repo.get(scope, key)) ?? {});
    const next: Record<string, unknown> = { ...stored };
    for (const [field, fieldValue] of Object.entries(value)) {
      if (isMasked(fieldValue)) continue;
      next[field] = fieldValue;
    }
    await this.repo.set(scope, key, this.seal(key, next));
  }

  /** Clears one stored secret explicitly; a restaurant then falls back to the platform key, if any. */
  async removeSecret(scope: ConfigScope, key: string, field: string): Promise<void> {
    if (!(SECRET_FIELDS[key] ?? []).includes(field))
      throw validationError(`«${field}» no es un secreto de ${key}`, { field: 'Campo no válido' });
    if (scope === null && !isPlatformKey(key)) throw platformOnlyError();
    const stored = (await this.repo.get(scope, key)) ?? {};
    await this.repo.set(scope, key, { ...stored, [field]: '' });
  }

  /** The rows migration 0008 could not assign to a restaurant, secrets masked, for the administrator to see. */
  async unassigned(): Promise<UnassignedConfig[]> {
    const rows = await this.repo.list(null);
    return rows
      .filter((row) => row.key.startsWith(UNASSIGNED_PREFIX))
      .map((row) => {
        const key = row.key.slice(UNASSIGNED_PREFIX.length);
        return { key, value: this.mask(key, this.unseal(key, row.value)) };
      });
  }

  /** Moves an unassigned row to the restaurant it belongs to; the restaurant's own fields win. */
  async assignUnassigned(key: string, restaurantId: string): Promise<void> {
    const parked = await this.repo.get(null, UNASSIGNED_PREFIX + key);
    if (!parked) throw notFound('No hay configuración sin asignar para esa clave');
    const own = (await this.repo.get(restaurantId, key)) ?? {};
    await this.repo.set(restaurantId, key, { ...dropEmpty(parked), ...dropEmpty(own) });
    await this.repo.remove(null, UNASSIGNED_PREFIX + key);
  }

  private mask(key: string, value: Record<string, unknown>) {
    const out = { ...value };
    for (const field of SECRET_FIELDS[key] ?? []) {
      if (typeof out[field] === 'string') out[field] = maskSecret(out[field] as string);
    }
    return out;
  }

  private seal(key: string, value: Record<string, unknown>) {
    const out = { ...value };
    for (const field of SECRET_FIELDS[key] ?? []) {
      const v = out[field];
      if (typeof v === 'string' && v !== '') out[field] = SEALED_PREFIX + this.box.seal(v);
    }
    return out;
  }

  private unseal(key: string, value: Record<string, unknown>) {
    const out = { ...value };
    for (const field of SECRET_FIELDS[key] ?? []) {
      const v = out[field];
      if (typeof v === 'string' && v.startsWith(SEALED_PREFIX)) out[field] = this.box.open(v.slice(SEALED_PREFIX.length));
    }
    return out;
  }
}

const platformOnlyError = () =>
  validationError('Esta configuración es de cada restaurante: guárdala desde el restaurante, no en Plataforma', {
    key: 'Clave no válida para Plataforma',
  });

/** Empty strings in a stored entry mean "not set", so they do not hide the default underneath. */
function dropEmpty(value: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== null && v !== undefined));
}
