import { startServer, startWorker } from '../server/main.js';
import { loadSettings } from '../server/settings.js';
import { openCliServices } from './open-services.js';
import { runCli } from './program.js';

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
const open = (options: { worker?: boolean } = {}) => openCliServices({ ...loadSettings(), runWorker: options.worker ?? false });

// `serve` and `worker` keep the process alive (open server, worker loop); their signal handlers end it.
process.exitCode = await runCli(process.argv.slice(2), io, { open, serve: startServer, worker: startWorker });
