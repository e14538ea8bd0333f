import { Activity, CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const SERVICES = ['WhatsApp API', 'OpenAI API', 'Base de Datos', 'Servidor'];

/** Spec §2: static labels, all healthy. */
export function SystemStatusCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Activity aria-hidden="true" className="size-5 text-orange-600" />
          Estado del Sistema
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {SERVICES.map((name) => (
            <li key={name} className="flex items-center justify-between gap-2">
              <span className="text-stone-700">{name}</span>
              <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
                <CheckCircle2 aria-hidden="true" className="size-4" />
                Operativo
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
