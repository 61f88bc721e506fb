import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldError } from './fieldError';
import type { Validator } from './validators';

export type FormValues = Record<string, string | boolean>;
export type FormErrors<T extends FormValues> = Partial<Record<keyof T, FieldError>>;

export interface FormOptions<T extends FormValues> {
  initialValues: T | (() => T);
  /** §5 rules per field; a validator sees every value (to compare fields or skip hidden ones). */
  validators: Partial<Record<keyof T, Validator>>;
  /** Called with the values once every field is valid; `reset` starts the form over (after a save). */
  onSubmit: (values: T, helpers: { reset: (next?: T) => void }) => void | Promise<void>;
  /** Every change the shopper or the page makes (not a reset): e.g. to keep a draft. */
  onChange?: (values: T) => void;
}

type Fields = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function validate<T extends FormValues>(validators: FormOptions<T>['validators'], values: T): FormErrors<T> {
  const errors: FormErrors<T> = {};
  for (const name of Object.keys(validators) as Array<keyof T>) {
    const error = validators[name]?.(values[name], values);
    if (error) errors[name] = error;
  }
  return errors;
}

/**
 * The one way a form keeps its state (§5):
 * - a field's error shows once the shopper has left it with something typed in it, or has tried to submit;
 *   from then on it follows the typing;
 * - a submit with a field in error sends nothing and moves the focus to the first field in error;
 * - a submit while the last one is still under way is ignored.
 */
export function useForm<T extends FormValues>({ initialValues, validators, onSubmit, onChange }: FormOptions<T>) {
  const [values, setValuesState] = useState<T>(initialValues);
  const [visited, setVisited] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // The latest values (kept by every change and reset), so two changes within one event both count.
  const latest = useRef(values);
  const formRef = useRef<HTMLFormElement | null>(null);
  const isSubmitting = useRef(false);
  const initial = useRef(values);

  const allErrors = validate(validators, values);
  const errors: FormErrors<T> = {};
  for (const name of Object.keys(allErrors) as Array<keyof T>) {
    if (submitted || visited[name]) errors[name] = allErrors[name];
  }

  // The fields render their errors first, then the first one in error takes the focus.
  useEffect(() => {
    if (failedSubmits) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  const setValues = useCallback(
    (next: T) => {
      latest.current = next;
      setValuesState(next);
      onChange?.(next);
    },
    [onChange]
  );

  const setValue = useCallback((name: keyof T, value: string | boolean) => setValues({ ...latest.current, [name]: value }), [setValues]);

  const reset = useCallback((next?: T) => {
    const values = next ?? initial.current;
    latest.current = values;
    setValuesState(values);
    setVisited({});
    setSubmitted(false);
  }, []);

  // `null`: checked and fine (the field says so to assistive technology); `undefined`: not checked yet.
  const fieldProps = (name: keyof T & string) => ({
    name,
    value: String(values[name] ?? ''),
    error: submitted || visited[name] ? (errors[name] ?? null) : undefined,
    onChange: (event: ChangeEvent<Fields>) => setValue(name, event.target.value),
    onBlur: () => {
      if (String(latest.current[name] ?? '') !== '') setVisited((previous) => (previous[name] ? previous : { ...previous, [name]: true }));
    }
  });

  const checkboxProps = (name: keyof T & string) => ({
    name,
    checked: Boolean(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked)
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (isSubmitting.current) return;
    setSubmitted(true);
    const current = latest.current;
    if (Object.keys(validate(validators, current)).length) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    isSubmitting.current = true;
    void (async () => {
      try {
        await onSubmit(current, { reset });
      } finally {
        isSubmitting.current = false;
      }
    })();
  };

  return { values, errors, setValue, setValues, fieldProps, checkboxProps, handleSubmit, reset };
}
