import { randomBytes } from 'node:crypto';
import { seedPlans } from '../../core/plans/seed-plans.js';
import { upsertAdmin } from '../../core/tenancy/admin-account.js';
import { seedDemoRestaurant } from '../../core/tenancy/demo-restaurant.js';
import { ADMIN_USER_ID } from '../../core/tenancy/user.js';
import type { Settings } from './settings.js';
import type { ConfigService } from '../../core/config/config-service.js';
import { DEMO_PROFILE } from '../../core/menu/demo-menu.js';
import type { MenuRepository } from '../../core/menu/menu-item.js';
import type { PlanRepository } from '../../core/tenancy/plan.js';
import type { PasswordHasher } from '../../core/tenancy/password-hasher.js';
import type { RestaurantRepository } from '../../core/tenancy/restaurant-repository.js';
import type { UserRepository } from '../../core/tenancy/user-repository.js';

export interface SeedDeps {
  config: ConfigService;
  plans: PlanRepository;
  users: UserRepository;
  hasher: PasswordHasher;
  restaurants: RestaurantRepository;
  menu: MenuRepository;
}

export interface SeedReport {
  plansAdded: string[];
  adminCreated: boolean;
  /** Present only when the password was generated: it is shown once and stored nowhere in clear. */
  generatedPassword: string | null;
  demoRestaurant: string | null;
}

/** First start: the plan catalogue, the administrator and a demo restaurant. Idempotent. */
export async function seedFirstStart(deps: SeedDeps, settings: Settings): Promise<SeedReport> {
  const plansAdded = await seedPlans(deps.plans);
  const { users } = deps;
  let adminCreated = false;
  let generatedPassword: string | null = null;
  if (!(await users.findById(ADMIN_USER_ID))) {
    generatedPassword = settings.adminPassword ? null : randomBytes(12).toString('base64url');
    await upsertAdmin(users, deps.hasher, settings.adminUser, settings.adminPassword ?? generatedPassword!);
    adminCreated = true;
  }
  const demo = await seedDemoRestaurant(deps.restaurants, deps.menu, ADMIN_USER_ID);
  if (demo) await deps.config.write(demo.id, 'restaurant_profile', DEMO_PROFILE);
  return { plansAdded, adminCreated, generatedPassword, demoRestaurant: demo?.name ?? null };
}

export function describeSeed(report: SeedReport, settings: Settings): string[] {
  const lines: string[] = [];
  if (report.plansAdded.length) lines.push(`Planes creados: ${report.plansAdded.join(', ')}`);
  if (report.adminCreated) {
    lines.push(`Cuenta de administrador creada: usuario "${settings.adminUser}"`);
    if (report.generatedPassword) {
      lines.push(`Contraseña generada (se muestra una sola vez): ${report.generatedPassword}`);
      lines.push('Cámbiala con: npm run cli -- admin create --password <nueva>');
    }
  }
  if (report.demoRestaurant) lines.push(`Restaurante de demostración creado: ${report.demoRestaurant}`);
  return lines;
}
