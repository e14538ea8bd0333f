import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyXlsx } from '../../../adapters/http/routes/testing/tiny-xlsx.js';
import { createTestServer, type TestClient, type TestServer } from '../testing/test-server.js';

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  client = server.client();
  await client.operatorWithRestaurant('menus');
});
afterAll(() => server.close());

const names = async () => (await client.json('GET', '/api/menu')).body.map((i: { name: string }) => i.name);

describe('a menu in minutes', () => {
  it('previews pasted text with each problem, saves nothing, then imports it all at once', async () => {
    const bad = 'TACOS\nPastor ..... $18\nSuadero\nBistec $x';
    const preview = await client.json('POST', '/api/menu/import/preview', { format: 'text', content: bad });
    expect(preview.status).toBe(200);
    expect(preview.body.withProblems).toBe(2);
    expect(preview.body.rows.map((r: { problems: string[] }) => r.problems)).toEqual([
      [],
      ['Falta el precio'],
      ['El precio «x» no es un número'],
    ]);
    const refused = await client.json('POST', '/api/menu/import', { format: 'text', content: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Hay 2 filas con problemas; corrígelas antes de importar');
    expect(await names()).toEqual([]);

    const good = 'TACOS\nPastor ..... $18\n  Tamaño: Orden de 3, Orden de 5 +$30\nSuadero ..... 18,50';
    const imported = await client.json('POST', '/api/menu/import', { format: 'text', content: good });
    expect(imported.status).toBe(201);
    expect(imported.body.created).toBe(2);
    const menu = (await client.json('GET', '/api/menu')).body;
    expect(menu.map((i: { name: string; price: number }) => [i.name, i.price])).toEqual([
      ['Pastor', 1_800],
      ['Suadero', 1_850],
    ]);
    expect(menu[0].optionGroups[0]).toMatchObject({ name: 'Tamaño', kind: 'single', required: true });
  });

  it('imports a spreadsheet, exports a CSV, duplicates and reorders', async () => {
    const xlsx = tinyXlsx([
      ['Categoría', 'Nombre', 'Precio'],
      ['Bebidas', 'Horchata', 30],
      ['Bebidas', 'Jamaica', '29,50'],
    ]);
    const imported = await client.json('POST', '/api/menu/import', { format: 'xlsx', content: xlsx.toString('base64') });
    expect(imported.status).toBe(201);
    const broken = await client.json('POST', '/api/menu/import/preview', { format: 'xlsx', content: 'bm8gZXMgdW4gZXhjZWw=' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('No pudimos leer el archivo de Excel: guárdalo como .xlsx e inténtalo de nuevo');

    const csv = await client.request('GET', '/api/menu/export.csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('categoria,nombre,precio');
    expect(text).toContain('Bebidas,Jamaica,29.50');

    const menu = (await client.json('GET', '/api/menu')).body as { id: string; name: string }[];
    const horchata = menu.find((i) => i.name === 'Horchata')!;
    const copy = await client.json('POST', `/api/menu/${horchata.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.name).toBe('Horchata (copia)');
    const ids = (await client.json('GET', '/api/menu')).body.map((i: { id: string }) => i.id).reverse();
    const reordered = await client.json('PUT', '/api/menu/order', { ids });
    expect(reordered.status).toBe(200);
    expect(await names()).toEqual(['Jamaica', 'Horchata (copia)', 'Horchata', 'Suadero', 'Pastor']);
  });

  it('refuses a duplicate name with 409 on the name field, and says what is wrong with each field', async () => {
    const dup = await client.json('POST', '/api/menu', { name: 'pastor', price: 1800, category: 'Tacos' });
    expect(dup.status).toBe(409);
    expect(dup.body.fields.name).toBe('Ya tienes un producto llamado «Pastor» en tu menú; usa otro nombre');
    const long = await client.json('POST', '/api/menu', { name: 'x'.repeat(121), price: 1800, category: 'Tacos' });
    expect(long.body.fields.name).toBe('El nombre puede tener hasta 120 caracteres');
    const priced = await client.json('POST', '/api/menu', { name: 'Gringa', price: '$1,299.00', category: 'Tacos' });
    expect(priced.status).toBe(201);
    expect(priced.body.price).toBe(129_900);
    const comma = await client.json('PATCH', `/api/menu/${priced.body.id}`, { price: '89,50' });
    expect(comma.body.price).toBe(8_950);
    const badPrice = await client.json('PATCH', `/api/menu/${priced.body.id}`, { price: 'caro' });
    expect(badPrice.body.fields.price).toBe('El precio «caro» no es un número');
    const badGroup = await client.json('PATCH', `/api/menu/${priced.body.id}`, {
      optionGroups: [{ name: 'Extras', kind: 'multiple', max: 5, options: [{ name: 'Queso', price: 1500 }] }],
    });
    expect(badGroup.status).toBe(400);
    expect(badGroup.body.error).toBe('En Extras el máximo (5) es mayor que las opciones que tiene');
  });
});
