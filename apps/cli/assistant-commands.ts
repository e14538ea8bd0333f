import type { Command } from 'commander';
import { SCENARIO_PHONE } from '../../core/assistant/scenario-runner.js';
import { DomainError } from '../../core/shared/errors.js';
import type { Restaurant } from '../../core/tenancy/restaurant.js';
import { signMetaBody } from '../../adapters/messaging/meta/meta-signature.js';
import type { CliIo, CliServices } from './services.js';
import { table } from './table.js';

export type Run = <Args extends unknown[]>(
  action: (services: CliServices, ...args: Args) => Promise<void>,
  options?: { worker?: boolean },
) => (...args: Args) => Promise<void>;

/** By id or subdomain, so a newcomer can type what `restaurants list` shows. */
async function findRestaurant(s: CliServices, ref: string): Promise<Restaurant> {
  const restaurant = (await s.restaurants.findById(ref)) ?? (await s.restaurants.findBySubdomain(ref.toLowerCase()));
  if (!restaurant)
    throw new DomainError('not_found', `No existe el restaurante "${ref}" (usa el id o el subdominio de \`comanda restaurants list\`)`);
  return restaurant;
}

/** A Meta Cloud API webhook for one text message, as Meta would send it. */
function metaWebhook(from: string, text: string) {
  const digits = from.replace(/\D/g, '');
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'comanda-cli',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              contacts: [{ wa_id: digits, profile: { name: 'Cliente CLI' } }],
              messages: [
                {
                  from: digits,
                  id: `wamid.cli.${Date.now()}.${Math.random().toString(36).slice(2)}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

/** `simulate --url`: posts the message to a running server as Meta would, signed with the restaurant's App Secret. */
async function postSignedWebhook(
  s: CliServices,
  io: CliIo,
  restaurant: Restaurant,
  from: string,
  text: string,
  opts: { url: string; json?: boolean },
): Promise<void> {
  const config = await s.config.resolve(restaurant.id, 'whatsapp_config');
  if (!config.appSecret)
    throw new DomainError(
      'validation',
      'El restaurante no tiene App Secret de Meta configurado: guárdalo en API Settings para firmar el webhook',
    );
  const raw = JSON.stringify(metaWebhook(from, text));
  const res = await fetch(`${opts.url.replace(/\/+$/, '')}/webhooks/meta/${restaurant.id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signMetaBody(raw, config.appSecret) },
    body: raw,
  });
  const body = await res.text();
  if (!res.ok) throw new Error(`El servidor respondió ${res.status}: ${body}`);
  io.out(
    opts.json
      ? body
      : `Mensaje aceptado por ${opts.url}. La respuesta saldrá por el canal de WhatsApp del restaurante y aparecerá en Conversaciones.`,
  );
}

export function addAssistantCommands(program: Command, io: CliIo, run: Run) {
  program
    .command('simulate')
    .description('Envía un mensaje de cliente a un restaurante y muestra la respuesta del asistente')
    .argument('<texto>', 'lo que escribe el cliente')
    .requiredOption('-r, --restaurant <id|subdominio>', 'restaurante')
    .option('-f, --from <teléfono>', 'teléfono del cliente', SCENARIO_PHONE)
    .option('--url <url>', 'servidor en marcha: envía un webhook de Meta firmado en lugar de procesarlo aquí')
    .option('--json', 'salida en JSON')
    .action(
      run(
        async (s, text: string, opts: { restaurant: string; from: string; url?: string; json?: boolean }) => {
          const restaurant = await findRestaurant(s, opts.restaurant);
          const from = opts.from.startsWith('+') ? opts.from : `+${opts.from}`;
          if (opts.url) return postSignedWebhook(s, io, restaurant, from, text, { url: opts.url, json: opts.json });
          const result = await s.testMessages.run(restaurant.id, from, text);
          if (opts.json) return io.out(JSON.stringify(result));
          if (!result.answered) throw new Error('El asistente no respondió a tiempo');
          io.out(`Cliente (${from}): ${text}`);
          io.out(`${restaurant.name}: ${result.reply}`);
          io.out(`(${result.elapsedMs} ms)`);
        },
        { worker: true },
      ),
    );

  program
    .command('test')
    .description('Pruebas del asistente')
    .command('run')
    .description('Ejecuta los escenarios de prueba (por defecto, todos) y sale con error si alguno falla')
    .requiredOption('-r, --restaurant <id|subdominio>', 'restaurante')
    .option(
      '-s, --scenario <id>',
      'un escenario: menu-del-dia, menu-categoria, servicio-domicilio, servicio-horario, promociones, pedido-varios, producto-agotado, saludo',
    )
    .option('-a, --all', 'todos los escenarios (por defecto)')
    .option('--json', 'salida en JSON')
    .action(
      run(
        async (s, opts: { restaurant: string; scenario?: string; json?: boolean }) => {
          const restaurant = await findRestaurant(s, opts.restaurant);
          const all = await s.scenarios.list(restaurant.id);
          const chosen = opts.scenario ? all.filter((x) => x.id === opts.scenario) : all;
          if (chosen.length === 0) throw new DomainError('not_found', `No existe el escenario "${opts.scenario}"`);
          const results = [];
          for (const scenario of chosen) results.push(await s.scenarios.run(restaurant.id, scenario));
          if (opts.json) io.out(JSON.stringify(results));
          else {
            const cut = (t: string) => (t.length > 60 ? `${t.slice(0, 57)}...` : t).replace(/\s+/g, ' ');
            io.out(
              table(
                ['escenario', 'respuesta', 'ms', 'resultado'],
                results.map((r) => [
                  r.id,
                  cut(r.reply),
                  String(r.elapsedMs),
                  r.skipped ? `omitido: ${r.reason}` : r.pass ? 'pasa' : `falla: ${r.reason}`,
                ]),
              ),
            );
            io.out(`${results.filter((r) => r.pass).length} de ${results.length} escenarios pasaron.`);
          }
          if (results.some((r) => !r.pass)) throw new CliFailure();
        },
        { worker: true },
      ),
    );
}

/** A failure already reported on stdout: exit non-zero without another message. */
export class CliFailure extends Error {}
