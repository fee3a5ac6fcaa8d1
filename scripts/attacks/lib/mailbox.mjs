// Where an attack script reads the mails the server sends: the demo's outbox folder
// (DATA_DIR/outbox, written without SMTP_URL outside production), or a bare SMTP sink this
// process listens on (start the server with SMTP_URL=smtp://127.0.0.1:<port>). No dependencies.
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

const decodeQuotedPrintable = (s) =>
  s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Decodes a raw MIME mail's parts (quoted-printable or base64) into one searchable text. */
function readable(raw) {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head, ...body] = part.split(/\r?\n\r?\n/);
      const text = body.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head ?? ''))
        return Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head ?? ''))
        return Buffer.from(decodeQuotedPrintable(text), 'latin1').toString('utf8');
      return part;
    })
    .join('\n');
}

/** A minimal SMTP server: accepts every mail, keeps {to, text}. */
function smtpSink(port) {
  const mails = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let rcpt = [];
    const say = (line) => socket.write(`${line}\r\n`);
    say('220 attack-sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const raw = Buffer.from(buffer.slice(0, end), 'latin1').toString('utf8');
          buffer = buffer.slice(end + 5);
          inData = false;
          for (const to of rcpt) mails.push({ to, text: readable(raw), raw });
          rcpt = [];
          say('250 OK');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') say('250 attack-sink');
        else if (verb === 'HELO') say('250 attack-sink');
        else if (verb === 'RCPT') {
          rcpt.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 go on');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('250 OK');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ list: async () => mails, close: () => server.close() })),
  );
}

/** The outbox folder of a demo start: one JSON file per mail, in the order they were sent. */
function outboxFolder(dir) {
  return {
    async list() {
      const names = (await readdir(dir).catch(() => [])).filter((n) => n.endsWith('.json')).sort();
      return Promise.all(names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8'))));
    },
    close() {},
  };
}

/** `smtp:<port>` listens for mails; anything else is the demo's outbox folder. */
export async function openMailbox(source) {
  const box = source.startsWith('smtp:') ? await smtpSink(Number(source.slice(5))) : outboxFolder(source);
  return {
    close: box.close,
    /** Waits until `count` mails to `to` whose text matches `test` arrived, and returns them in order. */
    async waitFor(to, count, test = () => true, timeoutMs = 20_000) {
      const start = Date.now();
      for (;;) {
        const found = (await box.list()).filter(
          (m) => m.to.toLowerCase() === to.toLowerCase() && test(m.text),
        );
        if (found.length >= count || Date.now() - start > timeoutMs) return found;
        await new Promise((r) => setTimeout(r, 200));
      }
    },
  };
}

/** A JSON call; answers {status, body, ms}. */
export async function call(base, method, path, body, headers = {}) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, body: json, ms: Math.round(performance.now() - started) };
}
