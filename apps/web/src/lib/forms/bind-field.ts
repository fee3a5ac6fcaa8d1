import type { FieldPath, FieldPathValue, FieldValues, UseFormReturn } from 'react-hook-form';

export interface FieldBinding<V> {
  name: string;
  value: V;
  onChange(value: V): void;
}

/**
 * Binds a controlled input (select, switch, autocomplete, editor) to a form field through the
 * form's own watch() and setValue(). Why not <Controller>/useFormContext: they are separate
 * exports of react-hook-form, whose chunk the sign-in form shares, so each one used here would
 * also be paid for on the sign-in page. Re-validates on change once the form was submitted,
 * like registered inputs do.
 */
export function bindField<T extends FieldValues, N extends FieldPath<T>>(
  form: UseFormReturn<T>,
  name: N,
): FieldBinding<FieldPathValue<T, N>> {
  return {
    name,
    value: form.watch(name),
    onChange: (value) =>
      form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  };
}
