import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldError } from '../../lib/fieldError';
import type { Validator } from '../../lib/validators';

export type FormValues = Record<string, string | boolean>;

/**
 * A small form state: values, the §5 field errors (shown once the field was left or the form submitted)
 * and a submit handler that only calls `onSubmit` when every field is valid.
 */
export function useForm<T extends FormValues>(
  initialValues: T,
  validators: Partial<Record<keyof T, Validator>>,
  onSubmit: (values: T, helpers: { reset: (next: T) => void }) => void | Promise<void>
) {
  const [values, setValues] = useState<T>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const errorOf = useCallback(
    (name: keyof T, current: T = values): FieldError | undefined => validators[name]?.(current[name], current),
    [validators, values]
  );

  const errors: Partial<Record<keyof T, FieldError>> = {};
  for (const name of Object.keys(validators) as Array<keyof T>) {
    if (submitted || touched[name]) {
      const error = errorOf(name);
      if (error) errors[name] = error;
    }
  }

  const setValue = useCallback((name: keyof T, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [name]: value }));
  }, []);

  const fieldProps = (name: keyof T & string) => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
    onBlur: () => setTouched((previous) => ({ ...previous, [name]: true }))
  });

  const reset = useCallback((next: T) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
  }, []);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = (Object.keys(validators) as Array<keyof T>).some((name) => errorOf(name));
    if (!invalid) void onSubmit(values, { reset });
  };

  return { values, errors, setValue, fieldProps, handleSubmit, reset };
}
