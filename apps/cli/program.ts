import { Command, CommanderError } from 'commander';
import { centsToDecimal, formatMxn } from '../../core/shared/money.js';
import { DomainError } from '../../core/shared/errors.js';
import { upsertAdmin } from '../../core/tenancy/admin-account.js';
import { deriveSubdomain } from '../../core/tenancy/subdomain.js';
import { ADMIN_USER_ID } from '../../core/tenancy/user.js';
import { seedPlans } from '../../core/plans/seed-plans.js';
import { describeSeed } from '../server/seed.js';
import type { CliIo, CliServices } from './services.js';
import { addAssistantCommands, CliFailure, type Run } from './assistant-commands.js';
import { table } from './table.js';

type Open = (options?: { worker?: boolean }) => Promise<CliServices>;
export interface CliRuntime {
  /** Connects (and migrates) the database; called per command that needs it. */
  open: Open;
  /** Runs the HTTP server (and, unless told not to, the inbox worker) until the process is stopped. */
  serve(options?: { worker?: boolean }): Promise<void>;
  /** Runs only the inbox worker until the process is stopped. */
  worker?(): Promise<void>;
}

/** The `comanda` command line. */
export function buildProgram(io: CliIo, { open, serve, worker }: CliRuntime): Command {
  const program = new Command('comanda')
    .description('Comanda: asistente de pedidos por WhatsApp para restaurantes')
    .showHelpAfterError('(usa --help para ver las opciones)')
    .helpOption('-h, --help', 'muestra la ayuda')
    .helpCommand('help [comando]', 'muestra la ayuda de un comando')
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) });

  const run =
    <Args extends unknown[]>(action: (services: CliServices, ...args: Args) => Promise<void>, options: { worker?: boolean } = {}) =>
    async (...args: Args) => {
      const services = await open(options);
      try {
        await action(services, ...args);
      } finally {
        await services.close();
      }
    };

  addServerCommands(program, io, run, { serve, worker });
  addAdminCommands(program, io, run);
  addPlanCommands(program, io, run);
  addRestaurantCommands(program, io, run);
  program
    .command('seed')
    .description('Siembra lo del primer inicio: planes, administrador y restaurante demo')
    .action(
      run(async (s) => {
        for (const line of describeSeed(await s.seed(), s.settings)) io.out(line);
        io.out('Listo.');
      }),
    );

  addAssistantCommands(program, io, run);
  return program;
}

/** `serve`, `worker` and `db migrate`. */
function addServerCommands(program: Command, io: CliIo, run: Run, { serve, worker }: Pick<CliRuntime, 'serve' | 'worker'>) {
  program
    .command('serve')
    .description('Inicia el servidor HTTP (API, panel y webhooks) y el worker que responde a los clientes')
    .option('--no-worker', 'solo HTTP: las respuestas las dan procesos `comanda worker` (PostgreSQL)')
    .action((opts: { worker: boolean }) => serve({ worker: opts.worker }));

  program
    .command('worker')
    .description('Inicia solo el worker que responde a los clientes (varios procesos pueden compartir una base PostgreSQL)')
    .action(async () => {
      if (!worker) throw new CliFailure('Este entorno no puede iniciar un worker');
      await worker();
    });

  program
    .command('db')
    .description('Base de datos')
    .command('migrate')
    .description('Aplica las migraciones pendientes (también se aplican al iniciar)')
    .action(run(async (s) => io.out(`Base de datos al día: ${s.settings.databaseUrl.replace(/\/\/[^@]*@/, '//…@')}`)));
}

/** `admin unlock` and `admin create`. */
function addAdminCommands(program: Command, io: CliIo, run: Run) {
  const admin = program.command('admin').description('Cuenta de administrador');
  admin
    .command('unlock')
    .description('Borra los intentos fallidos de inicio de sesión de una cuenta (por defecto, el administrador)')
    .option('-u, --username <usuario>', 'usuario o correo de la cuenta', process.env.COMANDA_ADMIN_USER || 'admin')
    .option('--json', 'salida en JSON')
    .action(
      run(async (s, opts: { username: string; json?: boolean }) => {
        const cleared = await s.accounts.unlock(opts.username);
        if (opts.json) io.out(JSON.stringify({ username: opts.username, cleared }));
        else io.out(`Cuenta "${opts.username}" desbloqueada (${cleared} registro(s) de intentos borrados).`);
      }),
    );
  admin
    .command('create')
    .description('Crea la cuenta de administrador o cambia su contraseña')
    .option('-u, --username <usuario>', 'usuario del administrador', process.env.COMANDA_ADMIN_USER || 'admin')
    .requiredOption('-p, --password <contraseña>', 'contraseña (mínimo 10 caracteres)')
    .option('--json', 'salida en JSON')
    .action(
      run(async (s, opts: { username: string; password: string; json?: boolean }) => {
        const { user, created } = await upsertAdmin(s.users, s.hasher, opts.username, opts.password, s.sessions);
        if (opts.json) io.out(JSON.stringify({ id: user.id, username: user.email, created }));
        else io.out(created ? `Administrador "${user.email}" creado.` : `Contraseña del administrador "${user.email}" actualizada.`);
      }),
    );
}

/** `plans seed` and `plans list`. */
function addPlanCommands(program: Command, io: CliIo, run: Run) {
  const plans = program.command('plans').description('Planes de suscripción');
  plans
    .command('seed')
    .description('Crea los cinco planes por defecto que falten')
    .option('--json', 'salida en JSON')
    .action(
      run(async (s, opts: { json?: boolean }) => {
        const added = await seedPlans(s.plans);
        if (opts.json) io.out(JSON.stringify({ added }));
        else io.out(added.length ? `Planes creados: ${added.join(', ')}` : 'Los planes por defecto ya existen.');
      }),
    );
  plans
    .command('list')
    .description('Lista los planes')
    .option('--json', 'salida en JSON')
    .action(
      run(async (s, opts: { json?: boolean }) => {
        const list = await s.plans.list();
        if (opts.json) return io.out(JSON.stringify(list.map((p) => ({ ...p, priceMonthly: centsToDecimal(p.priceMonthly) }))));
        if (!list.length) return io.out('No hay planes. Créalos con: comanda plans seed');
        io.out(
          table(
            ['orden', 'slug', 'nombre', 'precio/mes', 'conversaciones', 'activo'],
            list.map((p) => [
              String(p.displayOrder),
              p.slug,
              p.name,
              `${formatMxn(p.priceMonthly)} MXN`,
              String(p.conversationsLimit),
              p.isActive ? 'sí' : 'no',
            ]),
          ),
        );
      }),
    );
}

/** `restaurants list` and `restaurants create`. */
function addRestaurantCommands(program: Command, io: CliIo, run: Run) {
  const restaurants = program.command('restaurants').description('Restaurantes');
  restaurants
    .command('list')
    .description('Lista todos los restaurantes')
    .option('--json', 'salida en JSON')
    .action(
      run(async (s, opts: { json?: boolean }) => {
        const list = await s.restaurants.list();
        if (opts.json) return io.out(JSON.stringify(list));
        if (!list.length) return io.out('No hay restaurantes aún.');
        io.out(
          table(
            ['id', 'nombre', 'subdominio', 'estado', 'plan'],
            list.map((r) => [r.id, r.name, r.subdomain, r.subscriptionStatus, r.subscriptionPlan ?? '-']),
          ),
        );
      }),
    );
  restaurants
    .command('create')
    .description('Crea un restaurante')
    .requiredOption('-n, --name <nombre>', 'nombre del restaurante')
    .option('-s, --subdomain <subdominio>', 'subdominio (por defecto, derivado del nombre)')
    .option('--owner <correo>', 'correo del usuario dueño (por defecto, el administrador)')
    .option('--plan <slug>', 'plan contratado')
    .option('--phone <teléfono>', 'teléfono de WhatsApp del negocio')
    .option('--address <dirección>', 'dirección')
    .option('--json', 'salida en JSON')
    .action(
      run(
        async (
          s,
          opts: { name: string; subdomain?: string; owner?: string; plan?: string; phone?: string; address?: string; json?: boolean },
        ) => {
          const owner = opts.owner ? await s.users.findByEmail(opts.owner) : await s.users.findById(ADMIN_USER_ID);
          if (!owner)
            throw new DomainError(
              'not_found',
              opts.owner
                ? `No existe un usuario con el correo ${opts.owner}`
                : 'No existe la cuenta de administrador: ejecuta `comanda admin create`',
            );
          const restaurant = await s.restaurantCreator.create(
            {
              name: opts.name,
              subdomain: opts.subdomain ?? deriveSubdomain(opts.name),
              plan: opts.plan,
              phone: opts.phone,
              address: opts.address,
            },
            owner.id,
            // The operator at the console is the administrator: the plan is granted, not a trial.
            { grantPlan: !!opts.plan },
          );
          if (opts.json) io.out(JSON.stringify(restaurant));
          else io.out(`Restaurante "${restaurant.name}" creado (id ${restaurant.id}, subdominio ${restaurant.subdomain}).`);
        },
      ),
    );
}

/** Runs the program; returns the exit code instead of exiting so tests can call it. */
export async function runCli(argv: string[], io: CliIo, runtime: CliRuntime): Promise<number> {
  const program = buildProgram(io, runtime).exitOverride();
  program.commands.forEach(function override(cmd: Command) {
    cmd.exitOverride();
    cmd.commands.forEach(override);
  });
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode;
    if (err instanceof CliFailure) return 1;
    io.err(`Error: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}
