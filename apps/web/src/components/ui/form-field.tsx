import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';
import { Label } from './label';

/** What the field's control needs to be labelled and described: spread it on the input. */
export type FieldControlProps = {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type FormFieldProps = {
  label: string;
  required?: boolean;
  /** A hint under the control (read with it by screen readers). */
  hint?: ReactNode;
  /** The validation message; the control is marked invalid while there is one. */
  error?: string | null;
  /** A fixed id for the control (otherwise one is made up). */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, its control, an optional hint and the field's error, wired for assistive technology. */
export function FormField({ label, required, hint, error, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <Label htmlFor={controlId} required={required}>
        {label}
      </Label>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
