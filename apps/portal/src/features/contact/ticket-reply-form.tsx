import { zodResolver } from '@hookform/resolvers/zod';
import { applicantTicketReplyCreateSchema } from '@visadesk/contract/ticket-replies';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { TextAreaField } from '../../components/field';
import { FormAlert } from '../../components/form-alert';
import { useMessages } from '../../lib/locale-context';
import { type ApplicantTicketDetail, replyToTicket } from './contact-api';

interface Values {
  body: string;
}

/** Writing back under a ticket: checked with the API's own schema, sent once per press. */
export function TicketReplyForm({
  ticket,
  onSent,
}: {
  ticket: ApplicantTicketDetail;
  onSent: (ticket: ApplicantTicketDetail) => void;
}) {
  const t = useMessages().contact.conversation;
  const sending = useRef(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(applicantTicketReplyCreateSchema) as unknown as Resolver<Values>,
    defaultValues: { body: '' },
  });

  const submit = handleSubmit(async ({ body }) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    setSent(false);
    try {
      onSent(await replyToTicket(ticket.id, body));
      reset({ body: '' });
      setSent(true);
    } catch (e) {
      setFailure(e);
    } finally {
      sending.current = false;
    }
  });

  const error = errors.body
    ? !getValues('body')?.trim()
      ? t.rules.required
      : errors.body.type === 'too_big'
        ? t.rules.tooLong
        : t.rules.short
    : undefined;
  return (
    <form className="card stack" noValidate onSubmit={submit} aria-labelledby="ticket-reply-title">
      <h2 id="ticket-reply-title">{t.replyTitle}</h2>
      {ticket.status === 'closed' ? <p className="hint">{t.closedHint}</p> : null}
      <TextAreaField
        label={t.reply}
        hint={t.replyHint}
        rows={5}
        dir="auto"
        error={error}
        {...register('body')}
      />
      <FormAlert error={failure} />
      <p className="hint" role="status">
        {sent ? t.sent : ''}
      </p>
      <div>
        <button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t.sending : t.send}
        </button>
      </div>
    </form>
  );
}
