// Runs npm scripts at the same time and fails when any of them fails: `npm test` runs the type
// check beside the build, and the browser suite beside the unit suite (each leaves one of the two
// cores partly idle alone; docs/benchmarks.md, "The test command"). The first script's output
// streams as it comes; each other script's output is kept in a file under the temporary folder
// and printed in one block when it ends, so the two never interleave line by line.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-together.mjs <npm script> [<npm script>…]');
  process.exit(2);
}

const logDir = mkdtempSync(join(tmpdir(), 'visadesk-together-'));
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const children = new Set();

function run(script, index) {
  const since = Date.now();
  const live = index === 0;
  const logFile = join(logDir, `${script.replace(/[^\w.-]/g, '_')}.log`);
  const log = live ? undefined : createWriteStream(logFile);
  // Own process group, so a stop reaches the script's children (Vitest workers, the browser, the
  // server under test) and not only npm.
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  if (log) {
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      const status = code ?? (signal ? 128 : 1);
      const finish = () => {
        if (log) {
          process.stdout.write(`\n──── npm run ${script} (output) ────\n`);
          process.stdout.write(readFileSync(logFile, 'utf8'));
        }
        console.log(
          `\n──── npm run ${script}: ${status === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`} in ${seconds(since)} ────`,
        );
        resolve(status);
      };
      if (log) log.end(finish);
      else finish();
    });
  });
}

// A stop (Ctrl-C, CI's timeout) stops every script, not only the first.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
  });
}

const codes = await Promise.all(scripts.map(run));
rmSync(logDir, { recursive: true, force: true });
console.log(`──── ${scripts.join(' + ')}: ${seconds(started)} together ────`);
process.exit(codes.find((code) => code !== 0) ?? 0);
