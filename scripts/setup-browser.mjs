// Browser tests drive Debian's Chromium; nothing is ever downloaded by the test tool itself.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) {
  console.log(`Chromium found at ${CHROMIUM}`);
} else {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log('Installing Debian’s chromium package…');
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
    {
      stdio: 'inherit',
    },
  );
}
