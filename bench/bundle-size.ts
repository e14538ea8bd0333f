import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../apps/server/settings.js';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const DIST = join(REPO_ROOT, 'dist/web');

/** The lazily loaded modules a first visit to each route fetches before showing it. */
const ROUTES: Record<string, string[]> = {
  '/ (visitante: landing)': ['src/app/routes/home.tsx', 'src/app/routes/landing.tsx'],
  '/ (con sesión: dashboard)': ['src/app/routes/home.tsx', 'src/app/routes/app/home-panel.tsx'],
  '/dashboard': ['src/app/routes/app/root.tsx', 'src/app/routes/app/dashboard.tsx'],
};

/**
 * Initial JavaScript per route, gzip-compressed: the entry chunk and everything it imports
 * statically, plus each route module and its static imports. Run `npm run build` first.
 */
export async function bundleReport(): Promise<{ route: string; gzipBytes: number; files: number }[]> {
  const manifestFile = join(DIST, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error('Falta dist/web/.vite/manifest.json: ejecuta `npm run build` primero');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('El manifiesto no tiene punto de entrada');

  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key]!.imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  };

  return Object.entries(ROUTES).map(([route, modules]) => {
    const files = closure([entry, ...modules.filter((m) => manifest[m])]);
    const gzipBytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0);
    return { route, gzipBytes, files: files.length };
  });
}
