import type { ConfigRepository, ConfigScope, SecretBox } from '../../../../core/config/config.js';
import { ConfigService } from '../../../../core/config/config-service.js';

/** A ConfigService over a Map, with a reversible "encryption" so tests notice a secret read without unsealing. */
export function memoryConfigService() {
  const entries = new Map<string, Record<string, unknown>>();
  const repo: ConfigRepository = {
    async get(scope: ConfigScope, key: string) {
      const value = entries.get(`${scope ?? '*'}/${key}`);
      return value ? structuredClone(value) : null;
    },
    async set(scope: ConfigScope, key: string, value: Record<string, unknown>) {
      entries.set(`${scope ?? '*'}/${key}`, structuredClone(value));
    },
    async remove(scope: ConfigScope, key: string) {
      entries.delete(`${scope ?? '*'}/${key}`);
    },
    async list(scope: ConfigScope) {
      const prefix = `${scope ?? '*'}/`;
      return [...entries]
        .filter(([k]) => k.startsWith(prefix))
        .map(([k, value]) => ({ key: k.slice(prefix.length), value: structuredClone(value) }));
    },
  };
  const box: SecretBox = { seal: (p) => [...p].reverse().join(''), open: (s) => [...s].reverse().join('') };
  return { config: new ConfigService(repo, box), entries };
}
