#!/usr/bin/env node
// The installed `comanda` command: runs the TypeScript CLI through tsx's loader.
import { register } from 'tsx/esm/api';

register();
await import('../apps/cli/main.ts');
