import { describe, expect, it } from 'vitest';
import type { ConfigRepository, ConfigScope } from './config.js';
import { DEFAULT_AI_CONFIG } from './config.js';
import { ConfigService } from './config-service.js';

/** A repository holding the given rows, as `scope/key`. */
function serviceWith(rows: Record<string, Record<string, unknown>>) {
  const reports: string[] = [];
  const repo: ConfigRepository = {
    get: async (scope: ConfigScope, key: string) => rows[`${scope ?? ''}/${key}`] ?? null,
    set: async () => {},
    remove: async () => {},
    list: async () => [],
  };
  const service = new ConfigService(repo, { seal: (s) => s, open: (s) => s }, (line) => reports.push(line));
  return { service, reports };
}

describe('ConfigService.resolve', () => {
  it('gives a key with a schema parsed: a bad field is reported with key and restaurant, once, and its default used', async () => {
    const { service, reports } = serviceWith({ 'r-1/ai_config': { model: 'gpt-4', temperature: 'caliente' } });
    const ai = await service.resolve('r-1', 'ai_config');
    await service.resolve('r-1', 'ai_config');
    expect(ai).toEqual({ ...DEFAULT_AI_CONFIG, model: 'gpt-4' });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('config ai_config del restaurante r-1');
    expect(reports[0]).toContain('temperature');
  });

  it('leaves out and reports a field the schema does not know', async () => {
    const { service, reports } = serviceWith({ 'r-1/operations_config': { hoursEnabled: true, colour: 'rojo' } });
    const operations = await service.resolve('r-1', 'operations_config');
    expect(operations.hoursEnabled).toBe(true);
    expect(operations).not.toHaveProperty('colour');
    expect(reports).toEqual(['config operations_config del restaurante r-1: campos desconocidos ignorados: colour']);
  });

  it('gives a key without a schema as stored, and reads back stored fields unparsed', async () => {
    const { service, reports } = serviceWith({ 'r-1/delivery_settings': { pickup: true, extra: 1 } });
    expect(await service.resolve('r-1', 'delivery_settings')).toEqual({ pickup: true, extra: 1 });
    expect(reports).toEqual([]);
  });
});
