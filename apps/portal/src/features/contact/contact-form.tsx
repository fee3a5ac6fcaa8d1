import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@visadesk/client';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextAreaField, TextField } from '../../components/field';
import { FormAlert } from '../../components/form-alert';
import { useLocale, useMessages } from '../../lib/locale-context';
import { useSession } from '../../lib/session/use-session';
import { type OpenedTicket, openTicket, type TicketBody } from './contact-api';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  contactFieldMessage,
  contactFormSchema,
} from './contact-schema';
import { RequestSelect } from './request-select';

/** The message form: contact details (the session's, when signed in), subject and message. */
export function ContactForm({ onSent }: { onSent: (ticket: OpenedTicket) => void }) {
  const { contact: t } = useMessages();
  const locale = useLocale();
  const session = useSession();
  const user = session?.user;
  const sending = useRef(false);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactFormSchema) as unknown as Resolver<ContactValues>,
    defaultValues: {
      name: user?.fullName ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      subject: '',
      message: '',
      requestReference: '',
    },
  });

  const submit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      onSent(await openTicket({ ...(values as unknown as TicketBody), locale }));
    } catch (e) {
      let placed = false;
      if (e instanceof ApiError && e.status === 400 && e.details.length > 0) {
        placed = true;
        for (const line of e.details) {
          const field = /^body\.([A-Za-z]+)\b/.exec(line)?.[1] as ContactField | undefined;
          if (field && CONTACT_FIELDS.includes(field))
            setError(field, { type: 'server' }, { shouldFocus: true });
          else placed = false;
        }
      }
      if (!placed) setFailure(e);
    } finally {
      sending.current = false;
    }
  });

  // Signed in, the ticket speaks for the account (the server takes its name, email and phone):
  // the details are shown as a line, changed on the account page. The fields open only on an error.
  const showDetails = !user || Boolean(errors.name || errors.email || errors.phone);
  const message = (field: ContactField) =>
    contactFieldMessage(t.rules, field, getValues(field), errors[field]);
  return (
    <form
      className="card stack contact-card"
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{t.formTitle}</h2>
      <fieldset className="contact-details">
        <legend>{t.detailsTitle}</legend>
        {user && !showDetails ? <p className="hint">{t.detailsSignedIn}</p> : null}
        {user && !showDetails ? (
          <div className="row follow-head">
            <p className="contact-summary">
              <span dir="auto">{user.fullName}</span>
              <br />
              <span dir="ltr">{user.email}</span>
              {user.phone ? (
                <>
                  <br />
                  <span dir="ltr">{user.phone}</span>
                </>
              ) : null}
            </p>
            <Link to="/account">{t.changeDetails}</Link>
          </div>
        ) : null}
        <div hidden={!showDetails}>
          <TextField label={t.name} autoComplete="name" error={message('name')} {...register('name')} />
          <TextField
            label={t.email}
            type="email"
            dir="ltr"
            autoComplete="email"
            error={message('email')}
            {...register('email')}
          />
          <TextField
            label={t.phone}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            hint={t.phoneHint}
            error={message('phone')}
            {...register('phone')}
          />
        </div>
      </fieldset>
      {user ? <RequestSelect error={message('requestReference')} {...register('requestReference')} /> : null}
      <TextField label={t.subject} error={message('subject')} {...register('subject')} />
      <TextAreaField
        label={t.message}
        hint={t.messageHint}
        dir="auto"
        error={message('message')}
        {...register('message')}
      />
      <FormAlert error={failure} />
      <div>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t.sending : t.submit}
        </button>
      </div>
    </form>
  );
}
