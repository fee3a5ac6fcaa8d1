import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes .br and .gz beside every text asset, once, at build time; the server sends them as they
 * are (@fastify/static preCompressed) instead of compressing on every request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'visadesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path) || path.includes('/.vite/')) continue;
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
          }),
        );
      }
    },
  };
}
