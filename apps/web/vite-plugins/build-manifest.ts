import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Gives every build an id (exposed as `import.meta.env.VITE_BUILD_ID`) and writes
 * `builds/latest.json` + `builds/meta/{id}.json`, which the running app polls to spot a new deploy.
 */
export function buildManifestPlugin(): Plugin {
  let id = 'dev';
  const timestamp = Date.now();

  return {
    name: 'visadesk:build-manifest',
    config(_config, env) {
      if (env.command === 'build') id = randomUUID();
      return { define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } };
    },
    generateBundle() {
      const latest = { id, timestamp };
      const meta = { id, timestamp, matcher: { static: {}, wildcard: {}, dynamic: {} }, prerendered: [] };
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(latest) });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: JSON.stringify(meta) });
    },
  };
}
