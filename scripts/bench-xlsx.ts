// Rows per second and peak RSS growth of the streaming XLSX writer (issue 9), without a database:
// realistic request cells in batches of 5 000 (the export's FETCH size), the file read as fast as
// it comes and thrown away (or written to --out). Numbers on a shared machine are indicative.
//   node --expose-gc --import tsx scripts/bench-xlsx.ts [rows=1000000] [--out=/tmp/requests.xlsx] [--exceljs]

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { XlsxStreamWriter } from '../apps/api/src/lib/export/xlsx-writer';

const ROWS = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
const outPath = process.argv.find((a) => a.startsWith('--out='))?.slice(6);
const BATCH = 5000;
const header = [
  'المرجع',
  'المجموعة',
  'الحالة',
  'الاسم الكامل',
  'رقم الجواز',
  'البريد الإلكتروني',
  'الجنسية',
  'الوجهة',
  'التأشيرة',
  'تاريخ السفر',
  'تاريخ العودة',
  'السعر',
  'تاريخ الإنشاء',
];
const statuses = ['Paid', 'Approved', 'Under review', 'Rejected'];
const names = ['علي حسن', 'فاطمة الزهراء عبد الله', 'Mohammed Al-Rashid', 'سارة محمود', "O'Brien & <Sons>"];
const batchOf = (start: number) =>
  Array.from({ length: BATCH }, (_, j) => {
    const i = start + j;
    return [
      `VD-2026-${String(i).padStart(7, '0')}`,
      `VD-G-2026-${String(i >> 2).padStart(6, '0')}`,
      statuses[i % 4],
      `${names[i % 5]} ${i}`,
      `A${10_000_000 + i}`,
      `user${i}@example.com`,
      'العراق',
      'تركيا',
      'تأشيرة سياحية لمدة ثلاثين يوماً - دخول واحد',
      '2026-12-01',
      i % 3 ? '2026-12-31' : '',
      150 + (i % 100) / 4,
      '2026-11-23T10:15:30.123456+00:00',
    ];
  });

global.gc?.();
const base = process.memoryUsage().rss;
let peak = base;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

const started = performance.now();
if (process.argv.includes('--exceljs')) {
  // The previous writer, for comparison: exceljs's streaming WorkbookWriter as writeXlsx used it.
  const { default: ExcelJS } = await import('exceljs');
  const { Writable } = await import('node:stream');
  let size = 0;
  const stream = new Writable({
    write(chunk, _e, cb) {
      size += chunk.length;
      cb();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet('الطلبات', {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = header.map(() => ({ width: 18 }));
  sheet.addRow(header).commit();
  for (let done = 0; done < ROWS; done += BATCH) {
    for (const row of batchOf(done)) sheet.addRow(row).commit();
    await new Promise((r) => setImmediate(r));
  }
  sheet.commit();
  await workbook.commit();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `exceljs: ${ROWS} rows in ${seconds.toFixed(1)} s = ${Math.round(ROWS / seconds)} rows/s; ` +
      `${(size / 1024 / 1024).toFixed(1)} MB file; peak RSS +${((peak - base) / 1024 / 1024).toFixed(1)} MB`,
  );
  process.exit(0);
}
const xlsx = new XlsxStreamWriter({
  sheetName: 'الطلبات',
  rightToLeft: true,
  header,
  widths: header.map(() => 18),
});
const sink = outPath ? createWriteStream(outPath) : null;
let bytes = 0;
const reading = (async () => {
  for await (const chunk of xlsx.output) {
    bytes += (chunk as Buffer).length;
    if (sink && !sink.write(chunk)) await once(sink, 'drain');
  }
  sink?.end();
})();
const generateOnly = process.env.BENCH_GENERATE_ONLY === '1';
for (let done = 0; done < ROWS; done += BATCH) {
  if (generateOnly) {
    batchOf(done);
    await new Promise((r) => setImmediate(r));
    continue;
  }
  // A fresh batch each time, as the database hands them over (the generation is counted too).
  await xlsx.writeRows(batchOf(done).slice(0, Math.min(BATCH, ROWS - done)));
}
await xlsx.finish();
await reading;
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(
  `${ROWS} rows in ${seconds.toFixed(1)} s = ${Math.round(ROWS / seconds)} rows/s; ` +
    `${(bytes / 1024 / 1024).toFixed(1)} MB file; peak RSS +${((peak - base) / 1024 / 1024).toFixed(1)} MB`,
);
