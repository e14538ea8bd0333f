import { createContainer } from '../server/container.js';
import type { Settings } from '../server/settings.js';
import { resolve, TOKENS } from '../server/tokens.js';
import type { CliServices } from './services.js';

/** Composes the server's container for a CLI command; the worker runs only for commands that need replies. */
export async function openCliServices(settings: Settings): Promise<CliServices> {
  const { container, close } = await createContainer(settings);
  return {
    settings,
    plans: resolve(container, TOKENS.Plans),
    users: resolve(container, TOKENS.Users),
    hasher: resolve(container, TOKENS.PasswordHasher),
    sessions: resolve(container, TOKENS.Sessions),
    accounts: resolve(container, TOKENS.Accounts),
    restaurants: resolve(container, TOKENS.Restaurants),
    menu: resolve(container, TOKENS.Menu),
    restaurantCreator: resolve(container, TOKENS.RestaurantCreator),
    config: resolve(container, TOKENS.Config),
    testMessages: resolve(container, TOKENS.TestMessages),
    scenarios: resolve(container, TOKENS.Scenarios),
    seed: resolve(container, TOKENS.Seed),
    close,
  };
}
