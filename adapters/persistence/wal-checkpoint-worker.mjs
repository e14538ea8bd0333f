// Copies the SQLite write-ahead log into the database file from a thread of its own, plain
// JavaScript so any Node loads it without a TypeScript loader. See wal-checkpointer.ts.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { path, intervalMs } = workerData;
const db = new Database(path, { fileMustExist: true });

let reported = false;
const checkpoint = () => {
  try {
    // PASSIVE never waits for, nor blocks, the server's connection: what a reader still needs is copied next time.
    db.pragma('wal_checkpoint(PASSIVE)');
    reported = false;
  } catch (error) {
    if (!reported) parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
    reported = true;
  }
};

const timer = setInterval(checkpoint, intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
