import { randomBytes } from 'node:crypto';
import {
  type CreateRequestGroup,
  type Locale,
  PERMISSIONS,
  PERSONAL_FIELD_KEYS,
  type Permission,
  type RequestStatus,
} from '@visadesk/contract';
import type { Tx } from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { lifecycleDeps } from '../domain/request-lifecycle/deps';
import { readUpload } from '../lib/http/uploads';
import { createStaff } from '../modules/admins/service';
import { resubmitRequest } from '../modules/applicant/resubmit';
import { hashPassword } from '../modules/auth/passwords';
import { revokeSubject } from '../modules/auth/refresh-tokens';
import { recordCashPayment } from '../modules/payments/cash';
import { paymentDeps } from '../modules/payments/deps';
import { createPayment, verifyQiCard, verifyZainCash } from '../modules/payments/gateways';
import { createRequestGroup } from '../modules/requests/create';
import { addDocument } from '../modules/requests/documents';
import { updateRequest } from '../modules/requests/update';
import { replyAsStaff } from '../modules/tickets/replies';
import { openTicket, setTicketStatus } from '../modules/tickets/service';
import { mailTokens } from '../modules/users/mail-links';
import { finishRegistration } from '../modules/users/registration';
import { TYPE_FIELDS } from './catalog-data';
import { finish, Stamps, stampTicket } from './demo-back-dating';
import { type DemoFile, type DocumentContext, demoDocument } from './demo-files';
import { DemoSandbox } from './demo-payments';
import {
  DEMO_STAFF,
  DESTINATIONS,
  type DemoApplicant,
  type DemoPerson,
  fullName,
  quadrupleName,
  TRAVEL_REASONS,
} from './demo-people';
import { DAY, MINUTE, type PlannedGroup, planAgency } from './demo-plan';
import { DemoRandom } from './demo-random';
import { seedView, uploadOf } from './demo-view';

/** How many requests `npm start` seeds into an empty database. */
export const DEMO_AGENCY_REQUESTS = 300;
/** The dice's seed: change it and every demo database (and screenshot) changes. */
export const DEMO_SEED = 20_260_301;

export interface DemoCatalog {
  countryIds: Map<string, string>;
  countryNames: Map<string, string>;
  requirementIds: Map<string, string>;
  /** By `${destination iso2}:${visa type}`, unique in the demo catalog. */
  visaIds: Map<string, string>;
}

export interface DemoAgency {
  applicants: number;
  requests: number;
  documents: number;
  tickets: number;
}

/**
 * The demo agency's last 90 days, written through the same service functions the API's routes
 * call (registration, create-request-group, payments, documents, status moves, tickets), so every
 * row obeys the API's rules and carries what they write: history, events, refunds, the counts
 * tables kept by triggers. Runs inside the caller's transaction (`tx`): the services see a view of
 * the app whose database is that transaction (demo-view.ts), whose payment providers are the
 * seed's in-process sandbox (demo-payments.ts) and whose mailer drops mail (no applicant gets
 * hundreds of "your request moved" mails for a history that never happened).
 *
 * The services stamp everything "now". While the steps run, the moment each row belongs to in
 * the plan is noted (Stamps, demo-back-dating.ts), and at the end a few UPDATEs in the same
 * transaction back-date them: the only writes here that do not go through a service, touching
 * timestamps only.
 */
export async function seedDemoAgency(
  app: FastifyInstance,
  tx: Tx,
  options: {
    requests: number;
    demoAdminId: string;
    applicantEmail: string;
    applicantPassword: string;
    catalog: DemoCatalog;
    /** Files stored so far; the caller removes them if the transaction fails. */
    storedKeys: string[];
    now?: number;
  },
): Promise<DemoAgency> {
  if (app.config.NODE_ENV === 'production') throw new Error('Demo data is never seeded in production');
  const now = options.now ?? Date.now();
  const rng = new DemoRandom(DEMO_SEED);
  const plan = planAgency(options.requests, now, rng, options.applicantEmail);
  const sandbox = new DemoSandbox(app, rng.fork('payments'));
  const view = seedView(app, tx, sandbox.providers, options.storedKeys);
  const lifecycle = lifecycleDeps(view);
  const payment = paymentDeps(view);
  const files = rng.fork('files');
  const payer = rng.fork('payer');
  const { catalog } = options;

  // The agency's staff: they pick requests up, move them and take cash. Nobody knows their
  // passwords (an admin resets one to sign in as them).
  const actors: { id: string; perms: readonly Permission[] }[] = [
    { id: options.demoAdminId, perms: PERMISSIONS },
  ];
  for (const person of DEMO_STAFF) {
    const staff = await createStaff(view, {
      ...person,
      permissions: [...person.permissions],
      password: randomBytes(24).toString('base64url'),
      isActive: true,
    });
    actors.push({ id: staff.id, perms: person.permissions });
  }

  // Applicants register as the portal's flow does: a verification link's token, followed. Only
  // the demo applicant has a password anyone knows; the others share one hash of a random one.
  const [demoHash, otherHash] = await Promise.all([
    hashPassword(options.applicantPassword),
    hashPassword(randomBytes(24).toString('base64url')),
  ]);
  const userIds: string[] = [];
  for (const [i, applicant] of plan.applicants.entries()) {
    const token = await mailTokens(view).seal(
      'register',
      {
        fullName: applicant.fullName,
        email: applicant.email,
        phone: applicant.phone,
        locale: applicant.locale,
      },
      3600,
    );
    const { user } = await finishRegistration(view, token, i === 0 ? demoHash : otherHash);
    // Following the link signs the applicant in; this session was never used.
    await revokeSubject(tx, 'user', user.id);
    userIds.push(user.id);
  }

  const stamps = new Stamps();
  const lastSeen = [...plan.registeredAt];
  const images = new Map<string, Buffer>();
  /** Each request's version as the services last answered it (every change moves it on). */
  const versions = new Map<string, number>();
  const firstReferences: string[] = [];
  let documents = 0;

  for (const group of plan.groups) {
    const applicant = plan.applicants[group.applicant]!;
    const userId = userIds[group.applicant]!;
    const handler = actors[group.handler]!;
    const trip = tripDates(group, now, rng);
    const created = await createRequestGroup(lifecycle, userId, {
      visaId: catalog.visaIds.get(`${group.visa.destination}:${group.visa.type}`)!,
      travellers: group.travellers.map((p) => travellerBody(p, group, applicant, trip, catalog, rng)),
    });
    const { groupId } = created;
    const requestIds = created.requests.map((r) => r.id);
    firstReferences.push(created.requests[0]!.reference);
    stamps.groups.push({ id: groupId, t: group.at });
    const status = new Map<string, RequestStatus>();
    for (const id of requestIds) {
      status.set(id, 'Requested');
      versions.set(id, 1);
      stamps.requests.set(id, { created: group.at, updated: group.at });
      stamps.history.push({ request: id, from: null, to: 'Requested', t: group.at });
    }
    /** The open payment attempt: expired when the applicant starts another. */
    let pending: string | null = null;
    let paid = false;
    const assigned = new Set<string>();
    const moved = (id: string, to: RequestStatus, t: number) => {
      if (to === 'Paid') versions.set(id, versions.get(id)! + 1);
      stamps.history.push({ request: id, from: status.get(id)!, to, t });
      stamps.touch(id, t);
      status.set(id, to);
    };

    for (const { at, action } of group.steps) {
      switch (action.type) {
        case 'document': {
          const person = group.travellers[action.traveller]!;
          const file = documentFor(action.requirement, person, group, applicant, trip);
          const doc = await addDocument(
            view,
            requestIds[action.traveller]!,
            catalog.requirementIds.get(action.requirement),
            action.by === 'user' ? { type: 'user', id: userId } : { type: 'admin', id: handler.id },
            (allowed, maxBytes) => readUpload(uploadOf(file), allowed, maxBytes),
          );
          stamps.documents.push({ id: doc.id, t: at });
          documents++;
          break;
        }
        case 'pay': {
          // The payer spends a few minutes on the provider's page.
          const opened = at - payer.between(1, 4) * MINUTE;
          const started = await createPayment(payment, userId, groupId, action.gateway, applicant.locale);
          if (pending && pending !== started.transactionId)
            stamps.transactions.get(pending)!.completed = opened;
          if (pending !== started.transactionId)
            stamps.transactions.set(started.transactionId, { created: opened, completed: null });
          pending = started.transactionId;
          if (action.outcome === 'abandoned') break;
          if (action.gateway === 'zain-cash')
            await verifyZainCash(payment, await sandbox.payZainCash(started.transactionId, action.outcome));
          else await verifyQiCard(payment, sandbox.payQiCard(started.transactionId, action.outcome));
          stamps.transactions.get(started.transactionId)!.completed = at;
          pending = null;
          if (action.outcome === 'success') {
            paid = true;
            for (const id of requestIds) if (status.get(id) === 'Requested') moved(id, 'Paid', at);
          }
          break;
        }
        case 'cash': {
          const cash = await recordCashPayment(lifecycle, handler.id, groupId, action.note);
          stamps.transactions.set(cash.transactionId, { created: at, completed: at });
          paid = true;
          for (const id of requestIds) if (status.get(id) === 'Requested') moved(id, 'Paid', at);
          break;
        }
        case 'assign': {
          const id = requestIds[action.traveller]!;
          const detail = await updateRequest(
            lifecycle,
            handler.id,
            id,
            { version: versions.get(id)!, assignedAdminId: handler.id },
            handler.perms,
          );
          versions.set(id, detail.version);
          assigned.add(id);
          stamps.touch(id, at);
          break;
        }
        case 'move': {
          const id = requestIds[action.traveller]!;
          if (action.by === 'user') {
            // The applicant answers the requested changes from the portal.
            const detail = await resubmitRequest(lifecycle, userId, id, { version: versions.get(id)! });
            versions.set(id, detail.version);
            moved(id, action.to, at);
            break;
          }
          const assign = action.to === 'InProcess' && !assigned.has(id);
          const detail = await updateRequest(
            lifecycle,
            handler.id,
            id,
            {
              version: versions.get(id)!,
              status: action.to,
              ...(action.reason ? { reason: action.reason } : {}),
              ...(action.note ? { note: action.note } : {}),
              ...(assign ? { assignedAdminId: handler.id } : {}),
            },
            handler.perms,
          );
          versions.set(id, detail.version);
          if (assign) assigned.add(id);
          if (action.note) stamps.notes.push({ request: id, body: action.note, t: at });
          // A paid request that will not be served is owed its price back (a refund row).
          if (paid && (action.to === 'Canceled' || action.to === 'Rejected'))
            stamps.refunds.push({ request: id, t: at });
          moved(id, action.to, at);
          break;
        }
      }
      const byApplicant =
        action.type === 'pay' ||
        ((action.type === 'document' || action.type === 'move') && action.by === 'user');
      if (byApplicant) lastSeen[group.applicant] = Math.max(lastSeen[group.applicant]!, at);
    }
    lastSeen[group.applicant] = Math.max(lastSeen[group.applicant]!, group.at);
  }

  // Tickets are answered by the first staff member who handles requests.
  const answerer = (
    actors.find((a) => a.id !== options.demoAdminId && a.perms.includes('process-requests')) ?? actors[0]!
  ).id;
  for (const ticket of plan.tickets) {
    const applicant = ticket.applicant === null ? null : plan.applicants[ticket.applicant]!;
    const who = applicant
      ? { name: applicant.fullName, email: applicant.email, phone: applicant.phone ?? undefined }
      : {
          name: ticket.visitor!.name,
          email: ticket.visitor!.email,
          phone: ticket.visitor!.phone ?? undefined,
        };
    const row = await openTicket(
      view,
      {
        ...who,
        subject: ticket.subject,
        message: ticket.message,
        requestReference: ticket.group === null ? undefined : firstReferences[ticket.group],
        locale: ticket.locale,
      },
      ticket.applicant === null ? null : userIds[ticket.applicant]!,
    );
    await stampTicket(tx, row.id, ticket.at, ticket.at);
    if (ticket.status !== 'open') {
      // Answered through the service the back office uses (its mail dropped by the view's mailer).
      if (ticket.answer)
        await replyAsStaff(view, row.id, answerer, { body: ticket.answer, status: ticket.status });
      else await setTicketStatus(view, row.id, ticket.status);
      await stampTicket(tx, row.id, ticket.at, ticket.statusAt);
    }
  }

  await stamps.apply(tx);
  await finish(view, tx, userIds, plan.registeredAt, lastSeen);
  return {
    applicants: plan.applicants.length,
    requests: plan.groups.reduce((n, g) => n + g.travellers.length, 0),
    documents,
    tickets: plan.tickets.length,
  };

  function documentFor(
    requirement: string,
    person: DemoPerson,
    group: PlannedGroup,
    applicant: DemoApplicant,
    trip: { travelDate: string; returnDate: string },
  ): DemoFile {
    const destination = DESTINATIONS[group.visa.destination]!;
    const context: DocumentContext = {
      name: fullName(person, 'en'),
      passportNumber: person.passportNumber,
      sex: person.sex,
      nationality: person.nationality,
      minor: person.minor,
      dateOfBirth: person.dateOfBirth,
      destination: { ...destination, name: catalog.countryNames.get(group.visa.destination) ?? '' },
      ...trip,
      arabic: applicant.locale === 'ar',
    };
    return demoDocument(requirement, context, files, images);
  }
}

/** The trip's dates: some weeks after submitting, and never before today (the create rules). */
function tripDates(group: PlannedGroup, now: number, rng: DemoRandom) {
  const earliest = now + 2 * DAY;
  const travel = Math.max(earliest + rng.between(0, 50) * DAY, group.at + rng.between(14, 70) * DAY);
  const stay = Math.min(group.visa.stayDays, rng.int(5, 21));
  return { travelDate: day(travel), returnDate: day(travel + stay * DAY) };
}

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** A traveller as the portal's form sends them: the fields this visa requires. */
function travellerBody(
  person: DemoPerson,
  group: PlannedGroup,
  applicant: DemoApplicant,
  trip: { travelDate: string; returnDate: string },
  catalog: DemoCatalog,
  rng: DemoRandom,
): CreateRequestGroup['travellers'][number] {
  const script: Locale = applicant.locale;
  const expiry = new Date(trip.returnDate);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + person.passportYears);
  const all = {
    fullName: fullName(person, script),
    fullQuadrupleName: quadrupleName(person, script),
    passportNumber: person.passportNumber,
    email: applicant.email,
    dateOfBirth: person.dateOfBirth,
    travelDate: trip.travelDate,
    returnDate: trip.returnDate,
    passportExpiry: day(expiry.getTime()),
    lastEntry: `${rng.int(2019, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
    educationDegree: person.education[script],
    travelReason: rng.pick(TRAVEL_REASONS[group.visa.type] ?? TRAVEL_REASONS.tourist!)[script],
    destinationAirport: DESTINATIONS[group.visa.destination]!.airport,
  };
  const body: CreateRequestGroup['travellers'][number] = {
    nationalityId: catalog.countryIds.get(person.nationality)!,
  };
  for (const field of TYPE_FIELDS[group.visa.type]) {
    const key = PERSONAL_FIELD_KEYS[field];
    body[key] = all[key];
  }
  return body;
}
