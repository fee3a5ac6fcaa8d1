import { formatPublicReference, type Locale, type RequestStatus } from '@visadesk/contract';
import type { TransactionGateway } from '@visadesk/db';
import { APPLICANT_MAIL_TEXTS } from './applicant-mail-texts';
import { applicationLink, fill, formatAmount, formatMoment, plain, type Recipient, render } from './layout';
import type { OutgoingMail } from './outgoing-mail';

export interface SubmittedMail {
  groupReference: string;
  visaTitle: { en: string; ar: string };
  /** Each traveller's staff reference and public tracking reference (as stored). */
  travellers: { reference: string; publicReference: string; name: string | null }[];
  totalAmount: number;
  /** When the group was submitted, and the agency's clock to say it on. */
  submittedAt: Date;
  timeZone: string;
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
      { label: t.labels.submittedAt, value: formatMoment(mail.submittedAt, to.locale, mail.timeZone) },
      { label: t.labels.visa, value: mail.visaTitle[to.locale] },
      {
        label: t.labels.travellers,
        value: mail.travellers.map((r) => (r.name ? `${r.name} (${r.reference})` : r.reference)),
      },
      {
        // What the traveller types on the tracking page (with the passport number or email).
        label: t.labels.tracking,
        value: mail.travellers.map((r) => {
          const ref = formatPublicReference(r.publicReference);
          return r.name ? `${r.name}: ${ref}` : ref;
        }),
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
  /** The public tracking reference, as stored. */
  publicReference: string;
  groupReference: string;
  travellerName: string | null;
  visaTitle: { en: string; ar: string };
  status: RequestStatus;
  /** The staff's reason (required for Modified and Rejected, optional otherwise) and its language. */
  reason: { text: string; lang: Locale } | null;
  /** When the status moved, and the agency's clock to say it on. */
  changedAt: Date;
  timeZone: string;
  portalUrl: string;
}

/** A request moved: its new status in words, the staff's reason, and what to do now. */
export function requestStatusChangedMail(to: Recipient, mail: StatusChangedMail): OutgoingMail {
  const t = APPLICANT_MAIL_TEXTS[to.locale];
  const status = t.statuses[mail.status];
  const values = { reference: mail.reference, status };
  const reason = mail.reason?.text.trim();
  return render(to, {
    template: 'request-status-changed',
    subject: fill(t.status.subject, values, plain),
    intro: { text: t.status.intro, values },
    details: [
      { label: t.labels.request, value: mail.reference },
      { label: t.labels.tracking, value: formatPublicReference(mail.publicReference) },
      ...(mail.travellerName ? [{ label: t.labels.traveller, value: mail.travellerName }] : []),
      { label: t.labels.visa, value: mail.visaTitle[to.locale] },
      { label: t.labels.application, value: mail.groupReference },
      { label: t.labels.status, value: status },
      { label: t.labels.changedAt, value: formatMoment(mail.changedAt, to.locale, mail.timeZone) },
    ],
    note: reason ? { label: t.labels.reason, text: reason, lang: mail.reason!.lang } : undefined,
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
  /** The conversation on the portal. */
  url: string;
}

/**
 * Staff answered a signed-in applicant's ticket (an account's proved address): the answer itself,
 * and where to read on and write back. A visitor's ticket gets ticketAnsweredNoticeMail instead.
 */
export function ticketReplyMail(to: Recipient, mail: TicketReplyMail): OutgoingMail {
  const t = APPLICANT_MAIL_TEXTS[to.locale].ticketReply;
  return render(to, {
    template: 'ticket-replied',
    subject: t.subject,
    intro: { text: t.intro, values: {} },
    details: [{ label: t.yourMessage, value: mail.ticketSubject }],
    note: { label: t.answer, text: mail.answer },
    next: t.nextSignedIn,
    action: { label: t.action, url: mail.url },
  });
}

/**
 * Staff answered a visitor's ticket: a notice in our words only (no greeting by name, none of the
 * ticket's or the answer's text) with a link that shows the answer to whoever holds the mailbox.
 */
export function ticketAnsweredNoticeMail(to: Pick<Recipient, 'email' | 'locale'>, url: string): OutgoingMail {
  const t = APPLICANT_MAIL_TEXTS[to.locale].ticketNotice;
  return render(
    { ...to, name: '' },
    {
      template: 'ticket-answered-notice',
      subject: t.subject,
      intro: { text: t.intro, values: {} },
      details: [],
      next: t.next,
      action: { label: t.action, url },
    },
  );
}
