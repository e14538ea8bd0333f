import type { PlanRepository } from '../../core/tenancy/plan.js';
import type { MenuRepository } from '../../core/menu/menu-item.js';
import type { RestaurantCreator } from '../../core/tenancy/create-restaurant.js';
import type { Accounts } from '../../core/tenancy/accounts.js';
import type { SessionRepository } from '../../core/tenancy/session.js';
import type { PasswordHasher } from '../../core/tenancy/password-hasher.js';
import type { RestaurantRepository } from '../../core/tenancy/restaurant-repository.js';
import type { UserRepository } from '../../core/tenancy/user-repository.js';
import type { ScenarioRunner } from '../../core/assistant/scenario-runner.js';
import type { ConfigService } from '../../core/config/config-service.js';
import type { TestMessageRunner } from '../../core/conversations/test-message.js';
import type { SeedReport } from '../server/seed.js';
import type { Settings } from '../server/settings.js';

/** What the CLI's commands use; apps/cli/main.ts builds it from the server's container. */
export interface CliServices {
  settings: Settings;
  plans: PlanRepository;
  users: UserRepository;
  hasher: PasswordHasher;
  sessions: SessionRepository;
  accounts: Accounts;
  restaurants: RestaurantRepository;
  menu: MenuRepository;
  restaurantCreator: RestaurantCreator;
  config: ConfigService;
  /** Present when opened with the inbox worker running (commands that talk to the assistant). */
  testMessages: TestMessageRunner;
  scenarios: ScenarioRunner;
  seed(): Promise<SeedReport>;
  close(): Promise<void>;
}

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}
