import { Worker } from 'node:worker_threads';

/**
 * How often the checkpoint thread copies the write-ahead log into the database file (ms). A
 * steady rush writes a few megabytes of log a second; a quarter of a second keeps it small.
 */
export const CHECKPOINT_EVERY_MS = 250;

/**
 * The server's own connection checkpoints only past this many pages of log (40 MB with 4 KB
 * pages): a backstop that keeps the log bounded if the checkpoint thread ever stops, and that the
 * thread, checkpointing every `CHECKPOINT_EVERY_MS`, keeps from being reached.
 */
export const BACKSTOP_CHECKPOINT_PAGES = 10_000;

/**
 * Checkpoints a SQLite database in WAL mode from a worker thread with its own connection.
 *
 * SQLite checkpoints on the connection whose commit takes the log past `wal_autocheckpoint`
 * pages (1,000 by default), inside that commit: it copies the pages into the database file and
 * waits for the disk (fsync) twice. For the server that connection is the event loop serving
 * every restaurant's webhooks and replies; a pipeline of new conversations spent about 40% of
 * its wall time blocked there. A PASSIVE checkpoint from another connection copies the same
 * pages without taking the writer's lock, so the event loop commits on while the thread
 * waits for the disk; the next commit after a complete checkpoint starts the log over.
 * Durability is unchanged: a commit is in the log before its caller hears of it.
 */
export class WalCheckpointer {
  private readonly worker: Worker;
  private stopped: Promise<void> | null = null;

  constructor(path: string, intervalMs = CHECKPOINT_EVERY_MS) {
    this.worker = new Worker(new URL('./wal-checkpoint-worker.mjs', import.meta.url), { workerData: { path, intervalMs } });
    // A forgotten close must not keep a process (a CLI command, a test) alive.
    this.worker.unref();
    this.worker.on('message', (message: { error?: string }) => {
      if (message.error)
        console.error(
          `[sqlite] el checkpoint en segundo plano falló; el servidor lo hará cada ${BACKSTOP_CHECKPOINT_PAGES} páginas: ${message.error}`,
        );
    });
    this.worker.on('error', (error) => console.error(`[sqlite] el hilo de checkpoint se detuvo: ${error.message}`));
  }

  /** Runs a last checkpoint and closes the thread's connection (before the server's own closes). */
  stop(): Promise<void> {
    this.stopped ??= new Promise<void>((resolve) => {
      this.worker.once('exit', () => resolve());
      this.worker.postMessage('stop');
    });
    return this.stopped;
  }
}
