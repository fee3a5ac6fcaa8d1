import type { Locale } from '@visadesk/contract';
import { and, inline, requests, type SQL, sql } from '@visadesk/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { exportHeader, onAgencyDays } from '../../lib/agency-time';
import { keysetParts, sendSqlExport } from '../../lib/export/sql-export';
import { type RequestFilters, requestConditions, requestSearch } from './filters';

type Cell = { sql: SQL; text: boolean };
const text = (expr: SQL): Cell => ({ sql: expr, text: true });
const byLocale = (l: Locale, en: SQL, ar: SQL) => text(l === 'ar' ? ar : en);

/**
 * The file's columns, in order, each as SQL over `requests` and the joins below. Calendar days are
 * YYYY-MM-DD; the submission moment is the agency's wall time (ADR 0033), its zone in the header.
 */
const COLUMNS: { key: string; en: string; ar: string; cell: (l: Locale, tz: string) => Cell }[] = [
  { key: 'reference', en: 'Reference', ar: 'المرجع', cell: () => text(sql`${requests.reference}`) },
  { key: 'group', en: 'Group', ar: 'المجموعة', cell: () => text(sql`g.reference`) },
  { key: 'status', en: 'Status', ar: 'الحالة', cell: () => text(sql`${requests.status}`) },
  {
    key: 'fullName',
    en: 'Full name',
    ar: 'الاسم الكامل',
    cell: () => text(sql`coalesce(${requests.fullName}, ${requests.fullQuadrupleName})`),
  },
  {
    key: 'passport',
    en: 'Passport number',
    ar: 'رقم الجواز',
    cell: () => text(sql`${requests.passportNumber}`),
  },
  { key: 'email', en: 'Email', ar: 'البريد الإلكتروني', cell: () => text(sql`${requests.email}`) },
  {
    key: 'nationality',
    en: 'Nationality',
    ar: 'الجنسية',
    cell: (l) => byLocale(l, sql`nat.name_en`, sql`nat.name_ar`),
  },
  {
    key: 'destination',
    en: 'Destination',
    ar: 'الوجهة',
    cell: (l) => byLocale(l, sql`dest.name_en`, sql`dest.name_ar`),
  },
  { key: 'visa', en: 'Visa', ar: 'التأشيرة', cell: (l) => byLocale(l, sql`v.title_en`, sql`v.title_ar`) },
  {
    key: 'travelDate',
    en: 'Travel date',
    ar: 'تاريخ السفر',
    cell: () => text(sql`to_char(${requests.travelDate}, 'YYYY-MM-DD')`),
  },
  {
    key: 'returnDate',
    en: 'Return date',
    ar: 'تاريخ العودة',
    cell: () => text(sql`to_char(${requests.returnDate}, 'YYYY-MM-DD')`),
  },
  {
    key: 'price',
    en: 'Price (IQD)',
    ar: 'السعر (د.ع)',
    cell: () => ({ sql: sql`${requests.price}`, text: false }),
  },
  { key: 'applicant', en: 'Applicant', ar: 'مقدم الطلب', cell: () => text(sql`u.full_name`) },
  { key: 'assigned', en: 'Assigned to', ar: 'المسؤول', cell: () => text(sql`a.name`) },
  {
    key: 'createdAt',
    en: 'Submitted at ({zone})',
    ar: 'تاريخ التقديم ({zone})',
    cell: (_, tz) => text(sql`to_char(${requests.createdAt} at time zone ${tz}, 'YYYY-MM-DD HH24:MI:SS')`),
  },
];

export function exportRequests(
  app: FastifyInstance,
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  filters: RequestFilters,
  locale: Locale,
  onProgress?: (rows: number, done: boolean) => void,
) {
  const tz = app.config.AGENCY_TIME_ZONE;
  const cells = COLUMNS.map((c) => c.cell(locale, tz));
  return sendSqlExport(app, reply, format, {
    name: 'visa-requests',
    sheetName: locale === 'ar' ? 'الطلبات' : 'Requests',
    rightToLeft: locale === 'ar',
    header: COLUMNS.map((c) => exportHeader(c[locale], tz)),
    widths: COLUMNS.map((c) => (c.key === 'visa' ? 40 : 18)),
    numeric: cells.map((c) => !c.text),
    ...(onProgress ? { onProgress } : {}),
    // Same filters and search as the list, newest first.
    select: ({ csv, page }) => {
      const key = keysetParts(requests.createdAt, requests.id, page);
      const columns = cells.map((c) =>
        !c.text ? c.sql : csv ? sql`vd_csv_text(${c.sql})` : sql`coalesce(${c.sql}, '')`,
      );
      const where = and(
        requestSearch.condition(filters.search, inline),
        ...requestConditions(onAgencyDays(filters, tz)),
        key.after,
      );
      return sql`select ${sql.join(columns, sql`, `)}${key.keyColumns}
        from ${requests}
        join request_groups g on g.id = ${requests.groupId}
        join visas v on v.id = ${requests.visaId}
        join countries dest on dest.id = ${requests.destinationId}
        join countries nat on nat.id = ${requests.nationalityId}
        join users u on u.id = ${requests.userId}
        left join admins a on a.id = ${requests.assignedAdminId}
        where ${where ?? sql`true`}
        order by ${requests.createdAt} desc, ${requests.id} desc${key.limit}`;
    },
  });
}
