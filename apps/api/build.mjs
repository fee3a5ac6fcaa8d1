// Bundles the server and the workspace packages it imports into dist/server.js; everything from
// node_modules stays external (native argon2, PGlite's WASM and the files those packages load from disk).
import { build } from 'esbuild';

const workspace = /^@visadesk\//;

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          workspace.test(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
