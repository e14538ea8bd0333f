import { FlaskConical } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';

type TestModeFieldProps = {
  enabled: boolean;
  onChange: (enabled: boolean) => void;
  onDeactivate: () => void;
  deactivating: boolean;
};

export function TestModeField({ enabled, onChange, onDeactivate, deactivating }: TestModeFieldProps) {
  return (
    <div className="space-y-3">
      <Switch label="Modo de prueba" checked={enabled} onChange={onChange} />
      {enabled ? (
        <div
          role="note"
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center"
        >
          <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
          <p className="flex-1">
            <span className="font-semibold">Modo de prueba activo.</span> Las respuestas del asistente comienzan con{' '}
            <code className="rounded bg-amber-100 px-1 font-mono">[PRUEBA]</code>.
          </p>
          <Button variant="outline" size="sm" onClick={onDeactivate} disabled={deactivating}>
            Desactivar
          </Button>
        </div>
      ) : null}
    </div>
  );
}
