import { createContainer } from '../server/container.js';
import { startServer } from '../server/main.js';
import { loadSettings } from '../server/settings.js';
import { resolve, TOKENS } from '../server/tokens.js';
import { runCli } from './program.js';
import type { CliServices } from './services.js';

async function open(): Promise<CliServices> {
  const settings = loadSettings();
  const { container, close } = await createContainer(settings);
  return {
    settings,
    plans: resolve(container, TOKENS.Plans),
    users: resolve(container, TOKENS.Users),
    hasher: resolve(container, TOKENS.PasswordHasher),
    restaurants: resolve(container, TOKENS.Restaurants),
    menu: resolve(container, TOKENS.Menu),
    restaurantCreator: resolve(container, TOKENS.RestaurantCreator),
    seed: resolve(container, TOKENS.Seed),
    close,
  };
}

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
// `serve` keeps the process alive through the open server; its signal handlers end it.
process.exitCode = await runCli(process.argv.slice(2), io, { open, serve: startServer });
