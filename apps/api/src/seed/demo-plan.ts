import type { Gateway, Locale, RequestStatus } from '@visadesk/contract';
import {
  DEMO_NATIONALITIES,
  DEMO_REQUIREMENTS,
  DEMO_VISAS,
  type DemoVisa,
  TYPE_REQUIREMENTS,
} from './catalog-data';
import {
  CHANGE_REASONS,
  DEMO_STAFF,
  type DemoApplicant,
  type DemoPerson,
  NOTES,
  PeopleFactory,
  REJECTION_REASONS,
  type Spelled,
  TICKETS,
  UNPAID_CANCEL_NOTE,
  VISITORS,
} from './demo-people';
import type { DemoRandom } from './demo-random';

/**
 * What the demo agency's last 90 days were: who applied for which visa with whom, how they paid,
 * which documents they sent and when, and what staff did with each request. Pure and
 * deterministic (the dice are seeded); demo-requests.ts carries it out through the API's services.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const DAYS_BACK = 90;

/** Who acts for the agency: 0 is the demo admin, 1… the staff of DEMO_STAFF in order. */
export type StaffIndex = number;

export type PlannedAction =
  | { type: 'document'; traveller: number; requirement: string; by: 'user' | 'admin' }
  | { type: 'pay'; gateway: Gateway; outcome: 'success' | 'failed' | 'abandoned' }
  | { type: 'cash'; note: string | undefined }
  | { type: 'assign'; traveller: number }
  | {
      type: 'move';
      traveller: number;
      to: RequestStatus;
      by: 'admin' | 'user';
      reason?: string | undefined;
      note?: string | undefined;
    };

export interface PlannedStep {
  at: number;
  action: PlannedAction;
}

export interface PlannedGroup {
  applicant: number;
  visa: DemoVisa;
  travellers: DemoPerson[];
  /** Submission time. */
  at: number;
  /** Who at the agency handles it (assignment, moves, cash). */
  handler: StaffIndex;
  steps: PlannedStep[];
}

export interface PlannedTicket {
  at: number;
  /** The applicant who wrote (index into applicants), or a visitor without an account. */
  applicant: number | null;
  visitor: (typeof VISITORS)[number] | null;
  /** The group whose first request the ticket names. */
  group: number | null;
  subject: string;
  message: string;
  status: 'open' | 'in-progress' | 'closed';
  statusAt: number;
  /** The language it is written in, and the staff answer (in it) that moved it, if any. */
  locale: Locale;
  answer: string | null;
}

export interface DemoPlan {
  /** The demo applicant first. */
  applicants: DemoApplicant[];
  /** When each applicant registered. */
  registeredAt: number[];
  /** Oldest submission first. */
  groups: PlannedGroup[];
  tickets: PlannedTicket[];
}

type PaymentMode =
  | { kind: 'unpaid'; canceled: boolean; attempt: 'none' | 'abandoned' | 'failed' }
  | { kind: 'online'; gateway: Gateway; before: 'none' | 'failed' | 'switched' }
  | { kind: 'cash' };

interface GroupDraft {
  applicant: number;
  visa: DemoVisa;
  travellers: DemoPerson[];
  at: number;
  handler: StaffIndex;
  payment: PaymentMode;
  /** When the group became Paid (online or cash); null when it never did. */
  paidAt: number | null;
  targets: RequestStatus[];
  /** Target forced by the demo applicant's story or the every-status rule: keep it. */
  fixed: boolean;
}

const eligible = (visa: DemoVisa, nationality: string) =>
  visa.destination === 'IR' ||
  visa.destination === 'SY' ||
  (DEMO_NATIONALITIES.includes(nationality) && visa.destination !== nationality);

/** How popular each visa is with the agency's customers (Baghdad, Basra, Erbil). */
function visaWeight(visa: DemoVisa, kind: DemoApplicant['kind']): number {
  if (kind === 'company') return visa.type === 'business' || visa.type === 'work' ? 4 : 0;
  const byType: Record<string, number> = {
    tourist: 3,
    religious: 3,
    medical: 2,
    business: kind === 'single' ? 1 : 0,
    work: kind === 'single' ? 0.5 : 0,
    study: kind === 'single' ? 0.6 : 0,
    transit: 0.2,
  };
  const favourite = ['TR', 'AE', 'IR', 'JO', 'GE', 'EG', 'LB', 'IN', 'SA'].includes(visa.destination) ? 3 : 1;
  return (byType[visa.type] ?? 1) * favourite * (visa.featured ? 1.5 : 1);
}

/** Baghdad time (UTC+3, no daylight saving). */
const localHour = (t: number) => (new Date(t).getUTCHours() + 3) % 24;

// The helpers below draw their dice whatever the time, so the plan's shape (people, groups,
// visas, references) does not depend on the hour the demo is started.

/** Moves a staff action into office hours (09–17 Baghdad), the next morning if need be. */
function officeHours(t: number, rng: DemoRandom): number {
  const minutes = rng.between(5, 150);
  const h = localHour(t);
  if (h >= 9 && h < 17) return t;
  const startOfLocalDay = t - (((new Date(t).getUTCHours() + 3) % 24) * HOUR + (t % HOUR));
  const morning = startOfLocalDay + (h >= 17 ? DAY : 0) + 9 * HOUR;
  return morning + minutes * MINUTE;
}

/** Applicants apply while awake (08–24 Baghdad). */
function awake(t: number, rng: DemoRandom): number {
  const minutes = rng.between(0, 90);
  const h = localHour(t);
  return h >= 8 ? t : t + (8 - h) * HOUR + minutes * MINUTE;
}

export function planAgency(size: number, now: number, rng: DemoRandom, demoApplicantEmail: string): DemoPlan {
  const latest = now - 20 * MINUTE;
  const year = new Date(now).getUTCFullYear();
  const people = new PeopleFactory(rng.fork('people'), year);

  const demo: DemoApplicant = {
    fullName: 'Zaid Adel Salman',
    email: demoApplicantEmail,
    phone: '+9647701234567',
    locale: 'en',
    origin: 'iraqi',
    kind: 'family',
    people: people.demoFamily(),
    weight: 0,
  };
  const others = people.applicants(Math.max(4, Math.round((size * 39) / 300)));
  const applicants = [demo, ...others];

  const dice = rng.fork('groups');
  const drafts: GroupDraft[] = [];
  let travellers = 0;
  const visaBy = (destination: string, type: string) =>
    DEMO_VISAS.find((v) => v.destination === destination && v.type === type)!;

  // The demo applicant's own story, so signing in as them shows every side of the portal.
  if (size >= 12) {
    const [zaid, noor, ali, maryam] = demo.people as [DemoPerson, DemoPerson, DemoPerson, DemoPerson];
    const story: [number, DemoVisa, DemoPerson[], PaymentMode, RequestStatus][] = [
      [58 * DAY, visaBy('TR', 'tourist'), [zaid, noor, ali, maryam], online('qi-card'), 'Approved'],
      [11 * DAY, visaBy('AE', 'tourist'), [zaid], online('zain-cash'), 'Modified'],
      [3 * DAY, visaBy('GE', 'tourist'), [zaid, noor], online('zain-cash', 'failed'), 'InProcess'],
      [2 * HOUR, visaBy('EG', 'tourist'), [noor], unpaid('none'), 'Requested'],
    ];
    for (const [ago, visa, group, payment, target] of story) {
      const at = latest - ago - dice.between(5, 50) * MINUTE;
      drafts.push(draft(0, visa, group, at, 1, payment, target, true));
      travellers += group.length;
    }
  }

  // Everyone else applies at least once, then the regulars again, until the size is reached.
  const weights = applicants.map((a, i) => [i, a.weight] as const).filter(([, w]) => w > 0);
  for (let turn = 0; travellers < size; turn++) {
    const applicant = turn < others.length ? turn + 1 : dice.weighted(weights);
    const group = chooseGroup(applicants[applicant]!, Math.min(4, size - travellers));
    travellers += group.travellers.length;
    // More recent submissions are likelier: the agency is growing.
    const ago = DAYS_BACK * DAY * (1 - Math.sqrt(1 - dice.next() * 0.995));
    const at = Math.min(awake(latest - ago, dice), latest - dice.between(5, 60) * MINUTE);
    drafts.push(
      draft(
        applicant,
        group.visa,
        group.travellers,
        at,
        chooseHandler(),
        choosePayment(latest - at),
        null,
        false,
      ),
    );
  }
  drafts.sort((a, b) => a.at - b.at);
  coverEveryStatus(drafts);

  const groups = drafts.map((d, i) => ({
    applicant: d.applicant,
    visa: d.visa,
    travellers: d.travellers,
    at: d.at,
    handler: d.handler,
    steps: timeline(d, rng.fork(`group-${i}`), applicants[d.applicant]!.locale),
  }));

  const registeredAt = applicants.map((_, i) => {
    const first = groups.find((g) => g.applicant === i)?.at ?? latest;
    return first - dice.between(10 * MINUTE, 3 * DAY);
  });
  return { applicants, registeredAt, groups, tickets: planTickets() };

  function online(gateway: Gateway, before: 'none' | 'failed' | 'switched' = 'none'): PaymentMode {
    return { kind: 'online', gateway, before };
  }
  function unpaid(attempt: 'none' | 'abandoned' | 'failed', canceled = false): PaymentMode {
    return { kind: 'unpaid', canceled, attempt };
  }

  function chooseHandler(): StaffIndex {
    return dice.weighted([
      [0, 2],
      [1, 3],
      [2, 2.5],
      [3, 2.5],
    ]);
  }

  function chooseGroup(applicant: DemoApplicant, room: number) {
    const nationality = applicant.people[0]!.nationality;
    const options = DEMO_VISAS.filter((v) => eligible(v, nationality)).map(
      (v) => [v, visaWeight(v, applicant.kind)] as const,
    );
    const visa = dice.weighted(options.filter(([, w]) => w > 0));
    const [self, ...rest] = applicant.people as [DemoPerson, ...DemoPerson[]];
    let group: DemoPerson[];
    if (applicant.kind === 'company') {
      group = dice.shuffle(applicant.people).slice(0, dice.int(1, 3));
    } else if (applicant.kind === 'single' || visa.type === 'study' || visa.type === 'work') {
      group = dice.chance(0.8) ? [self] : [self, rest[0]!];
    } else if (visa.type === 'medical') {
      group = [self, rest[0]!].slice(0, dice.int(1, 2));
    } else {
      const count = dice.weighted([
        [1, 3],
        [2, 2.5],
        [3, 2],
        [4, 2.5],
      ]);
      group = applicant.people.slice(0, Math.min(count, applicant.people.length));
    }
    return { visa, travellers: group.slice(0, Math.max(1, room)) };
  }

  function choosePayment(age: number): PaymentMode {
    const gateway: Gateway = dice.chance(0.52) ? 'qi-card' : 'zain-cash';
    const before = dice.weighted([
      ['none', 7.5],
      ['failed', 1.5],
      ['switched', 1],
    ] as const);
    const attempt = dice.weighted([
      ['none', 5.5],
      ['abandoned', 3.5],
      ['failed', 1],
    ] as const);
    if (age < 6 * HOUR) return dice.chance(0.55) ? unpaid(attempt) : online(gateway, before);
    if (age < 3 * DAY)
      return dice.weighted([
        [unpaid(attempt), 15],
        [online(gateway, before), 70],
        [{ kind: 'cash' } as PaymentMode, 15],
      ]);
    return dice.weighted([
      [unpaid(attempt), 5],
      [unpaid(attempt, age > 16 * DAY), 4],
      [online(gateway, before), 72],
      [{ kind: 'cash' } as PaymentMode, 17],
    ]);
  }

  function draft(
    applicant: number,
    visa: DemoVisa,
    group: DemoPerson[],
    at: number,
    handler: StaffIndex,
    payment: PaymentMode,
    target: RequestStatus | null,
    fixed: boolean,
  ): GroupDraft {
    const quick = dice.chance(0.7);
    const online = at + (quick ? dice.between(15, 180) : dice.between(180, 1800)) * MINUTE;
    const cash = officeHours(at + dice.between(2 * HOUR, 2 * DAY), dice);
    let paidAt = payment.kind === 'online' ? online : payment.kind === 'cash' ? cash : null;
    if (paidAt !== null && paidAt > latest - 10 * MINUTE) {
      if (fixed) paidAt = at + (latest - at) * 0.3;
      else {
        payment = { kind: 'unpaid', canceled: false, attempt: 'abandoned' };
        paidAt = null;
      }
    }
    const since = latest - (paidAt ?? at);
    const lead = afterPayment(since);
    const own = group.map((_, i) => {
      const same = dice.chance(0.8);
      const other = afterPayment(since);
      return i === 0 || same ? lead : other;
    });
    const targets = group.map((_, i) =>
      target ? target : payment.kind !== 'unpaid' ? own[i]! : payment.canceled ? 'Canceled' : 'Requested',
    );
    return { applicant, visa, travellers: group, at, handler, payment, paidAt, targets, fixed };
  }

  /** Where a paid request is now, given how long ago it was paid. */
  function afterPayment(since: number): RequestStatus {
    if (since < 8 * HOUR)
      return dice.weighted([
        ['Paid', 75],
        ['InProcess', 25],
      ] as const);
    if (since < 3 * DAY)
      return dice.weighted([
        ['Paid', 30],
        ['InProcess', 40],
        ['Modified', 12],
        ['Approved', 10],
        ['Rejected', 4],
        ['Canceled', 4],
      ] as const);
    if (since < 12 * DAY)
      return dice.weighted([
        ['Paid', 6],
        ['InProcess', 28],
        ['Modified', 12],
        ['Approved', 45],
        ['Rejected', 5],
        ['Canceled', 4],
      ] as const);
    return dice.weighted([
      ['InProcess', 3],
      ['Modified', 4],
      ['Approved', 75],
      ['Rejected', 9],
      ['Canceled', 9],
    ] as const);
  }

  /** A small agency still shows every status: the missing ones replace the commonest. */
  function coverEveryStatus(all: GroupDraft[]) {
    const statuses: RequestStatus[] = [
      'Requested',
      'Paid',
      'InProcess',
      'Modified',
      'Approved',
      'Rejected',
      'Canceled',
    ];
    for (const status of statuses) {
      if (all.some((d) => d.targets.includes(status))) continue;
      const open = all.filter((d) => !d.fixed);
      if (status === 'Requested') {
        const newest = open[open.length - 1];
        if (!newest) continue;
        newest.payment = { kind: 'unpaid', canceled: false, attempt: 'abandoned' };
        newest.paidAt = null;
        newest.targets.fill('Requested');
        newest.fixed = true;
        continue;
      }
      const paid = open.filter((d) => d.paidAt !== null);
      const donor = paid[Math.floor(paid.length / 3)];
      if (!donor) continue;
      const index = donor.targets.indexOf('Approved');
      donor.targets[index >= 0 ? index : 0] = status;
      donor.fixed = true;
    }
  }

  function planTickets(): PlannedTicket[] {
    const count = Math.max(3, Math.round((size * TICKETS.length) / 300));
    const tickets: PlannedTicket[] = [];
    const t = rng.fork('tickets');
    const recent = groups.filter((g) => g.at > latest - 30 * DAY && g.applicant !== 0);
    for (let i = 0; i < count; i++) {
      const template = TICKETS[i % TICKETS.length]!;
      // An applicant writes about one of their recent requests; a company about its staff's.
      const company = template.from === 'company';
      const candidates = recent.filter((g) => (applicants[g.applicant]!.kind === 'company') === company);
      const group = template.from === 'visitor' || candidates.length === 0 ? null : t.pick(candidates);
      const visitor = group ? null : VISITORS[i % VISITORS.length]!;
      const locale: Locale = group
        ? applicants[group.applicant]!.locale
        : /[\u0600-\u06FF]/.test(visitor!.name)
          ? 'ar'
          : 'en';
      const since = group ? group.at : latest - 30 * DAY;
      const at = Math.min(latest - 30 * MINUTE, since + t.between(HOUR, 6 * DAY));
      tickets.push({
        at,
        applicant: group ? group.applicant : null,
        visitor,
        group: group ? groups.indexOf(group) : null,
        subject: template.subject[locale],
        message: template.message[locale],
        status: template.status,
        locale,
        answer: template.answer?.[locale] ?? null,
        statusAt: Math.min(latest - 5 * MINUTE, officeHours(at + t.between(HOUR, 2 * DAY), t)),
      });
    }
    // The demo applicant asked about their newest application and was answered, so their
    // contact page shows a conversation on first sign-in.
    const own = groups.filter((g) => g.applicant === 0).sort((a, b) => b.at - a.at)[0];
    const asked = TICKETS.find((x) => x.from === 'applicant' && x.status === 'in-progress' && x.answer);
    if (own && asked) {
      const at = Math.min(latest - 30 * MINUTE, own.at + t.between(HOUR, 2 * DAY));
      const locale = applicants[0]!.locale;
      tickets.push({
        at,
        applicant: 0,
        visitor: null,
        group: groups.indexOf(own),
        subject: asked.subject[locale],
        message: asked.message[locale],
        status: asked.status,
        locale,
        answer: asked.answer![locale],
        statusAt: Math.min(latest - 5 * MINUTE, officeHours(at + t.between(HOUR, DAY), t)),
      });
    }
    return tickets.sort((a, b) => a.at - b.at);
  }

  /** The group's steps, oldest first: documents, payment, then each request's way to its target. */
  function timeline(d: GroupDraft, r: DemoRandom, locale: Locale): PlannedStep[] {
    const steps: PlannedStep[] = [];
    const add = (at: number, action: PlannedAction) => {
      if (at <= latest) steps.push({ at, action });
    };
    const say = (text: Spelled, by: Locale) => text[by];
    const staffLocale: Locale = d.handler === 0 ? 'en' : DEMO_STAFF[d.handler - 1]!.locale;
    const documents = TYPE_REQUIREMENTS[d.visa.type];

    // Documents: the applicant uploads most right after submitting (before paying, as the portal
    // asks); a cash payer's are scanned at the office just before they pay.
    const uploads: { traveller: number; requirement: string }[] = [];
    d.travellers.forEach((person, traveller) => {
      for (const requirement of documents) {
        if (requirement === 'address' || (requirement === 'birth' && !person.minor)) continue;
        if (r.chance(requirement === 'passport' ? 0.92 : requirement === 'photo' ? 0.85 : 0.18))
          uploads.push({ traveller, requirement });
      }
    });
    const atOffice = d.payment.kind === 'cash' && r.chance(0.5);
    const spacing = Math.min(5 * MINUTE, ((d.paidAt ?? d.at + HOUR) - d.at) / (uploads.length + 2));
    uploads.forEach(({ traveller, requirement }, i) => {
      if (atOffice)
        add(d.paidAt! - (uploads.length - i) * MINUTE, {
          type: 'document',
          traveller,
          requirement,
          by: 'admin',
        });
      else
        add(d.at + spacing * (i + 1) - r.between(0, spacing / 2), {
          type: 'document',
          traveller,
          requirement,
          by: 'user',
        });
    });

    // Payment.
    const p = d.payment;
    if (p.kind === 'online') {
      const other: Gateway = p.gateway === 'qi-card' ? 'zain-cash' : 'qi-card';
      if (p.before === 'failed')
        add(d.paidAt! - r.between(5, 40) * MINUTE, {
          type: 'pay',
          gateway: r.chance(0.6) ? p.gateway : other,
          outcome: 'failed',
        });
      if (p.before === 'switched')
        add(d.paidAt! - r.between(3, 20) * MINUTE, { type: 'pay', gateway: other, outcome: 'abandoned' });
      add(d.paidAt!, { type: 'pay', gateway: p.gateway, outcome: 'success' });
    } else if (p.kind === 'cash') {
      add(d.paidAt!, {
        type: 'cash',
        note: r.chance(0.6) ? `${r.pick(['Receipt', 'إيصال'])} ${r.int(1000, 1999)}` : undefined,
      });
    } else {
      const tried = d.at + r.between(10, 90) * MINUTE;
      if (p.attempt !== 'none')
        add(tried, {
          type: 'pay',
          gateway: r.chance(0.5) ? 'qi-card' : 'zain-cash',
          outcome: p.attempt === 'failed' ? 'failed' : 'abandoned',
        });
      if (p.canceled) {
        const when = officeHours(d.at + r.between(14, 20) * DAY, r);
        for (const traveller of d.travellers.keys())
          add(when + traveller * MINUTE, {
            type: 'move',
            traveller,
            to: 'Canceled',
            by: 'admin',
            note: say(UNPAID_CANCEL_NOTE, staffLocale),
          });
      }
    }
    if (d.paidAt === null) return steps.sort((a, b) => a.at - b.at);

    // Each request's way from Paid: travellers heading the same way move together.
    d.travellers.forEach((_, traveller) => {
      const target = d.targets[traveller]!;
      const same = r.fork(`${target}`);
      const offset = traveller * same.between(1, 4) * MINUTE;
      const had = new Set(uploads.filter((u) => u.traveller === traveller).map((u) => u.requirement));
      for (const step of requestSteps(d, target, same, locale, staffLocale, traveller, had))
        add(step.at + offset, step.action);
    });
    return steps.sort((a, b) => a.at - b.at);
  }

  function requestSteps(
    d: GroupDraft,
    target: RequestStatus,
    r: DemoRandom,
    locale: Locale,
    staffLocale: Locale,
    traveller: number,
    /** The documents this traveller uploaded before paying. */
    had: ReadonlySet<string>,
  ): PlannedStep[] {
    const processing = Math.max(0.3, d.visa.processingDays * r.between(0.5, 1.1)) * DAY;
    const pickup = r.between(HOUR, 26 * HOUR);
    const changeable = TYPE_REQUIREMENTS[d.visa.type].filter((k) => k in CHANGE_REASONS);
    const change = r.pick(changeable.length > 0 ? changeable : ['passport']);
    const loop = (target === 'Approved' || target === 'Rejected') && !d.fixed && r.chance(0.18);
    const viaModified = target === 'Canceled' && latest - d.paidAt! > 12 * DAY && r.chance(0.4);
    const note = (kind: keyof typeof NOTES, p: number) =>
      r.chance(p) ? r.pick(NOTES[kind])[staffLocale] : undefined;

    // [gap since the previous step, whether staff make it, the action]
    const plan: [number, boolean, PlannedAction][] = [];
    const move = (to: RequestStatus, extra: { reason?: string; note?: string | undefined } = {}) =>
      ({ type: 'move', traveller, to, by: 'admin', ...extra }) as PlannedAction;
    if (target === 'Paid') {
      if (r.chance(0.35)) plan.push([pickup, true, { type: 'assign', traveller }]);
    } else if (target === 'Canceled' && !viaModified) {
      plan.push([
        r.between(2 * HOUR, 4 * DAY),
        true,
        move('Canceled', { note: r.pick(NOTES.canceled)[staffLocale] }),
      ]);
    } else {
      plan.push([pickup, true, move('InProcess', { note: note('pickup', 0.35) })]);
      if (target === 'Modified' || loop || viaModified) {
        const reason = CHANGE_REASONS[change]![locale];
        plan.push([processing * r.between(0.2, 0.6), true, move('Modified', { reason })]);
      }
      if (target === 'Modified' && r.chance(0.5))
        plan.push([
          r.between(2 * HOUR, 2 * DAY),
          false,
          { type: 'document', traveller, requirement: change, by: 'user' },
        ]);
      if (loop) {
        plan.push([
          r.between(3 * HOUR, 3 * DAY),
          false,
          { type: 'document', traveller, requirement: change, by: 'user' },
        ]);
        // A request goes back only with every document its visa asks for: the rest come first.
        for (const requirement of TYPE_REQUIREMENTS[d.visa.type]) {
          if (requirement === change || had.has(requirement) || !isDocument(requirement)) continue;
          plan.push([2 * MINUTE, false, { type: 'document', traveller, requirement, by: 'user' }]);
        }
        plan.push([
          r.between(20 * MINUTE, 10 * HOUR),
          false,
          { type: 'move', traveller, to: 'InProcess', by: 'user' },
        ]);
      }
      if (viaModified)
        plan.push([
          r.between(9 * DAY, 16 * DAY),
          true,
          move('Canceled', { note: NOTES.canceled[1]![staffLocale] }),
        ]);
      if (target === 'Approved')
        plan.push([processing * (loop ? 0.4 : 1), true, move('Approved', { note: note('approved', 0.4) })]);
      if (target === 'Rejected')
        plan.push([
          processing * (loop ? 0.4 : 1),
          true,
          move('Rejected', { reason: r.pick(REJECTION_REASONS)[locale] }),
        ]);
    }

    // Office hours when the steps fit before now; squeezed in proportion when they would not.
    const room = latest - 5 * MINUTE - d.paidAt!;
    const build = (squeeze: number, office: boolean) => {
      let t = d.paidAt!;
      return plan.map(([gap, staff, action]) => {
        t += Math.max(MINUTE, gap * squeeze);
        if (office && staff) t = officeHours(t, r);
        return { at: t, action };
      });
    };
    const relaxed = build(1, true);
    if (relaxed.length === 0 || relaxed[relaxed.length - 1]!.at <= d.paidAt! + room) return relaxed;
    const total = plan.reduce((sum, [gap]) => sum + gap, 0);
    return build(Math.min(1, (room - plan.length * MINUTE) / total), false);
  }
}

const isDocument = (key: string) => DEMO_REQUIREMENTS.find((q) => q.key === key)?.kind === 'document';
