// What test/server-bundle.ts made for this run, as Node's arguments.

/** Node's arguments that start the server: the run's bundle, or src/ through tsx without one. */
export function serverArgs(): string[] {
  const bundle = process.env.VISADESK_TEST_SERVER_JS;
  return bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'src/server.ts'];
}

/** Node's arguments that run the backup CLI (`npm run backup` / `npm run restore`). */
export function cliArgs(): string[] {
  const bundle = process.env.VISADESK_TEST_CLI_JS;
  return bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'src/ops/cli.ts'];
}
