import type { OrderRepository } from '../orders/order.js';
import type { Clock } from '../shared/clock.js';
import { startOfMexicoDay } from '../shared/mexico-time.js';
import type { MessageRepository } from './conversation.js';

export interface DashboardStats {
  todayMessages: number;
  ordersToday: number;
  /** Mean reply latency today, e.g. '1.4s'; the spec's default when nothing was answered yet. */
  responseTime: string;
  satisfaction: string;
}

const DEFAULT_RESPONSE_TIME = '2.3s';
const DEFAULT_SATISFACTION = '96%';

const formatSeconds = (seconds: number) => `${seconds < 10 ? seconds.toFixed(1) : Math.round(seconds)}s`;

export class DashboardStatsReader {
  constructor(
    private readonly messages: MessageRepository,
    private readonly orders: OrderRepository,
    private readonly clock: Clock,
  ) {}

  async read(restaurantId: string): Promise<DashboardStats> {
    const since = startOfMexicoDay(this.clock.now());
    const [todayMessages, ordersToday, replySeconds] = await Promise.all([
      this.messages.countSince(restaurantId, since),
      this.orders.countSince(restaurantId, since),
      this.messages.averageReplySeconds(restaurantId, since),
    ]);
    return {
      todayMessages,
      ordersToday,
      responseTime: replySeconds === null ? DEFAULT_RESPONSE_TIME : formatSeconds(replySeconds),
      // No survey exists to measure it: the spec's figure is shown as is.
      satisfaction: DEFAULT_SATISFACTION,
    };
  }
}
