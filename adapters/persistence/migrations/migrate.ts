import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { tenancyAndCatalog } from './0001-tenancy-and-catalog.js';
import { conversationsAndOrders } from './0002-conversations-and-orders.js';
import { configAndAiUsage } from './0003-config-and-ai-usage.js';
import { inboxAndReplies } from './0004-inbox-and-replies.js';
import { billing } from './0005-billing.js';
import { historyIndependentIndexes } from './0006-history-independent-indexes.js';
import { listPaging } from './0007-list-paging.js';
import { perRestaurantSettings } from './0008-per-restaurant-settings.js';
import { hardening } from './0009-hardening.js';
import { whatsappOperations } from './0010-whatsapp-operations.js';
import { menuSynonyms } from './0011-menu-synonyms.js';
import { replyPipeline } from './0012-reply-pipeline.js';
import { orderModel } from './0013-order-model.js';
import { honestBilling } from './0014-honest-billing.js';
import { orderLife } from './0016-order-life.js';
import { orderPayments } from './0017-order-payments.js';
import { menuOrder } from './0018-menu-order.js';
import { admissionMonths } from './0020-admission-months.js';
import { customerOrdersIndex } from './0021-customer-orders-index.js';
import { inboxPendingByRestaurant } from './0022-inbox-pending-by-restaurant.js';

/**
 * In code rather than read from a folder, so the bundled server and the CLI carry their
 * migrations with them. Names sort in the order they must run; never rename or edit one
 * that has shipped — add the next number instead.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-tenancy-and-catalog': tenancyAndCatalog,
  '0002-conversations-and-orders': conversationsAndOrders,
  '0003-config-and-ai-usage': configAndAiUsage,
  '0004-inbox-and-replies': inboxAndReplies,
  '0005-billing': billing,
  '0006-history-independent-indexes': historyIndependentIndexes,
  '0007-list-paging': listPaging,
  '0008-per-restaurant-settings': perRestaurantSettings,
  '0009-hardening': hardening,
  '0010-whatsapp-operations': whatsappOperations,
  '0011-menu-synonyms': menuSynonyms,
  '0012-reply-pipeline': replyPipeline,
  '0013-order-model': orderModel,
  '0014-honest-billing': honestBilling,
  '0016-order-life': orderLife,
  '0017-order-payments': orderPayments,
  '0018-menu-order': menuOrder,
  '0020-admission-months': admissionMonths,
  '0021-customer-orders-index': customerOrdersIndex,
  '0022-inbox-pending-by-restaurant': inboxPendingByRestaurant,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Names of the migrations this build carries that the database has not run. */
export async function pendingMigrations<DB>(db: Kysely<DB>): Promise<string[]> {
  const all = await new Migrator({ db, provider }).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}

/** Applies pending migrations; returns the names applied (empty when up to date). */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results.find((r) => r.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`La migración de la base de datos ${failed ? `"${failed}" ` : ''}falló: ${reason}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
