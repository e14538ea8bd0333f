import type { KyselyPlugin } from 'kysely';
import { startFakeGraphApi } from '../adapters/messaging/testing/fake-graph-api.js';
import { createContainer } from '../apps/server/container.js';
import { testSettings } from '../apps/server/testing/test-server.js';
import { resolve, TOKENS } from '../apps/server/tokens.js';

/**
 * SQL statements the production wiring runs per customer message (offline engine, Meta
 * channel against a local fake): counted below Kysely, claim and completion included.
 * `databaseUrl`: an empty database (e.g. `postgresDatabase(…).url` from llm-bench.ts) to
 * count on PostgreSQL, where replies in flight share more statements than on SQLite.
 */
export async function sqlPerMessage(
  messages = 40,
  { burst = false, databaseUrl = ':memory:' }: { burst?: boolean; databaseUrl?: string } = {},
): Promise<{ perMessage: number; replies: number }> {
  const graph = await startFakeGraphApi({ accessToken: 'sql-token' });
  const { container, close } = await createContainer(
    testSettings({ databaseUrl, runWorker: false, providers: { metaGraphUrl: graph.url } }),
  );
  try {
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        statements++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    // Every adapter resolves the database lazily: rebinding it before anything is built counts all of them.
    const db = resolve(container, TOKENS.Db);
    await container.unbind(TOKENS.Db);
    container.bind(TOKENS.Db).toConstantValue(db.withPlugin(counter));
    await resolve(container, TOKENS.Seed)();
    const restaurant = (await db.selectFrom('restaurants').select('id').executeTakeFirstOrThrow()).id;
    await resolve(container, TOKENS.Config).write(restaurant, 'whatsapp_config', {
      provider: 'meta',
      accessToken: 'sql-token',
      phoneNumberId: '1',
    });
    const intake = resolve(container, TOKENS.Intake);
    const worker = resolve(container, TOKENS.Worker);
    const texts = ['hola', 'quiero 2 tacos al pastor', 'y una horchata', '¿cuánto es?'];
    // One message per customer per round, answered before the next round, so each message gets
    // its own reply; with `burst` every message waits first, and each customer's four are answered together.
    statements = 0;
    let intakeStatements = 0;
    for (let i = 0; i < messages; i++) {
      const beforeIntake = statements;
      const phone = `+5215500000${String(i % 10).padStart(3, '0')}`;
      await intake.accept(restaurant, 'meta', [
        {
          kind: 'message',
          providerMessageId: `wamid.sql.${i}`,
          from: phone,
          customerName: 'Cliente',
          text: texts[Math.floor(i / 10) % texts.length]!,
          timestamp: new Date(),
        },
      ]);
      intakeStatements += statements - beforeIntake;
      if (!burst && i % 10 === 9) await worker.drain();
    }
    await worker.drain();
    const replies = Number(
      (
        await db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('reply_to_id', 'is not', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
    return { perMessage: (statements - intakeStatements) / messages, replies };
  } finally {
    await close();
    await graph.close();
  }
}
