import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

let t = performance.now();
const a = new PGlite({ extensions: { pg_trgm, unaccent } });
await a.waitReady;
console.log('fresh', (performance.now() - t).toFixed(0));
t = performance.now();
const dump = await a.dumpDataDir('none');
console.log('dump', (performance.now() - t).toFixed(0), dump.size);
t = performance.now();
for (let i = 0; i < 3; i++) {
  const b = new PGlite({ extensions: { pg_trgm, unaccent }, loadDataDir: dump });
  await b.waitReady;
  console.log('load', (performance.now() - t).toFixed(0));
  t = performance.now();
  const c = new PGlite({ extensions: { pg_trgm, unaccent } });
  await c.waitReady;
  console.log('fresh', (performance.now() - t).toFixed(0));
  t = performance.now();
}
