import type { ConfigService } from './config-service.js';
import type { WeeklyHours } from './opening-hours.js';

/** How a restaurant runs its WhatsApp day to day: config key `operations_config`. */
export interface OperationsConfig {
  /** Minutes of operator inactivity after which a taken-over conversation returns to the assistant. */
  takeoverTimeoutMinutes: number;
  /** Off by default: a restaurant without hours set is always open. */
  hoursEnabled: boolean;
  openingHours: WeeklyHours;
  /** Outside hours, take the order for when it opens (the order shows that time) instead of only saying when. */
  acceptOrdersWhenClosed: boolean;
  /** The restaurant's own WhatsApp that gets a summary of every confirmed order; '' = off. */
  orderSummaryPhone: string;
  /** "Pausar asistente": the kitchen is saturated; customers are told orders are paused (core/conversations/busy-gate.ts). */
  assistantPaused?: boolean;
  /** "Tiempo de espera hoy", in minutes, quoted to customers on `waitDate` only (Mexico City day, YYYY-MM-DD). */
  waitMinutes?: number | null;
  waitDate?: string | null;
}

export const OPERATIONS_CONFIG_KEY = 'operations_config';

/** A taken-over conversation goes back to the assistant after this many minutes without staff. */
export const DEFAULT_TAKEOVER_TIMEOUT_MINUTES = 30;

export const DEFAULT_OPERATIONS_CONFIG: OperationsConfig = {
  takeoverTimeoutMinutes: DEFAULT_TAKEOVER_TIMEOUT_MINUTES,
  hoursEnabled: false,
  openingHours: {},
  acceptOrdersWhenClosed: false,
  orderSummaryPhone: '',
};

export type OperationsSettings = (restaurantId: string) => Promise<OperationsConfig>;

/** The effective settings, defaults filled in and parsed by the key's schema (a field that does not fit is reported). */
export const operationsSettings =
  (config: Pick<ConfigService, 'resolve'>): OperationsSettings =>
  (restaurantId) =>
    config.resolve(restaurantId, OPERATIONS_CONFIG_KEY);
