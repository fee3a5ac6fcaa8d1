import type { Locale, VisaRequest } from '@visadesk/contract';
import { and, requests } from '@visadesk/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { keysetRows, sendExport } from '../../lib/export-stream';
import { searchCondition } from '../../lib/list';
import { type RequestFilters, requestConditions } from './filters';
import { loadRequests } from './mappers';

const COLUMNS: {
  key: string;
  en: string;
  ar: string;
  value: (r: VisaRequest, l: Locale) => string | number;
}[] = [
  { key: 'reference', en: 'Reference', ar: 'المرجع', value: (r) => r.reference },
  { key: 'group', en: 'Group', ar: 'المجموعة', value: (r) => r.groupReference },
  { key: 'status', en: 'Status', ar: 'الحالة', value: (r) => r.status },
  {
    key: 'fullName',
    en: 'Full name',
    ar: 'الاسم الكامل',
    value: (r) => r.fullName ?? r.fullQuadrupleName ?? '',
  },
  { key: 'passport', en: 'Passport number', ar: 'رقم الجواز', value: (r) => r.passportNumber ?? '' },
  { key: 'email', en: 'Email', ar: 'البريد الإلكتروني', value: (r) => r.email ?? '' },
  {
    key: 'nationality',
    en: 'Nationality',
    ar: 'الجنسية',
    value: (r, l) => (l === 'ar' ? r.nationality.nameAr : r.nationality.nameEn),
  },
  {
    key: 'destination',
    en: 'Destination',
    ar: 'الوجهة',
    value: (r, l) => (l === 'ar' ? r.destination.nameAr : r.destination.nameEn),
  },
  {
    key: 'visa',
    en: 'Visa',
    ar: 'التأشيرة',
    value: (r, l) => (l === 'ar' ? r.visa.titleAr : r.visa.titleEn),
  },
  { key: 'travelDate', en: 'Travel date', ar: 'تاريخ السفر', value: (r) => r.travelDate ?? '' },
  { key: 'returnDate', en: 'Return date', ar: 'تاريخ العودة', value: (r) => r.returnDate ?? '' },
  { key: 'price', en: 'Price (IQD)', ar: 'السعر (د.ع)', value: (r) => r.price },
  { key: 'applicant', en: 'Applicant', ar: 'مقدم الطلب', value: (r) => r.applicant.fullName },
  { key: 'assigned', en: 'Assigned to', ar: 'المسؤول', value: (r) => r.assignedAdmin?.name ?? '' },
  { key: 'createdAt', en: 'Submitted at (UTC)', ar: 'تاريخ التقديم (UTC)', value: (r) => r.createdAt },
];

/** Every matching request, newest first, without holding them all. */
const matchingRequests = (app: FastifyInstance, filters: RequestFilters) =>
  keysetRows(
    app.db,
    requests,
    requests,
    and(searchCondition(requests.searchText, filters.search), ...requestConditions(filters)),
    (ids) => loadRequests(app.db, ids),
  );

export function exportRequests(
  app: FastifyInstance,
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  filters: RequestFilters,
  locale: Locale,
) {
  return sendExport(app, reply, format, {
    name: 'visa-requests',
    sheetName: locale === 'ar' ? 'الطلبات' : 'Requests',
    rightToLeft: locale === 'ar',
    header: COLUMNS.map((c) => c[locale]),
    widths: COLUMNS.map((c) => (c.key === 'visa' ? 40 : 18)),
    rows: (async function* () {
      for await (const r of matchingRequests(app, filters)) yield COLUMNS.map((c) => c.value(r, locale));
    })(),
  });
}
