import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testSettings } from '../server/testing/test-server.js';
import { openCliServices } from './open-services.js';
import { runCli } from './program.js';
import type { CliServices } from './services.js';

let services: CliServices;
let realClose: () => Promise<void>;
let out: string[];
let err: string[];
const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };

beforeEach(async () => {
  out = [];
  err = [];
  const opened = await openCliServices({ ...testSettings(), runWorker: true });
  realClose = opened.close;
  // One in-memory database for the whole test: commands must not close it between calls.
  services = { ...opened, close: async () => {} };
});
afterEach(() => realClose());

const cli = (...argv: string[]) => runCli(argv, io, { open: async () => services, serve: async () => {} });

describe('comanda CLI', () => {
  it('serves with or without the reply worker, and runs a worker alone', async () => {
    const started: string[] = [];
    const runtime = {
      open: async () => services,
      serve: async (options?: { worker?: boolean }) => void started.push(options?.worker === false ? 'serve sin worker' : 'serve'),
      worker: async () => void started.push('worker'),
    };
    expect(await runCli(['serve'], io, runtime)).toBe(0);
    expect(await runCli(['serve', '--no-worker'], io, runtime)).toBe(0);
    expect(await runCli(['worker'], io, runtime)).toBe(0);
    expect(started).toEqual(['serve', 'serve sin worker', 'worker']);
  });

  it('seeds and lists the plans as a table and as JSON', async () => {
    expect(await cli('plans', 'seed')).toBe(0);
    expect(out.at(-1)).toBe('Planes creados: demo, basic, silver, gold, platinum');
    expect(await cli('plans', 'seed', '--json')).toBe(0);
    expect(JSON.parse(out.at(-1)!)).toEqual({ added: [] });
    await cli('plans', 'list');
    expect(out.at(-1)).toMatch(/silver\s+Silver\s+\$1,299\.00 MXN\s+1000\s+sí/);
    await cli('plans', 'list', '--json');
    expect(JSON.parse(out.at(-1)!)[2]).toMatchObject({ slug: 'silver', priceMonthly: '1299.00' });
  });

  it('creates the administrator, then restaurants owned by it', async () => {
    expect(await cli('admin', 'create', '--password', 'muy-segura-1')).toBe(0);
    expect(out.at(-1)).toBe('Administrador "admin" creado.');
    expect(await cli('restaurants', 'create', '--name', 'Sin Planes')).toBe(1);
    expect(err.at(-1)).toBe('Error: Plan desconocido o no disponible');
    await cli('plans', 'seed');
    expect(await cli('restaurants', 'create', '--name', 'Tacos Don Pepe', '--json')).toBe(0);
    expect(JSON.parse(out.at(-1)!)).toMatchObject({
      name: 'Tacos Don Pepe',
      subdomain: 'tacosdonpepe',
      subscriptionStatus: 'trial',
      subscriptionPlan: 'demo',
    });
    expect(await cli('restaurants', 'create', '--name', 'Oro', '--plan', 'gold', '--json')).toBe(0);
    expect(JSON.parse(out.at(-1)!)).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'gold' });
    await cli('restaurants', 'list');
    expect(out.at(-1)).toContain('tacosdonpepe');
  });

  it('exits non-zero with a Spanish message on failure', async () => {
    expect(await cli('admin', 'create', '--password', 'corta')).toBe(1);
    expect(err.at(-1)).toBe('Error: La contraseña debe tener al menos 10 caracteres');
    expect(await cli('admin', 'create', '--password', 'password123')).toBe(1);
    expect(err.at(-1)).toBe('Error: Esa contraseña es demasiado común; elige otra');
    expect(await cli('restaurants', 'create', '--name', 'X')).toBe(1);
    expect(err.at(-1)).toMatch(/administrador/);
    expect(await cli('plans', 'nada')).not.toBe(0);
  });

  it('unlocks the administrator whom failed sign-ins are slowing down', async () => {
    await cli('admin', 'create', '--password', 'muy-segura-1');
    const client = { address: '203.0.113.9', key: 'ip:203.0.113.9', trusted: false };
    for (let i = 0; i < 5; i++) await expect(services.accounts.authenticate('admin', 'mala-clave-00', client)).rejects.toThrow();
    await expect(services.accounts.authenticate('admin', 'muy-segura-1', client)).rejects.toThrow(/Demasiados intentos/);
    expect(await cli('admin', 'unlock', '--json')).toBe(0);
    expect(JSON.parse(out.at(-1)!)).toEqual({ username: 'admin', cleared: 1 });
    await expect(services.accounts.authenticate('admin', 'muy-segura-1', client)).resolves.toMatchObject({ id: 'admin' });
  });

  it('prints help for every command', async () => {
    expect(await cli('--help')).toBe(0);
    expect(out.join('\n')).toMatch(/restaurants/);
    out = [];
    expect(await cli('restaurants', 'create', '--help')).toBe(0);
    expect(out.join('\n')).toMatch(/--subdomain/);
  });

  it('simulates a customer message and runs the scripted scenarios', async () => {
    await cli('seed');
    expect(await cli('simulate', '--restaurant', 'donamary', 'Quiero 2 pizzas hawaianas')).toBe(0);
    expect(out.at(-2)).toMatch(/^La Cocina de Doña Mary: \[PRUEBA\] .*\$378\.00/s);
    expect(await cli('test', 'run', '--restaurant', 'donamary', '--scenario', 'pedido-varios')).toBe(0);
    expect(out.at(-1)).toBe('1 de 1 escenarios pasaron.');
    expect(await cli('test', 'run', '--restaurant', 'donamary', '--json')).toBe(0);
    expect(JSON.parse(out.at(-1)!)).toHaveLength(8);
    expect(await cli('simulate', '--restaurant', 'nadie', 'hola')).toBe(1);
    expect(err.at(-1)).toMatch(/No existe el restaurante "nadie"/);
  });
});
