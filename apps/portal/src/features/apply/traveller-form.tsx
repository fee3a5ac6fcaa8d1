import { zodResolver } from '@hookform/resolvers/zod';
import type { CountryOption, PersonalField } from '@visadesk/contract';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { DateField } from '../../components/date-field/date-field';
import { SelectField, TextField } from '../../components/field';
import { useLocale, useMessages } from '../../lib/locale-context';
import { nameIn } from '../../render/names';
import { formatNumber } from '../../shared/i18n/format';
import {
  emptyTraveller,
  errorText,
  type FieldSpec,
  fieldSpecs,
  type TravellerKey,
  type TravellersForm,
  type TravellerValues,
  travellersFormSchema,
} from './traveller-fields';

export const MAX_TRAVELLERS = 10;

export interface ServerFieldError {
  index: number;
  key: TravellerKey;
  message: string;
}

interface Props {
  requiredFields: readonly PersonalField[];
  nationalities: CountryOption[];
  initial: TravellerValues[];
  /** Every change, for the draft. */
  onChange: (travellers: TravellerValues[]) => void;
  onNext: (travellers: TravellerValues[]) => void;
  /** What the server refused last time, shown on the fields. */
  serverErrors?: ServerFieldError[] | undefined;
}

/** A date field whose change makes these later fields' rules worth checking again. */
const DEPENDENTS: Partial<Record<TravellerKey, TravellerKey[]>> = {
  travelDate: ['returnDate', 'passportExpiry'],
  returnDate: ['passportExpiry'],
};

function inputProps(spec: FieldSpec) {
  switch (spec.kind) {
    case 'email':
      return {
        type: 'email',
        dir: 'ltr',
        inputMode: 'email' as const,
        autoCapitalize: 'none',
        spellCheck: false,
      };
    case 'passport':
      return {
        type: 'text',
        dir: 'ltr',
        className: 'apply-upper',
        autoCapitalize: 'characters',
        spellCheck: false,
        maxLength: 20,
      };
    default:
      return { type: 'text', dir: 'auto', maxLength: spec.maxLength };
  }
}

/** Step 1: one card per traveller with the nationality and the visa's required fields. */
export function TravellerForm({
  requiredFields,
  nationalities,
  initial,
  onChange,
  onNext,
  serverErrors,
}: Props) {
  const { apply, common } = useMessages();
  const locale = useLocale();
  const specs = useMemo(() => fieldSpecs(requiredFields), [requiredFields]);
  const schema = useMemo(() => travellersFormSchema(requiredFields), [requiredFields]);
  const onlyNationality = nationalities.length === 1 ? nationalities[0]!.id : '';
  const addRef = useRef<HTMLButtonElement>(null);

  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    getValues,
    trigger,
    formState: { errors, submitCount },
  } = useForm<TravellersForm>({
    // The contract's rules; the messages come from errorText, in the page's language.
    resolver: zodResolver(schema) as unknown as Resolver<TravellersForm>,
    defaultValues: {
      travellers: initial.length > 0 ? initial : [emptyTraveller(specs, onlyNationality)],
    },
    // Errors after the first Continue, then live as fields change: a message appearing on blur
    // would move the Continue button under a finger already tapping it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'travellers' });

  useEffect(() => {
    const sub = watch((values) => onChange((values.travellers ?? []) as TravellerValues[]));
    return () => sub.unsubscribe();
  }, [watch, onChange]);

  useEffect(() => {
    serverErrors?.forEach((e, i) => {
      setError(
        `travellers.${e.index}.${e.key}`,
        { type: 'server', message: e.message },
        { shouldFocus: i === 0 },
      );
    });
  }, [serverErrors, setError]);

  const format = (n: number) => formatNumber(locale, n);
  const fieldError = (i: number, key: TravellerKey) =>
    errorText(apply.errors, key, errors.travellers?.[i]?.[key], format);
  const hasErrors = Boolean(errors.travellers);

  const recheck = (i: number, key: TravellerKey) => {
    const later = (DEPENDENTS[key] ?? []).filter((k) => getValues(`travellers.${i}.${k}`));
    if (later.length > 0) void trigger(later.map((k) => `travellers.${i}.${k}` as const));
  };

  return (
    <form noValidate onSubmit={handleSubmit(() => onNext(getValues().travellers))} className="stack">
      <p className="lead">{apply.travellers.lead}</p>
      {fields.map((f, i) => {
        const n = format(i + 1);
        return (
          <fieldset key={f.id} className="card apply-traveller">
            <legend>{apply.travellers.traveller(n)}</legend>
            <SelectField
              label={apply.travellers.nationality}
              error={fieldError(i, 'nationalityId')}
              {...register(`travellers.${i}.nationalityId`)}
            >
              <option value="">{apply.travellers.choose}</option>
              {nationalities.map((c) => (
                <option key={c.id} value={c.id}>
                  {nameIn(locale, c)}
                </option>
              ))}
            </SelectField>
            {specs.map((spec) =>
              spec.kind === 'date' ? (
                // Day, month by name and year; the rules (not in the past, after the travel
                // date…) are the contract's, checked with the others.
                <Controller
                  key={spec.key}
                  control={control}
                  name={`travellers.${i}.${spec.key}`}
                  render={({ field }) => (
                    <DateField
                      ref={field.ref}
                      name={field.name}
                      value={typeof field.value === 'string' ? field.value : ''}
                      onChange={(value) => {
                        field.onChange(value);
                        recheck(i, spec.key);
                      }}
                      onBlur={field.onBlur}
                      label={common.personalFields[spec.field]}
                      error={fieldError(i, spec.key)}
                      autoComplete={spec.autoComplete}
                    />
                  )}
                />
              ) : (
                <TextField
                  key={spec.key}
                  label={common.personalFields[spec.field]}
                  hint={spec.kind === 'passport' ? apply.travellers.passportHint : undefined}
                  error={fieldError(i, spec.key)}
                  autoComplete={spec.autoComplete}
                  {...inputProps(spec)}
                  {...register(`travellers.${i}.${spec.key}`, { onChange: () => recheck(i, spec.key) })}
                />
              ),
            )}
            {fields.length > 1 ? (
              <button
                type="button"
                className="danger"
                onClick={() => {
                  remove(i);
                  addRef.current?.focus();
                }}
              >
                {apply.travellers.remove(n)}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {fields.length >= MAX_TRAVELLERS ? <p className="hint">{apply.travellers.max}</p> : null}
      {submitCount > 0 && hasErrors ? <p className="notice error">{apply.errors.fixBelow}</p> : null}
      <div className="row apply-actions">
        <button
          ref={addRef}
          type="button"
          className="secondary"
          disabled={fields.length >= MAX_TRAVELLERS}
          onClick={() => append(emptyTraveller(specs, onlyNationality))}
        >
          {apply.travellers.add}
        </button>
        <button type="submit">{apply.travellers.next}</button>
      </div>
    </form>
  );
}
