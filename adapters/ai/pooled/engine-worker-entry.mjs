// The pool's worker entry, plain JavaScript so any Node loads it: registers tsx's loader in this
// thread (the server runs its TypeScript through tsx, and a worker thread starts without the
// hooks the main thread registered), then hands the pool the TypeScript task handler.
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./engine-worker.ts');

export default run;
