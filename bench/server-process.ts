import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { REPO_ROOT } from '../apps/server/settings.js';

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times. */
const CLOCK_TICKS = 100;

/**
 * Every server and worker a bench started and has not stopped. If the bench dies (an uncaught
 * error mid-run), they die with it: an orphaned server would keep its port and its database
 * busy and make the next run refuse to start or measure a loaded machine.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** User + system time in a /proc stat file (fields 14 and 15, after the command name in parentheses), in ms; 0 if unreadable. */
function statCpuMs(file: string): number {
  try {
    const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The real server as its own process (tsx), so it can be killed and restarted like production. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    /** The entry point and its arguments; the web server with its worker by default. */
    private readonly command: string[] = ['apps/server/main.ts'],
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    // Another server on this port would answer /healthz for us: refuse rather than drive it.
    if (!this.command.includes('worker') && (await this.healthy()))
      throw new Error(`el puerto ${this.port} ya está en uso por otro servidor`);
    // COMANDA_BENCH_CPU_PROF=<folder>: each server process writes a V8 CPU profile there when it exits.
    const profile = process.env.COMANDA_BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.COMANDA_BENCH_CPU_PROF}`] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...this.command], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    running.add(child);
    child.once('exit', () => running.delete(child));
    // A worker process has no HTTP to ask: it is ready once it has had time to migrate and start.
    if (this.command.includes('worker')) return void (await new Promise((r) => setTimeout(r, 3000)));
    for (let i = 0; i < 300; i++) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`el servidor terminó al arrancar (código ${child.exitCode ?? child.signalCode})`);
      if (await this.healthy()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('el servidor no arrancó en 30 s');
  }

  /** CPU time (user + system, every thread) the process has used so far, in ms; 0 when not running or not on Linux. */
  cpuMs(): number {
    const pid = this.child?.pid;
    return pid ? statCpuMs(`/proc/${pid}/stat`) : 0;
  }

  /**
   * CPU time of the process's main thread alone (the event loop: HTTP, SQL, the reply path), in
   * ms. The rest of cpuMs() is the engine's worker threads, garbage collection and libuv.
   */
  mainThreadCpuMs(): number {
    const pid = this.child?.pid;
    return pid ? statCpuMs(`/proc/${pid}/task/${pid}/stat`) : 0;
  }

  /** SIGKILL: no shutdown handler runs, as in a crash. */
  kill() {
    this.child?.kill('SIGKILL');
    this.child = null;
  }

  async stop() {
    const child = this.child;
    if (!child) return;
    if (child.exitCode !== null || child.signalCode !== null) {
      this.child = null;
      return;
    }
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    this.child = null;
  }

  private async healthy() {
    try {
      return (await this.send('GET', '/healthz')).status === 200;
    } catch {
      return false;
    }
  }

  /** A raw keep-alive request (fetch's overhead would be measured instead of the server's). */
  send(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: this.port,
          path,
          method,
          agent: this.agent,
          headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }));
        },
      );
      req.on('error', reject);
      if (body) req.write(body);
      req.end();
    });
  }
}
