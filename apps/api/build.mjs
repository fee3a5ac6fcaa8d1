// Bundles the server and the workspace packages it imports into dist/server.js; everything from
// node_modules stays external (native argon2, PGlite's WASM and the files those packages load from disk).
// With TEST_BUNDLE_TAG set (test/server-bundle.ts), bundles the server and the backup CLI under
// names of that test run instead, beside the real bundle (config.ts counts on that depth).
import { build } from 'esbuild';

const workspace = /^@visadesk\//;
const tag = process.env.TEST_BUNDLE_TAG;

await build({
  entryPoints: tag
    ? { [`server-${tag}`]: 'src/server.ts', [`cli-${tag}`]: 'src/ops/cli.ts' }
    : { server: 'src/server.ts' },
  outdir: 'dist',
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
