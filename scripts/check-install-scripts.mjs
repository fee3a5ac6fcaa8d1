// Every dependency with an install script is decided in package.json's `allowScripts` (npm ≥ 11
// skips undecided ones and warns at each `npm ci`). Read from package-lock.json, so a new
// dependency with such a script fails `npm test` until someone decides whether it may run and
// writes down why (README, "Install scripts").
import { readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));
const decided = Object.keys(manifest.allowScripts ?? {});

/** `allowScripts` keys are a name (every version) or name@version. */
const covers = (key, name, version) => key === name || key === `${name}@${version}`;

const undecided = [];
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  if (!entry.hasInstallScript || !path.includes('node_modules/')) continue;
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  if (!decided.some((key) => covers(key, name, entry.version))) undecided.push(`${name}@${entry.version}`);
}

if (undecided.length > 0) {
  console.error(
    `Install scripts not decided in package.json's allowScripts: ${undecided.join(', ')}.\n` +
      'Read what each script does, then `npm install-scripts approve <pkg>` or `deny <pkg>`, and say why in the README ("Install scripts").',
  );
  process.exit(1);
}
console.log(
  `Install scripts: all ${Object.keys(manifest.allowScripts ?? {}).length} decided in allowScripts.`,
);
