// Attack (by configuration): a production start that carries a left-over PAYMENT_SANDBOX=true from
// a staging file would let any applicant mark a group Paid with one form post. Starts the built
// server (apps/api/dist/server.js) in production with PAYMENT_SANDBOX=true and no acknowledgement,
// then with the acknowledgement, on the base URL's port; reports whether each start refused.
//   node scripts/attacks/sandbox-without-acknowledgement.mjs [base URL]
// Exits 1 if the start without the acknowledgement listens.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:4700');

async function start(extra) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vd-sandbox-ack-'));
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: base.port,
      HOST: base.hostname,
      PORTAL_PORT: 'off',
      DATA_DIR: dataDir,
      JWT_SECRET: 'sandbox-acknowledgement-attack-0123456789',
      ADMIN_EMAIL: 'director@agency.test',
      ADMIN_PASSWORD: 'Vq7!xPlm#92Tzr',
      PAYMENT_SANDBOX: 'true',
      ...extra,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const outcome = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), 90_000);
    const poll = setInterval(() => {
      if (output.includes('Server listening')) {
        clearTimeout(timer);
        clearInterval(poll);
        resolve('listening');
      }
    }, 200);
    child.on('exit', (code) => {
      clearTimeout(timer);
      clearInterval(poll);
      resolve(`refused (exit ${code})`);
    });
  });
  let sandbox = '';
  if (outcome === 'listening') {
    const res = await fetch(new URL('/api/sandbox/zaincash/transaction/pay?id=x', base));
    sandbox = `, sandbox pay page answers ${res.status}`;
  }
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {}
  rmSync(dataDir, { recursive: true, force: true });
  const reason = /PAYMENT_SANDBOX_ACKNOWLEDGE[^"\\\n]*/.exec(output)?.[0];
  return {
    outcome,
    detail: `${sandbox}${reason && outcome !== 'listening' ? `: ${reason.slice(0, 90)}…` : ''}`,
  };
}

const without = await start({});
console.log(`production, PAYMENT_SANDBOX=true alone: ${without.outcome}${without.detail}`);
const acknowledged = await start({ PAYMENT_SANDBOX_ACKNOWLEDGE: 'applicants-can-mark-paid-without-paying' });
console.log(`production, with the acknowledgement: ${acknowledged.outcome}${acknowledged.detail}`);
if (without.outcome === 'listening') {
  console.log('RESULT: the attack works: a left-over PAYMENT_SANDBOX=true runs the sandbox in production');
  process.exit(1);
}
console.log('RESULT: a production start needs the spelled-out acknowledgement to run the sandbox');
