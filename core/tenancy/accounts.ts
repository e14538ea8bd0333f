import type { Clock } from '../shared/clock.js';
import { isEmail } from '../shared/email.js';
import { conflict, unauthorized, validationError } from '../shared/errors.js';
import { HashGate } from './hash-gate.js';
import {
  ACCOUNT_WINDOW_MS,
  accountCeilingReached,
  afterAccountFailure,
  afterAddressFailure,
  ANY_ACCOUNT,
  ANY_CLIENT,
  ceilingWaitSeconds,
  TooManyAttemptsError,
  waitSeconds,
  type LoginThrottleStore,
  type ThrottleEntry,
} from './login-throttle.js';
import type { PasswordHasher } from './password-hasher.js';
import { passwordProblem } from './password-policy.js';
import type { SessionRepository } from './session.js';
import type { User } from './user.js';
import type { UserRepository } from './user-repository.js';

export { PASSWORD_MAX, PASSWORD_MIN } from './password-policy.js';
export const NAME_MAX = 120;
const BLOCKED_ADDRESSES_KEPT = 10_000;
const BAD_CREDENTIALS = 'Correo o contraseña incorrectos';

/**
 * Who is signing in, as far as throttling is concerned. `key` is the address, or a device
 * id when the browser holds a valid device cookie for this account (`trusted`).
 */
export interface LoginClient {
  address: string;
  key: string;
  trusted: boolean;
}

export interface AccountsDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  clock: Clock;
  throttle: LoginThrottleStore;
  sessions: Pick<SessionRepository, 'deleteForUser'>;
  gate?: HashGate;
}

const fieldError = (field: string, message: string) => validationError(message, { [field]: message });

export class Accounts {
  private readonly gate: HashGate;

  constructor(private readonly deps: AccountsDeps) {
    this.gate = deps.gate ?? new HashGate({ running: 2, waiting: 8, perAddress: 2 });
  }

  async register(input: { email: string; password: string; name?: string | null }, client: LoginClient): Promise<User> {
    const email = input.email.trim().toLowerCase();
    if (!isEmail(email)) throw fieldError('email', 'Correo electrónico inválido');
    const problem = passwordProblem(input.password, email);
    if (problem) throw fieldError('password', problem);
    const name = input.name?.trim().slice(0, NAME_MAX) || null;
    if (await this.deps.users.findByEmail(email))
      throw conflict('Ya existe una cuenta con ese correo', { email: 'Ya existe una cuenta con ese correo' });
    const passwordHash = await this.gate.run(client.address, 'suspect', () => this.deps.hasher.hash(input.password));
    return this.deps.users.create({ email, name, role: 'operator', passwordHash });
  }

  /**
   * Verifies credentials; the same error for an unknown user and a wrong password. A client
   * still waiting out its delay, an address over its budget, or — for browsers without the
   * account's device cookie — an account over its hourly ceiling gets 429 before any hashing.
   */
  async authenticate(login: string, password: string, client: LoginClient): Promise<User> {
    const { users, hasher, throttle, clock } = this.deps;
    const account = login.trim().toLowerCase();
    const now = clock.now();
    this.refuseBlockedAddress(client, now);
    this.gate.admitAddress(client.address, client.trusted ? 'trusted' : 'clean');
    const [mine, budget, ceiling] = await Promise.all([
      throttle.get(account, client.key),
      client.trusted ? null : throttle.get(ANY_ACCOUNT, client.address),
      client.trusted ? null : throttle.get(account, ANY_CLIENT),
    ]);
    this.rememberAddressBlock(client.address, budget);
    const wait = Math.max(waitSeconds(mine, now), waitSeconds(budget, now));
    if (wait > 0) throw new TooManyAttemptsError(wait);
    const ceilingWait = client.trusted ? 0 : ceilingWaitSeconds(ceiling, this.checking.get(account) ?? 0, now);
    if (ceilingWait > 0) throw accountCeilingReached(ceilingWait);

    const standing = this.gate.standingOf(
      client.address,
      client.trusted ? 'trusted' : mine?.failures || budget?.failures ? 'suspect' : 'clean',
    );
    this.gate.admit(client.address, standing);
    const user = await users.findByEmail(account);
    if (!client.trusted) this.checking.set(account, (this.checking.get(account) ?? 0) + 1);
    try {
      // An unknown account costs the same hash, so timing does not reveal which accounts exist.
      const ok = await this.gate.run(client.address, standing, () =>
        user ? hasher.verify(password, user.passwordHash) : this.dummyHash().then((hash) => hasher.verify(password, hash)),
      );
      if (user && ok) {
        if (mine) await throttle.clear(account, client.key);
        return user;
      }
      await this.recordFailure(account, client, mine, budget);
    } finally {
      if (!client.trusted) this.release(account);
    }
    throw unauthorized(BAD_CREDENTIALS);
  }

  /** Checks running now for each account, from browsers without its device cookie: the ceiling counts them too. */
  private readonly checking = new Map<string, number>();

  private release(account: string) {
    const left = (this.checking.get(account) ?? 1) - 1;
    if (left > 0) this.checking.set(account, left);
    else this.checking.delete(account);
  }

  private async recordFailure(account: string, client: LoginClient, mine: ThrottleEntry | null, budget: ThrottleEntry | null) {
    const { throttle, clock } = this.deps;
    const at = clock.now();
    await throttle.put(account, client.key, afterAccountFailure(mine, at));
    if (client.trusted) return;
    const spent = afterAddressFailure(budget, at);
    await throttle.put(ANY_ACCOUNT, client.address, spent);
    this.rememberAddressBlock(client.address, spent);
    await throttle.countFailure(account, ANY_CLIENT, at, ACCOUNT_WINDOW_MS);
  }

  /**
   * Addresses known to be over their budget, kept in memory so a flood from one of them is
   * refused before any database read. The database stays the truth (other processes, CLI);
   * this only remembers what it said, until the block ends, for a bounded number of addresses.
   */
  private readonly blockedAddresses = new Map<string, number>();

  private rememberAddressBlock(address: string, entry: ThrottleEntry | null) {
    const until = entry?.blockedUntil?.getTime() ?? 0;
    if (until <= this.deps.clock.now().getTime()) return;
    if (this.blockedAddresses.size >= BLOCKED_ADDRESSES_KEPT) this.blockedAddresses.delete(this.blockedAddresses.keys().next().value!);
    this.blockedAddresses.set(address, until);
  }

  private refuseBlockedAddress(client: LoginClient, now: Date) {
    if (client.trusted) return;
    const until = this.blockedAddresses.get(client.address);
    if (until === undefined) return;
    if (until <= now.getTime()) this.blockedAddresses.delete(client.address);
    else throw new TooManyAttemptsError(Math.ceil((until - now.getTime()) / 1000));
  }

  /** Sets a new password after checking the current one, and ends the user's other sessions. */
  async changePassword(user: User, current: string, next: string, keepSessionId: string | null, client: LoginClient) {
    const ok = await this.gate.run(client.address, 'trusted', () => this.deps.hasher.verify(current, user.passwordHash));
    if (!ok) throw fieldError('currentPassword', 'La contraseña actual no es correcta');
    const problem = passwordProblem(next, user.email);
    if (problem) throw fieldError('password', problem);
    const hash = await this.gate.run(client.address, 'trusted', () => this.deps.hasher.hash(next));
    await this.deps.users.updatePassword(user.id, hash);
    await this.deps.sessions.deleteForUser(user.id, keepSessionId);
  }

  private dummy: Promise<string> | null = null;
  /** A hash at the hasher's own cost, so an unknown account takes exactly as long as a known one. */
  private dummyHash(): Promise<string> {
    this.dummy ??= this.deps.hasher.hash('comanda: ninguna cuenta tiene esta contraseña');
    return this.dummy;
  }

  /** Forgets every failed attempt against `login` (CLI `comanda admin unlock`). */
  async unlock(login: string): Promise<number> {
    const account = login.trim().toLowerCase();
    const user = await this.deps.users.findByEmail(account);
    if (user) await this.deps.users.updateLoginState(user.id, { failedLogins: 0, lockedUntil: null });
    // The account's hourly ceiling goes too; what is counted are the clients it was slowing down.
    await this.deps.throttle.clear(account, ANY_CLIENT);
    return this.deps.throttle.clear(account);
  }
}
