// Builds whatever is missing or older than its sources (shared by `npm start` and `npm run start:prod`).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const at = (...p) => join(root, ...p);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const shared = ['packages/contract/src', 'packages/db/src', 'package-lock.json'];
const targets = [
  {
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web', 'packages/contract/src'],
  },
  {
    workspace: 'apps/portal',
    output: 'apps/portal/dist/.vite/manifest.json',
    sources: ['apps/portal', 'packages/contract/src'],
  },
  // The API bundles the portal's server-rendered pages (apps/portal/src/render).
  {
    workspace: 'apps/api',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/portal/src', ...shared],
  },
];

export function buildIfStale() {
  for (const { workspace, output, sources } of targets) {
    const built = existsSync(at(output)) ? statSync(at(output)).mtimeMs : 0;
    const changed = Math.max(...sources.map((s) => newest(at(s))));
    if (built === 0 || changed > built) {
      console.log(`Building ${workspace}…`);
      execSync(`npm run build -w ${workspace}`, { cwd: root, stdio: 'inherit' });
    }
  }
}
