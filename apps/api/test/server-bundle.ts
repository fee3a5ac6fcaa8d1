import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Vitest global setup of the API projects: bundles the server and the backup CLI once per run
 * (build.mjs, as `npm run build` does) for the tests that start them as processes: server-process,
 * shutdown, rolling-deploy, multi-instance, backup. Node starts a bundle at once; through tsx's
 * loader every start first compiled or re-read a few hundred modules. The run's bundles carry its
 * own names, so two runs never share one, and go when it ends.
 */
export default function setup() {
  if (process.env.VISADESK_TEST_SERVER_JS) return undefined;
  const tag = `test-${process.pid}`;
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: apiDir,
    env: { ...process.env, TEST_BUNDLE_TAG: tag },
    stdio: 'inherit',
  });
  const files = ['server', 'cli'].flatMap((name) => {
    const file = join(apiDir, 'dist', `${name}-${tag}.js`);
    return [file, `${file}.map`];
  });
  process.env.VISADESK_TEST_SERVER_JS = files[0];
  process.env.VISADESK_TEST_CLI_JS = files[2];
  return () => {
    for (const file of files) rmSync(file, { force: true });
  };
}
