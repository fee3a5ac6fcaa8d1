import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@visadesk/client';
import type { ApplicantRequestDetail } from '@visadesk/contract/applicant';
import { PERSONAL_FIELD_KEYS, type PersonalFieldKey } from '@visadesk/contract/requests';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { DateField } from '../../components/date-field/date-field';
import { TextField } from '../../components/field';
import { useLocale, useMessages } from '../../lib/locale-context';
import { nameIn } from '../../render/names';
import { agencyToday } from '../../shared/i18n/agency-time';
import {
  changedFields,
  DATE_KEYS,
  type FixValues,
  fieldKeys,
  fieldMessage,
  fixSchema,
  serverFieldErrors,
} from './fix-schema';
import { FollowAlert } from './follow-alert';
import { resubmitRequest } from './follow-api';

interface Props {
  detail: ApplicantRequestDetail;
  /** The request as the server now has it: after the resubmit, or reloaded after a conflict. */
  onUpdated: (next: ApplicantRequestDetail, how: 'resubmitted' | 'stale' | 'moved') => void;
  reload: () => Promise<ApplicantRequestDetail | null>;
  /** The documents part, between the fields and the button that sends everything back. */
  children?: ReactNode;
}

const INPUT_TYPE: Partial<Record<PersonalFieldKey, string>> = { email: 'email' };
const AUTOCOMPLETE: Partial<Record<PersonalFieldKey, string>> = {
  fullName: 'name',
  email: 'email',
  dateOfBirth: 'bday',
};

// The agency's day, as the server checks travel dates (ADR 0033).
const today = () => agencyToday();

/** The fields the visa requires, as the request has them, sent back with Resubmit. */
export function FixForm({ detail, onUpdated, reload, children }: Props) {
  const { follow, common } = useMessages();
  const locale = useLocale();
  const t = follow.fix;
  const keys = useMemo(() => fieldKeys(detail.requiredFields), [detail.requiredFields]);
  const current = useMemo(() => {
    const values: FixValues = {};
    for (const key of Object.values(PERSONAL_FIELD_KEYS)) {
      const v = detail[key];
      if (v) values[key] = v;
    }
    return values;
  }, [detail]);
  const schema = useMemo(() => fixSchema(keys, current, today()), [keys, current]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FixValues>({
    resolver: zodResolver(schema) as unknown as Resolver<FixValues>,
    defaultValues: Object.fromEntries(keys.map((k) => [k, detail[k] ?? ''])),
  });
  const [failure, setFailure] = useState<unknown>(null);
  // One resubmit at a time, whatever the trigger (a second Enter, a double tap).
  const sending = useRef(false);
  const missingRef = useRef<HTMLDivElement>(null);
  // The server refuses a resubmit while a document the visa asks for is missing: so does the page.
  const missing = detail.requiredDocuments.filter((r) => !r.provided);
  const blocked = missing.length > 0;

  const submit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      const next = await resubmitRequest(detail.id, {
        version: detail.version,
        ...changedFields(values, current),
      });
      onUpdated(next, 'resubmitted');
    } catch (e) {
      if (e instanceof ApiError && e.code === 'STALE_VERSION') {
        const fresh = await reload();
        if (fresh) {
          onUpdated(fresh, fresh.status === 'Modified' ? 'stale' : 'moved');
          return;
        }
      }
      if (e instanceof ApiError && e.code === 'DOCUMENTS_MISSING') {
        // The page's list was out of date (a file removed elsewhere): reloaded, it names them.
        await reload();
      } else if (e instanceof ApiError && e.status === 400) {
        const { fields, rest } = serverFieldErrors(e.details, keys);
        for (const [key, rule] of fields)
          setError(key, { type: 'server', message: rule }, { shouldFocus: true });
        if (fields.length > 0 && rest.length === 0) return;
      }
      setFailure(e);
    } finally {
      sending.current = false;
    }
  });

  const headingId = `fix-${detail.id}`;
  const missingId = `${headingId}-missing`;
  return (
    <form
      className="stack follow-fix"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(e) => {
        if (!blocked) return void submit(e);
        // The button stays focusable (aria-disabled) so its reason can be read: it leads there.
        e.preventDefault();
        missingRef.current?.focus();
      }}
    >
      <h3 id={headingId}>{t.title}</h3>
      <p className="hint">{keys.length > 0 ? t.lead : t.noFields}</p>
      {keys.map((key) => {
        const field = detail.requiredFields[keys.indexOf(key)]!;
        const label = (
          <>
            {common.personalFields[field]} <span className="sr-only">({common.requiredMark})</span>
          </>
        );
        if (DATE_KEYS.has(key))
          return (
            <Controller
              key={key}
              control={control}
              name={key}
              render={({ field: f }) => (
                <DateField
                  ref={f.ref}
                  id={`${detail.id}-${key}`}
                  name={f.name}
                  value={typeof f.value === 'string' ? f.value : ''}
                  onChange={f.onChange}
                  onBlur={f.onBlur}
                  label={label}
                  error={fieldMessage(t.rules, key, errors[key])}
                  autoComplete={AUTOCOMPLETE[key]}
                  required
                />
              )}
            />
          );
        return (
          <TextField
            key={key}
            id={`${detail.id}-${key}`}
            label={label}
            type={INPUT_TYPE[key] ?? 'text'}
            dir={key === 'email' || key === 'passportNumber' ? 'ltr' : 'auto'}
            autoComplete={AUTOCOMPLETE[key] ?? 'off'}
            aria-required
            error={fieldMessage(t.rules, key, errors[key])}
            {...register(key)}
          />
        );
      })}
      {children}
      {blocked ? (
        <div className="notice warn" id={missingId} ref={missingRef} tabIndex={-1}>
          <p className="follow-flush">{t.missingDocuments}</p>
          <p className="follow-flush">{t.missingList}</p>
          <ul className="follow-flush">
            {missing.map((r) => (
              <li key={r.id}>{nameIn(locale, r)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <FollowAlert error={failure} />
      <button
        type="submit"
        disabled={isSubmitting}
        aria-disabled={blocked || undefined}
        aria-describedby={blocked ? missingId : undefined}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
