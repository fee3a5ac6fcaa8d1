import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, loadRepository, type SourceFile } from './import-graph';

// The floors of docs/decisions/0027-layers.md, checked on every run of the test command.
const root = fileURLToPath(new URL('../..', import.meta.url));
const files = loadRepository(root);
const all = [...files.values()];
const isTest = (path: string) =>
  /(^|\/)(test|tests|__tests__|e2e|bench)\//.test(path) || /\.(test|spec)\.tsx?$/.test(path);
const product = all.filter((f) => !isTest(f.path));

/** `from → to` for every import of `from` that resolves to a file `to` in the repository. */
const edges = (set: SourceFile[], keep: (from: string, to: string, typeOnly: boolean) => boolean) =>
  set.flatMap((f) =>
    f.imports.filter((i) => i.to && keep(f.path, i.to, i.typeOnly)).map((i) => `${f.path} → ${i.to}`),
  );

describe('no circles', () => {
  it('no file reaches itself through its imports', () => {
    const circles = cycles(files.keys(), (f) => files.get(f)!.imports.flatMap((i) => (i.to ? [i.to] : [])));
    expect(circles).toEqual([]);
  });

  it('no two API folders import each other, directly or round a circle', () => {
    const unitGraph = new Map<string, Set<string>>();
    for (const f of product) {
      const from = apiUnit(f.path);
      if (!from) continue;
      for (const i of f.imports) {
        const to = i.to && apiUnit(i.to);
        if (to && to !== from) (unitGraph.get(from) ?? unitGraph.set(from, new Set()).get(from)!).add(to);
      }
    }
    const circles = cycles(unitGraph.keys(), (u) => unitGraph.get(u) ?? []);
    // Name the imports that close each circle, so the failure says where to look.
    const detail = circles.map((group) =>
      edges(product, (from, to) => {
        const a = apiUnit(from);
        const b = apiUnit(to);
        return !!a && !!b && a !== b && group.includes(a) && group.includes(b);
      }),
    );
    expect(detail).toEqual([]);
  });
});

/**
 * The API's units: each folder of `src` (lib, domain, jobs, plugins, seed, ops), each module of
 * `src/modules`, and each file at the top of `src` (app.ts, server.ts, config.ts …) on its own.
 */
function apiUnit(path: string): string | null {
  const m = /^apps\/api\/src\/(?:modules\/([^/]+)\/|([^/]+)\/|([^/]+)\.tsx?$)/.exec(path);
  if (!m) return null;
  return m[1] ? `modules/${m[1]}` : (m[2] ?? m[3]!);
}

describe('the API imports only downwards', () => {
  const under = (prefix: string) => (path: string) => path.startsWith(`apps/api/src/${prefix}/`);
  const apiTop = (path: string) => /^apps\/api\/src\/[^/]+\.tsx?$/.test(path);

  it('lib/ uses nothing of the layers above it', () => {
    const above = (to: string) => !under('lib')(to) && to.startsWith('apps/api/src/');
    expect(edges(product, (from, to) => under('lib')(from) && above(to))).toEqual([]);
  });

  it('domain/ uses lib, jobs and the packages only', () => {
    const allowed = (to: string) =>
      under('domain')(to) || under('lib')(to) || under('jobs')(to) || !to.startsWith('apps/api/src/');
    expect(edges(product, (from, to) => under('domain')(from) && !allowed(to))).toEqual([]);
  });

  it('modules use plugins only for their types, and never the app that mounts them', () => {
    expect(
      edges(
        product,
        (from, to, typeOnly) =>
          under('modules')(from) &&
          ((under('plugins')(to) && !typeOnly) ||
            under('seed')(to) ||
            under('ops')(to) ||
            (apiTop(to) && !to.endsWith('/config.ts'))),
      ),
    ).toEqual([]);
  });

  it('the packages use no app, and only the packages below them', () => {
    const packageOf = (path: string) => /^packages\/([^/]+)\//.exec(path)?.[1];
    const below: Record<string, string[]> = { contract: [], db: ['contract'], client: ['contract'] };
    expect(
      edges(all, (from, to) => {
        const a = packageOf(from);
        if (!a || !(a in below)) return false;
        const b = packageOf(to);
        return b === undefined ? to.startsWith('apps/') : b !== a && !below[a]!.includes(b);
      }),
    ).toEqual([]);
  });
});

describe.each(['web', 'portal'])('%s: features stand on the floors below them', (app) => {
  const src = `apps/${app}/src/`;
  const featureOf = (path: string) => (path.startsWith(`${src}features/`) ? path.split('/')[4] : undefined);
  const inApp = (path: string) => path.startsWith(`${src}app/`);

  it('a feature imports neither the app shell nor another feature', () => {
    expect(
      edges(product, (from, to) => {
        const feature = featureOf(from);
        if (!feature) return false;
        const other = featureOf(to);
        return inApp(to) || (other !== undefined && other !== feature);
      }),
    ).toEqual([]);
  });

  it('shared components and lib import neither the app shell nor a feature', () => {
    const shared = (path: string) => path.startsWith(`${src}lib/`) || path.startsWith(`${src}components/`);
    expect(edges(product, (from, to) => shared(from) && (inApp(to) || featureOf(to) !== undefined))).toEqual(
      [],
    );
  });
});

describe('every call to the API goes through the shared client', () => {
  // A path such as '/api/…' or `/api…` in an app's code means a call made outside packages/client.
  const apiPath = /(['"`])\/api(?=[/?'"`$])/;
  const appFiles = product.filter((f) => /^apps\/(web|portal)\/src\//.test(f.path));

  it('no API path is written in the apps', () => {
    expect(appFiles.filter((f) => apiPath.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('no app opens its own XMLHttpRequest or EventSource', () => {
    expect(
      appFiles.filter((f) => /\bnew\s+(XMLHttpRequest|EventSource)\b/.test(f.text)).map((f) => f.path),
    ).toEqual([]);
  });
});

describe('files stay small enough to read in one sitting', () => {
  // Seed data, tests and benchmarks may be long; product code may not.
  const exempt = (path: string) => path.startsWith('apps/api/src/seed/') || isTest(path);
  it('no product file is over 400 lines', () => {
    const long = product.filter((f) => !exempt(f.path) && f.lines > 400).map((f) => `${f.path}: ${f.lines}`);
    expect(long).toEqual([]);
  });
});
