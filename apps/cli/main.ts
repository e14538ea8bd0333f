import { startServer } from '../server/main.js';
import { loadSettings } from '../server/settings.js';
import { openCliServices } from './open-services.js';
import { runCli } from './program.js';

const io = { out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
const open = (options: { worker?: boolean } = {}) => openCliServices({ ...loadSettings(), runWorker: options.worker ?? false });

// `serve` keeps the process alive through the open server; its signal handlers end it.
process.exitCode = await runCli(process.argv.slice(2), io, { open, serve: startServer });
