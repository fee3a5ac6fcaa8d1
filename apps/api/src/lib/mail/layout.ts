import type { Locale } from '@visadesk/contract';
import { agencyZoneLabel, formatAgencyMoment } from '../agency-time';
import { APPLICANT_MAIL_TEXTS } from './applicant-mail-texts';
import { escapeHtml } from './escape';
import type { OutgoingMail } from './outgoing-mail';

/** The `template` of each applicant mail: what logs name (never the address, subject or body). */
export type ApplicantMailTemplate =
  | 'application-submitted'
  | 'application-paid'
  | 'request-status-changed'
  | 'ticket-replied'
  | 'ticket-answered-notice';

export interface Recipient {
  email: string;
  /** The applicant's own name, as they typed it; empty when it must not be repeated (a visitor's). */
  name: string;
  locale: Locale;
}

/** `/applications/<groupReference>` on the portal; Arabic pages live under `/ar`. */
export function applicationLink(portalUrl: string, locale: Locale, groupReference: string): string {
  const base = portalUrl.replace(/\/+$/, '');
  return `${base}${locale === 'ar' ? '/ar' : ''}/applications/${encodeURIComponent(groupReference)}`;
}

/** Whole IQD with the reader's digits and grouping (Arabic-Indic in Arabic, as the back office). */
export function formatAmount(amount: number, locale: Locale): string {
  const number = new Intl.NumberFormat(locale === 'ar' ? 'ar-IQ' : 'en-US', { maximumFractionDigits: 0 });
  return `${number.format(amount)} ${APPLICANT_MAIL_TEXTS[locale].currency}`;
}

/** A moment on the agency's clock, its zone said once: "Nov 28, 2026, 2:12 AM (Baghdad time)". */
export function formatMoment(moment: Date, locale: Locale, timeZone: string): string {
  return `${formatAgencyMoment(moment, locale, timeZone)} (${agencyZoneLabel(locale, timeZone)})`;
}

/** A text of ours with `{name}` placeholders filled; `show` renders each value (never the text). */
export function fill(text: string, values: Record<string, string>, show: (value: string) => string): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? show(values[key]!) : whole));
}

export const plain = (value: string) => value;
/** A value in HTML: escaped, and isolated so a Latin reference or name keeps its order in Arabic. */
const isolated = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;

/** One line of the details table; a list value is one item per line. */
export interface Detail {
  label: string;
  value: string | string[];
}

/** What every applicant mail is made of, in the recipient's language. */
export interface MailParts {
  template: ApplicantMailTemplate;
  subject: string;
  /** A paragraph of ours with placeholders, and the values to put in them. */
  intro: { text: string; values: Record<string, string> };
  details: Detail[];
  /** Free text someone typed (a staff member's reason), shown as written, under its label. */
  note?: { label: string; text: string; lang?: Locale } | undefined;
  next: string;
  action: { label: string; url: string };
}

export function render(to: Recipient, parts: MailParts): OutgoingMail {
  const t = APPLICANT_MAIL_TEXTS[to.locale];
  const rtl = to.locale === 'ar';
  const dir = rtl ? 'rtl' : 'ltr';
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';

  const text = [
    to.name ? fill(t.greeting, { name: to.name }, plain) : t.greetingNoName,
    fill(parts.intro.text, parts.intro.values, plain),
    ...(parts.details.length
      ? [
          parts.details
            .map((d) =>
              Array.isArray(d.value)
                ? `${d.label}:\n${d.value.map((v) => `- ${v}`).join('\n')}`
                : `${d.label}: ${d.value}`,
            )
            .join('\n'),
        ]
      : []),
    ...(parts.note ? [`${parts.note.label}:\n${parts.note.text}`] : []),
    `${t.nextHeading}: ${parts.next}`,
    `${parts.action.label}: ${parts.action.url}`,
    `${t.closing}\n${t.signature}`,
    t.automated,
  ].join('\n\n');

  const cell = `padding:6px 0;vertical-align:top;text-align:${start}`;
  const rows = parts.details
    .map((d) => {
      const value = Array.isArray(d.value) ? d.value.map(isolated).join('<br>') : isolated(d.value);
      return `<tr><th scope="row" style="${cell};padding-${end}:16px;color:#52606d;font-weight:normal;white-space:nowrap">${escapeHtml(d.label)}</th><td style="${cell}">${value}</td></tr>`;
    })
    .join('\n');
  const note = parts.note ? noteHtml(parts.note, to.locale, start) : '';
  const href = escapeHtml(parts.action.url);
  const html = `<!doctype html>
<html lang="${to.locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f5f7fa;color:#1f2933;font-family:Tahoma,Arial,sans-serif;line-height:1.6">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;text-align:${start}">
<p>${to.name ? fill(escapeHtml(t.greeting), { name: to.name }, isolated) : escapeHtml(t.greetingNoName)}</p>
<p>${fill(escapeHtml(parts.intro.text), parts.intro.values, isolated)}</p>
<table role="presentation" style="border-collapse:collapse;margin:8px 0 16px">
${rows}
</table>
${note}<p style="margin:16px 0 4px;font-weight:bold">${escapeHtml(t.nextHeading)}</p>
<p style="margin:0 0 16px">${escapeHtml(parts.next)}</p>
<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(parts.action.label)}</a></p>
<p style="font-size:13px;color:#52606d">${escapeHtml(t.linkFallback)}<br><a href="${href}" dir="ltr" style="color:#1d4ed8">${href}</a></p>
<p>${escapeHtml(t.closing)}<br>${escapeHtml(t.signature)}</p>
<p style="font-size:12px;color:#7b8794">${escapeHtml(t.automated)}</p>
</div>
</body>
</html>`;
  return {
    to: to.email,
    locale: to.locale,
    template: parts.template,
    subject: parts.subject,
    text: `${text}\n`,
    html,
  };
}

/**
 * Free text under its label. In a known language it is marked with it (lang, dir, its own
 * alignment), and one in the other language says so beside the label; otherwise dir="auto".
 */
function noteHtml(note: NonNullable<MailParts['note']>, locale: Locale, start: 'left' | 'right'): string {
  const other = note.lang && note.lang !== locale;
  const hint = other
    ? ` <span style="font-weight:normal;color:#52606d">(${escapeHtml(APPLICANT_MAIL_TEXTS[locale].writtenIn[note.lang!])})</span>`
    : '';
  const marked = note.lang ? `lang="${note.lang}" dir="${note.lang === 'ar' ? 'rtl' : 'ltr'}"` : 'dir="auto"';
  const align = note.lang ? `;text-align:${note.lang === 'ar' ? 'right' : 'left'}` : '';
  return `<p style="margin:16px 0 4px;font-weight:bold">${escapeHtml(note.label)}${hint}</p>
<div ${marked} style="margin:0 0 16px;padding:12px;border-${start}:4px solid #d97706;background:#fffbeb;white-space:pre-wrap${align}">${escapeHtml(note.text)}</div>
`;
}
