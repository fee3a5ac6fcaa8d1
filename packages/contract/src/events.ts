import { z } from 'zod';
import { localeSchema } from './enums';
import { listQuerySchema, pagedSchema, queryBoolean } from './list';

export const EVENT_TYPES = [
  'request.submitted',
  'request.paid',
  'request.status-changed',
  'request.document-uploaded',
  'ticket.opened',
  /** The applicant wrote back under a ticket from the portal (params: subject, name). */
  'ticket.replied',
  /** An account was locked after repeated failed sign-ins (params: email, failures, minutes). */
  'account.under-attack',
  'note',
] as const;
export const eventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof eventTypeSchema>;

const params = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

export const eventSchema = z
  .object({
    id: z.uuid(),
    type: eventTypeSchema,
    requestId: z.uuid().nullable(),
    ticketId: z.uuid().nullable(),
    /** Values the web puts into the translated text of `type` (reference, statuses, names…). */
    params,
    /** The staff member whose action this was (null: an applicant, a visitor or the system). */
    actorAdminId: z.uuid().nullable(),
    /** Seen by the team — and always for its own actor, to whom their own action is not news. */
    seen: z.boolean(),
    seenAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Event' });
export type AppEvent = z.infer<typeof eventSchema>;

/**
 * What makes an event new to a stream or a client: its id, and how many uploads a burst event
 * counts (the server sends such an event again under its id with a higher `count`).
 */
export const eventDeliveryKey = (event: Pick<AppEvent, 'id' | 'params'>) =>
  `${event.id}:${event.params.count ?? 1}`;

export const eventCreateSchema = z
  .object({
    type: eventTypeSchema.default('note'),
    requestId: z.uuid().optional(),
    params: params.default({}),
  })
  .meta({ id: 'EventCreate' });
export const eventPatchSchema = z.object({ seen: z.boolean(), params }).partial().meta({ id: 'EventPatch' });
export const EVENT_SORT_FIELDS = ['createdAt'] as const;
export const eventListQuerySchema = listQuerySchema(
  EVENT_SORT_FIELDS,
  { seen: queryBoolean.optional() },
  '-createdAt',
);
export const eventPageSchema = pagedSchema(eventSchema)
  .extend({ unseen: z.number().int() })
  .meta({ id: 'EventPage' });

/** `ids` as a comma-separated query parameter (seed-spec §7: toggle-seen-many "with query"). */
export const toggleSeenManyQuerySchema = z.object({
  ids: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.uuid()).min(1).max(500)),
  seen: queryBoolean.default(true),
});

export const TICKET_STATUSES = ['open', 'in-progress', 'closed'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export const ticketCreateSchema = z
  .object({
    name: z.string().trim().min(2).max(150),
    email: z.email().max(254),
    phone: z.string().trim().max(30).optional(),
    subject: z.string().trim().min(3).max(200),
    message: z.string().trim().min(10).max(5000),
    requestReference: z.string().trim().max(40).optional(),
    /** The language to answer in; a signed-in applicant's own language when left out. */
    locale: localeSchema.optional(),
  })
  .meta({ id: 'TicketCreate' });
export const ticketSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    subject: z.string(),
    message: z.string(),
    requestReference: z.string().nullable(),
    status: ticketStatusSchema,
    locale: localeSchema,
    userId: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Ticket' });
export const TICKET_SORT_FIELDS = ['createdAt', 'status'] as const;
export const ticketListQuerySchema = listQuerySchema(
  TICKET_SORT_FIELDS,
  { status: ticketStatusSchema.optional() },
  '-createdAt',
);
export const ticketPageSchema = pagedSchema(ticketSchema).meta({ id: 'TicketPage' });
export const ticketPatchSchema = z.object({ status: ticketStatusSchema }).meta({ id: 'TicketPatch' });

export const pushRegisterSchema = z
  .object({ token: z.string().min(10).max(4096) })
  .meta({ id: 'PushRegister' });
export const pushSendSchema = z
  .object({
    /** Who receives it: every device of these admins (or applicants), or these raw tokens. */
    adminIds: z.array(z.uuid()).max(100).optional(),
    userIds: z.array(z.uuid()).max(100).optional(),
    tokens: z.array(z.string().min(10)).max(100).optional(),
    title: z.string().trim().min(1).max(200),
    body: z.string().trim().min(1).max(1000),
    data: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'PushSend' });
export const pushResultSchema = z
  .object({ driver: z.enum(['firebase', 'recording']), sent: z.number().int(), failed: z.number().int() })
  .meta({ id: 'PushResult' });
