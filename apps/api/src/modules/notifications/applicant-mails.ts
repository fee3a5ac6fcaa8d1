import type { Locale, RequestStatus } from '@visadesk/contract';
import type { TransactionGateway } from '@visadesk/db';
import type { OutgoingMail } from '../../plugins/mailer';
import { escapeHtml } from '../users/account-mails';
import { APPLICANT_MAIL_TEXTS } from './texts';

/** The `template` of each applicant mail: what logs name (never the address, subject or body). */
export type ApplicantMailTemplate =
  | 'application-submitted'
  | 'application-paid'
  | 'request-status-changed'
  | 'ticket-replied';

export interface Recipient {
  email: string;
  /** The applicant's own name, as they typed it. */
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

/** A text of ours with `{name}` placeholders filled; `show` renders each value (never the text). */
function fill(text: string, values: Record<string, string>, show: (value: string) => string): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? show(values[key]!) : whole));
}

const plain = (value: string) => value;
/** A value in HTML: escaped, and isolated so a Latin reference or name keeps its order in Arabic. */
const isolated = (value: string) => `<bdi>${escapeHtml(value)}</bdi>`;

/** One line of the details table; a list value is one item per line. */
interface Detail {
  label: string;
  value: string | string[];
}

/** What every applicant mail is made of, in the recipient's language. */
interface MailParts {
  template: ApplicantMailTemplate;
  subject: string;
  /** A paragraph of ours with placeholders, and the values to put in them. */
  intro: { text: string; values: Record<string, string> };
  details: Detail[];
  /** Free text someone typed (a staff member's reason), shown as written, under its label. */
  note?: { label: string; text: string } | undefined;
  next: string;
  action: { label: string; url: string };
}

function render(to: Recipient, parts: MailParts): OutgoingMail {
  const t = APPLICANT_MAIL_TEXTS[to.locale];
  const rtl = to.locale === 'ar';
  const dir = rtl ? 'rtl' : 'ltr';
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';

  const text = [
    fill(t.greeting, { name: to.name }, plain),
    fill(parts.intro.text, parts.intro.values, plain),
    parts.details
      .map((d) =>
        Array.isArray(d.value)
          ? `${d.label}:\n${d.value.map((v) => `- ${v}`).join('\n')}`
          : `${d.label}: ${d.value}`,
      )
      .join('\n'),
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
  const note = parts.note
    ? `<p style="margin:16px 0 4px;font-weight:bold">${escapeHtml(parts.note.label)}</p>
<div dir="auto" style="margin:0 0 16px;padding:12px;border-${start}:4px solid #d97706;background:#fffbeb;white-space:pre-wrap">${escapeHtml(parts.note.text)}</div>
`
    : '';
  const href = escapeHtml(parts.action.url);
  const html = `<!doctype html>
<html lang="${to.locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f5f7fa;color:#1f2933;font-family:Tahoma,Arial,sans-serif;line-height:1.6">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;text-align:${start}">
<p>${fill(escapeHtml(t.greeting), { name: to.name }, isolated)}</p>
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

export interface SubmittedMail {
  groupReference: string;
  visaTitle: { en: string; ar: string };
  travellers: { reference: string; name: string | null }[];
  totalAmount: number;
  portalUrl: string;
}

/** The applicant submitted a group: what, for whom, how much, and where to pay and follow it. */
export function applicationSubmittedMail(to: Recipient, mail: SubmittedMail): OutgoingMail {
  const t = APPLICANT_MAIL_TEXTS[to.locale];
  return render(to, {
    template: 'application-submitted',
    subject: fill(t.submitted.subject, { reference: mail.groupReference }, plain),
    intro: { text: t.submitted.intro, values: { reference: mail.groupReference } },
    details: [
      { label: t.labels.application, value: mail.groupReference },
      { label: t.labels.visa, value: mail.visaTitle[to.locale] },
      {
        label: t.labels.travellers,
        value: mail.travellers.map((r) => (r.name ? `${r.name} (${r.reference})` : r.reference)),
      },
      { label: t.labels.total, value: formatAmount(mail.totalAmount, to.locale) },
    ],
    next: t.submitted.next,
    action: {
      label: t.submitted.action,
      url: applicationLink(mail.portalUrl, to.locale, mail.groupReference),
    },
  });
}

export interface PaidMail {
  groupReference: string;
  amount: number;
  gateway: TransactionGateway;
  portalUrl: string;
}

/** The group was paid (online or at the counter): how much, how, and what happens next. */
export function applicationPaidMail(to: Recipient, mail: PaidMail): OutgoingMail {
  const t = APPLICANT_MAIL_TEXTS[to.locale];
  return render(to, {
    template: 'application-paid',
    subject: fill(t.paid.subject, { reference: mail.groupReference }, plain),
    intro: { text: t.paid.intro, values: { reference: mail.groupReference } },
    details: [
      { label: t.labels.application, value: mail.groupReference },
      { label: t.labels.amount, value: formatAmount(mail.amount, to.locale) },
      { label: t.labels.gateway, value: t.gateways[mail.gateway] ?? mail.gateway },
    ],
    next: t.paid.next,
    action: { label: t.paid.action, url: applicationLink(mail.portalUrl, to.locale, mail.groupReference) },
  });
}

export interface StatusChangedMail {
  reference: string;
  groupReference: string;
  travellerName: string | null;
  visaTitle: { en: string; ar: string };
  status: RequestStatus;
  /** The staff's reason (required for Modified and Rejected, optional otherwise). */
  reason: string | null;
  portalUrl: string;
}

/** A request moved: its new status in words, the staff's reason, and what to do now. */
export function requestStatusChangedMail(to: Recipient, mail: StatusChangedMail): OutgoingMail {
  const t = APPLICANT_MAIL_TEXTS[to.locale];
  const status = t.statuses[mail.status];
  const values = { reference: mail.reference, status };
  const reason = mail.reason?.trim();
  return render(to, {
    template: 'request-status-changed',
    subject: fill(t.status.subject, values, plain),
    intro: { text: t.status.intro, values },
    details: [
      { label: t.labels.request, value: mail.reference },
      ...(mail.travellerName ? [{ label: t.labels.traveller, value: mail.travellerName }] : []),
      { label: t.labels.visa, value: mail.visaTitle[to.locale] },
      { label: t.labels.application, value: mail.groupReference },
      { label: t.labels.status, value: status },
    ],
    note: reason ? { label: t.labels.reason, text: reason } : undefined,
    next: t.status.next[mail.status],
    action: {
      label: mail.status === 'Modified' ? t.status.actionModified : t.status.action,
      url: applicationLink(mail.portalUrl, to.locale, mail.groupReference),
    },
  });
}

export interface TicketReplyMail {
  /** The subject the applicant wrote: shown in the body, never in the mail's subject. */
  ticketSubject: string;
  answer: string;
  /** The conversation on the portal for a signed-in applicant's ticket, else the contact page. */
  url: string;
  signedIn: boolean;
}

/** Staff answered a ticket: the answer itself, and where to read on or write back. */
export function ticketReplyMail(to: Recipient, mail: TicketReplyMail): OutgoingMail {
  const t = APPLICANT_MAIL_TEXTS[to.locale].ticketReply;
  return render(to, {
    template: 'ticket-replied',
    subject: t.subject,
    intro: { text: t.intro, values: {} },
    details: [{ label: t.yourMessage, value: mail.ticketSubject }],
    note: { label: t.answer, text: mail.answer },
    next: mail.signedIn ? t.nextSignedIn : t.nextVisitor,
    action: { label: mail.signedIn ? t.action : t.actionVisitor, url: mail.url },
  });
}
