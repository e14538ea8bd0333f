import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';

type ConfigFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  hint?: string;
  /** Secret fields: typed text is hidden and never autofilled. */
  secret?: boolean;
};

export function ConfigField({ label, value, onChange, placeholder, hint, secret = false }: ConfigFieldProps) {
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <Input
          {...control}
          type={secret ? 'password' : 'text'}
          autoComplete={secret ? 'new-password' : 'off'}
          spellCheck={false}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

export const KEEP_SECRET_HINT = 'Déjalo vacío para conservar el valor guardado.';

/**
 * A secret comes back masked ('••••1234') and is shown as the placeholder. Left empty,
 * the masked value is sent back so the server keeps the stored secret.
 */
export function secretToSend(typed: string, stored: string | undefined): string {
  return typed.trim() ? typed.trim() : (stored ?? '');
}
