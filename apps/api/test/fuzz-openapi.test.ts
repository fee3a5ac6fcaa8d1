import { createHash } from 'node:crypto';
import { PERMISSIONS } from '@visadesk/contract';
import { sql } from '@visadesk/db';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { BODY_ENCODINGS, type BodyEncoding, hostileSegment, hostileValue } from './fuzz/hostile-values';
import { type OpenApiDocument, type Operation, responseChecker } from './fuzz/response-check';
import { asText, type JsonSchema, schemaArbitrary } from './fuzz/schema-arbitrary';
import { bearer, buildTestApp, createAdmin, login, multipartFile, pngBytes } from './helpers';

/**
 * Schema-driven fuzzing: every operation in /api/openapi.json, as every kind of caller, with
 * values derived from the operation's own schemas, some valid-shaped and some hostile. Nothing is
 * written per route: a new route is fuzzed as soon as it is in the document.
 *
 * Fails on any 5xx, any response slower than 2 s, any status the operation does not document, and
 * any body that does not match the schema the document gives for its status. Seeded, so a
 * failure prints a request that reproduces it.
 */
/** Fixed, so every run (and CI) sends the same requests; set FUZZ_SEED to explore other cases. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const MIN_REQUESTS = 5_000;
/** Cases per operation and caller: about 10 000 requests, well over the minimum, in ~20 s on PGlite. */
const CASES_PER_CALLER = 30;
const SLOW_MS = 2_000;

/**
 * Operations that are not fuzzed, and why. Everything else in the document is.
 * (Empty today: the event stream and the file downloads are fuzzed; see readBody for how.)
 */
const EXCLUDED: Record<string, string> = {};

// The server's error lines (a 5xx's cause, with its stack) are kept, to print beside a failure.
const serverErrors: string[] = [];
const ctx = await buildTestApp(
  { LOGIN_RATE_LIMIT_MAX: '100000', CAPTCHA_AFTER_FAILURES: '100', LOG_LEVEL: 'error' },
  { logStream: { write: (line: string) => void serverErrors.push(line) } },
);
const { iraq, visa } = await seedCatalog(ctx);

// The callers. The applicant has a submitted request, so its own data exists to be reached.
const applicant = await registerApplicant(ctx);
await submitGroup(ctx, applicant, visa.id, [traveller(iraq.id)]);
const adminAll = await createAdmin(ctx, { permissions: [...PERMISSIONS] });
const adminNone = await createAdmin(ctx, { permissions: [] });
const tokenOf = async (a: { email: string; password: string }) => {
  const res = await login(ctx, a.email, a.password);
  expect(res.statusCode, res.body).toBe(200);
  return bearer(res.json().access_token as string);
};
const ACTORS = {
  anonymous: {} as Record<string, string>,
  applicant: applicant.headers,
  'admin-all-permissions': await tokenOf(adminAll),
  'admin-no-permissions': await tokenOf(adminNone),
};
type Actor = keyof typeof ACTORS;

/** Ids of existing rows (not the callers' own), so valid-shaped ids sometimes hit real records. */
async function existingIds(): Promise<string[]> {
  const tables = [
    'countries',
    'visas',
    'visa_requirements',
    'requests',
    'request_groups',
    'events',
    'tickets',
  ];
  const ids: string[] = [];
  for (const table of tables) {
    const result = await ctx.db
      .execute(sql.raw(`select id::text as id from ${table} order by id limit 8`))
      .catch(() => ({ rows: [] }));
    ids.push(...(result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
  }
  return ids;
}

const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as OpenApiDocument;
const checker = responseChecker(doc);
const idPool = await existingIds();
const resolve = (ref: string) => doc.components.schemas[ref.split('/').pop()!] as JsonSchema;
const schemaCtx = { resolve, idPool };

interface FuzzCase {
  path: Record<string, string>;
  query: [string, string][];
  body: { present: boolean; value: unknown };
  encoding: BodyEncoding;
  headers: Record<string, string>;
}

/** One operation's request generator: each part valid-shaped or hostile, chosen by fast-check. */
function caseArbitrary(op: Operation, actor: Actor): fc.Arbitrary<FuzzCase> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');

  const path = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc.oneof(
          { weight: 3, arbitrary: schemaArbitrary(p.schema, schemaCtx).map(asText) },
          // Path ids that are not UUIDs, and other segments the route never expects.
          { weight: 2, arbitrary: hostileSegment },
        ),
      ]),
    ),
  );

  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.option(
          fc.oneof(
            { weight: 3, arbitrary: schemaArbitrary(p.schema, schemaCtx).map((v) => [asText(v)]) },
            { weight: 2, arbitrary: hostileValue.map((v) => [asText(v).slice(0, 20_000)]) },
            // The same key twice arrives as an array.
            { weight: 1, arbitrary: fc.tuple(fc.string(), fc.string()).map(([a, b]) => [a, b]) },
          ),
          { freq: 2 },
        ),
      ),
      fc.option(fc.tuple(fc.constantFrom('unknown', '__proto__', 'constructor', 'a[b]', ''), fc.string())),
    )
    .map((parts) => {
      const pairs: [string, string][] = [];
      queryParams.forEach((p, i) => {
        for (const v of (parts[i] as string[] | null) ?? []) pairs.push([p.name, v]);
      });
      const extra = parts[queryParams.length] as [string, string] | null;
      if (extra) pairs.push(extra);
      return pairs;
    });

  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const props = Object.keys((bodySchema?.$ref ? resolve(bodySchema.$ref) : bodySchema)?.properties ?? {});
  const validBody = bodySchema ? schemaArbitrary(bodySchema, schemaCtx) : fc.constant({});
  const body = fc.oneof(
    { weight: 3, arbitrary: validBody.map((value) => ({ present: true, value })) },
    {
      // A valid-shaped body with one field replaced by a hostile value, or an unknown field added.
      weight: 4,
      arbitrary: fc
        .tuple(validBody, fc.constantFrom(...props, '__proto__', 'unknownField'), hostileValue)
        .map(([v, key, bad]) => ({
          present: true,
          // A computed `__proto__` key is an own property, so it is sent as a field.
          value: v && typeof v === 'object' && !Array.isArray(v) ? { ...v, [key]: bad } : bad,
        })),
    },
    // Not an object at all: arrays, strings, numbers, null, deep nesting.
    { weight: 2, arbitrary: hostileValue.map((value) => ({ present: true, value })) },
    { weight: 1, arbitrary: fc.constant({ present: false, value: undefined }) },
  );

  // The anonymous caller also sends broken credentials; a signed-in one sometimes a tampered token.
  const auth =
    actor === 'anonymous'
      ? fc.option(
          fc.constantFrom(
            'Bearer garbage',
            'Bearer ',
            'Basic YWRtaW46YWRtaW4=',
            'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4IiwidHlwIjoiYWRtaW4ifQ.',
            `Bearer ${'a'.repeat(8_000)}`,
          ),
          { freq: 4 },
        )
      : fc.option(fc.constant(`${ACTORS[actor].authorization}x`), { freq: 15 });

  const hostile = fc.record({
    path,
    query,
    body,
    encoding: fc.constantFrom(...BODY_ENCODINGS),
    headers: auth.map((a) => {
      const base = { ...ACTORS[actor] };
      if (a) base.authorization = a;
      return base;
    }),
  });
  return fc.oneof({ weight: 2, arbitrary: wellFormedCase(op, actor) }, { weight: 5, arbitrary: hostile });
}

/** A request a correct client could send: every part valid-shaped, the caller's own token, JSON. */
function wellFormedCase(op: Operation, actor: Actor): fc.Arbitrary<FuzzCase> {
  const clean = { ...schemaCtx, clean: true };
  const params = op.parameters ?? [];
  const path = fc.record(
    Object.fromEntries(
      params
        .filter((p) => p.in === 'path')
        .map((p) => [p.name, schemaArbitrary(p.schema, clean).map(asText)]),
    ),
  );
  const queryParams = params.filter((p) => p.in === 'query');
  const query = fc
    .tuple(...queryParams.map((p) => fc.option(schemaArbitrary(p.schema, clean).map(asText), { freq: 2 })))
    .map((values) =>
      values.flatMap((v, i) => (v === null ? [] : [[queryParams[i]!.name, v] as [string, string]])),
    );
  const schema = op.requestBody?.content['application/json']?.schema;
  const value = schema ? schemaArbitrary(schema, clean) : fc.constant(undefined);
  return fc.record({
    path,
    query,
    body: value.map((v) => ({ present: v !== undefined, value: v })),
    encoding: fc.constant<BodyEncoding>('json'),
    headers: fc.constant({ ...ACTORS[actor] }),
  });
}

/** Puts a case on the wire the way a client would, including the broken ways. */
function toInject(method: string, template: string, op: Operation, c: FuzzCase): InjectOptions {
  const url =
    template.replace(/\{(\w+)\}/g, (_, name: string) => segment(c.path[name] ?? '')) +
    (c.query.length > 0 ? `?${new URLSearchParams(c.query).toString()}` : '');
  const headers: Record<string, string> = { ...c.headers };
  const base: InjectOptions = { method: method.toUpperCase() as 'GET', url, headers };
  const takesBody = !['get', 'delete', 'head'].includes(method) || c.encoding === 'json';
  if (!takesBody || !c.body.present) return base;
  // Routes that take a file document no JSON body; they get a multipart upload more often.
  const encoding: BodyEncoding = !op.requestBody && c.encoding === 'json' ? 'multipart' : c.encoding;
  const json = JSON.stringify(c.body.value) ?? 'null';
  switch (encoding) {
    case 'json':
      return { ...base, payload: json, headers: { ...headers, 'content-type': 'application/json' } };
    case 'malformed-json':
      return {
        ...base,
        payload: `${json.slice(0, -1)},}`,
        headers: { ...headers, 'content-type': 'application/json' },
      };
    case 'json-no-content-type':
      return { ...base, payload: json, headers };
    case 'text-plain':
      return { ...base, payload: json, headers: { ...headers, 'content-type': 'text/plain' } };
    case 'form-urlencoded':
      return {
        ...base,
        payload: new URLSearchParams({ data: json.slice(0, 1000) }).toString(),
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      };
    case 'multipart': {
      const file = multipartFile(
        c.body.present && json.length % 2 ? pngBytes() : Buffer.from(json.slice(0, 5000)),
      );
      return { ...base, payload: file.payload, headers: { ...headers, ...file.headers } };
    }
    case 'deep-json': {
      // Nesting far deeper than any object built in memory here: sent as text, 10k to 100k levels.
      const depth = 10_000 * (1 + (json.length % 10));
      const deep = '{"a":'.repeat(depth) + json + '}'.repeat(depth);
      return { ...base, payload: deep, headers: { ...headers, 'content-type': 'application/json' } };
    }
    case 'xml':
      return { ...base, payload: '<a>1</a>', headers: { ...headers, 'content-type': 'application/xml' } };
    case 'json-latin1':
      return {
        ...base,
        payload: Buffer.from(json, 'latin1'),
        headers: { ...headers, 'content-type': 'application/json; charset=iso-8859-1' },
      };
    case 'empty-json':
      return { ...base, payload: '', headers: { ...headers, 'content-type': 'application/json' } };
  }
}

/**
 * A path parameter as a client puts it in a URL. `.` and `..` are sent double-escaped: URL parsing
 * would resolve them and the request would reach another route than the one being fuzzed.
 */
const segment = (value: string) => {
  const encoded = encodeURIComponent(toWellFormed(value));
  // Even %2E%2E is a dot segment to URL parsing; the server is sent the escaped text instead.
  return encoded === '.' || encoded === '..' ? encodeURIComponent(encoded.replaceAll('.', '%2E')) : encoded;
};

/** URLs carry UTF-8; a lone surrogate has no UTF-8 form, so it goes as U+FFFD (what browsers send). */
const toWellFormed = (s: string) => (s as string & { toWellFormed(): string }).toWellFormed();

/**
 * The body, read as a stream. The event stream never ends by design: its status and first bytes
 * are checked, then the reader lets go (it cannot be schema-checked, it is text/event-stream).
 */
async function readBody(res: LightMyRequestResponse): Promise<Buffer> {
  const stream = res.stream();
  const chunks: Buffer[] = [];
  if (String(res.headers['content-type']).startsWith('text/event-stream')) {
    const first = await new Promise<Buffer>((resolve) => stream.once('data', resolve));
    stream.destroy();
    return first;
  }
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Failure {
  actor: Actor;
  request: string;
  status: number;
  problem: string;
}

/** Why a response breaks the document's promises, or undefined. */
function judge(op: Operation, key: string, res: LightMyRequestResponse, body: Buffer): string | undefined {
  const status = res.statusCode;
  if (status >= 500) return `server error: ${body.toString('utf8').slice(0, 300)}`;
  const contentType = String(res.headers['content-type'] ?? '');
  const documented = checker.documented(op, status);
  const schema = documented?.content?.['application/json']?.schema;
  // Every status is documented: the docs plugin adds the error answers any route can give.
  if (!documented) return `status ${status} is not in the document`;
  // Documented without a JSON body (the event stream, downloads, 204): the status is the check.
  if (!schema) return undefined;
  if (!contentType.includes('application/json'))
    return `expected JSON, got ${contentType || 'no content type'}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return 'body is not JSON';
  }
  const why = checker.check(`${key} ${status}`, schema, parsed);
  return why ? `body does not match the schema for ${status}: ${why}` : undefined;
}

const describeRequest = (o: InjectOptions) => {
  const payload = o.payload === undefined ? '' : String(o.payload);
  const headers = { ...(o.headers as Record<string, string>) };
  if (headers.authorization) headers.authorization = `${headers.authorization.slice(0, 16)}…`;
  return `${o.method} ${String(o.url).slice(0, 200)} ${JSON.stringify(headers)} ${payload.slice(0, 300)}`;
};

/** A stable seed per operation and actor: adding a route does not change the others' cases. */
const seedOf = (name: string) => (SEED ^ createHash('sha256').update(name).digest().readUInt32BE(0)) | 0;

describe('fuzzing every operation of /api/openapi.json', () => {
  it(`answers ${MIN_REQUESTS}+ hostile and valid-shaped requests without a 5xx, a hang or an undocumented body`, async () => {
    const operations = Object.entries(doc.paths).flatMap(([template, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        template,
        method,
        op,
        name: `${method.toUpperCase()} ${template}`,
      })),
    );
    const fuzzed = operations.filter((o) => !(o.name in EXCLUDED));
    const actors = Object.keys(ACTORS) as Actor[];
    const perCase = Math.max(CASES_PER_CALLER, Math.ceil(MIN_REQUESTS / (fuzzed.length * actors.length)));

    const failures: Failure[] = [];
    const perActor = Object.fromEntries(actors.map((a) => [a, 0])) as Record<Actor, number>;
    const statuses = new Map<string, number>();
    const started = performance.now();
    let slowest = { ms: 0, request: '' };
    let ip = 0;

    for (const { template, method, op, name } of fuzzed) {
      for (const actor of actors) {
        const cases = fc.sample(caseArbitrary(op, actor), {
          seed: seedOf(`${name} ${actor}`),
          numRuns: perCase,
        });
        for (const c of cases) {
          const options = toInject(method, template, op, c);
          // A fresh client address per request keeps per-address rate limits from answering for the route.
          options.remoteAddress = `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`;
          options.payloadAsStream = true;
          const t0 = performance.now();
          let timer: NodeJS.Timeout | undefined;
          const outcome = await Promise.race([
            ctx.app
              .inject(options)
              .then(async (res) => ({ res, body: await readBody(res) }))
              // A response cut off mid-stream (a download that failed after its headers went out).
              .catch((err: Error) => ({ broken: err.message })),
            new Promise<'hang'>((r) => {
              timer = setTimeout(() => r('hang'), SLOW_MS * 2);
            }),
          ]);
          clearTimeout(timer);
          const ms = performance.now() - t0;
          perActor[actor]++;
          if (outcome === 'hang') {
            failures.push({
              actor,
              request: describeRequest(options),
              status: 0,
              problem: `no answer in ${SLOW_MS * 2} ms`,
            });
            continue;
          }
          if ('broken' in outcome) {
            failures.push({ actor, request: describeRequest(options), status: 0, problem: outcome.broken });
            continue;
          }
          const { res, body } = outcome;
          const bucket = `${actor} ${Math.floor(res.statusCode / 100)}xx`;
          statuses.set(bucket, (statuses.get(bucket) ?? 0) + 1);
          if (ms > slowest.ms) slowest = { ms, request: `${name} as ${actor}` };
          const problem = ms > SLOW_MS ? `took ${Math.round(ms)} ms` : judge(op, name, res, body);
          if (problem)
            failures.push({ actor, request: describeRequest(options), status: res.statusCode, problem });
        }
      }
    }

    const total = Object.values(perActor).reduce((a, b) => a + b, 0);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: ${total} requests over ${fuzzed.length} operations in ${seconds} s (seed ${SEED}); ` +
        `per actor ${JSON.stringify(perActor)}; by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ` +
        `slowest ${Math.round(slowest.ms)} ms (${slowest.request}); excluded ${JSON.stringify(EXCLUDED)}`,
    );
    if (failures.length > 0) {
      console.log(
        failures
          .slice(0, 40)
          .map((f) => `[${f.actor}] ${f.status} ${f.problem}\n    ${f.request}`)
          .join('\n'),
      );
      console.log(`server errors:\n${serverErrors.slice(0, 10).join('')}`);
    }
    expect(total).toBeGreaterThanOrEqual(MIN_REQUESTS);
    // Every caller reached the routes made for it (not only 401s and 403s).
    for (const actor of actors) expect(statuses.get(`${actor} 2xx`) ?? 0, actor).toBeGreaterThan(0);
    expect(failures.map((f) => `${f.status} ${f.problem} :: ${f.request}`).slice(0, 20)).toEqual([]);
  }, 300_000);
});
