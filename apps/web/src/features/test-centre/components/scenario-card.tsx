import { CheckCircle2, Loader2, Play, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { Scenario } from '@/features/test-centre/api/get-scenarios';
import type { RunState } from './use-scenario-runs';

/** Spec §9: a reply is expected in under 5 s. */
export const EXPECTED_REPLY_MS = 5000;

type Props = { scenario: Scenario; run?: RunState; onRun: () => void };

export function ScenarioCard({ scenario, run, onRun }: Props) {
  const running = run?.state === 'running';
  const titleId = `scenario-${scenario.id}`;
  return (
    <li aria-labelledby={titleId} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-stone-900">
            {scenario.title}
          </h3>
          <p className="mt-1 text-sm text-stone-600">“{scenario.message}”</p>
          {scenario.skip ? <p className="mt-1 text-sm text-stone-500">{`No aplica a tu menú: ${scenario.skip}`}</p> : null}
        </div>
        <Button size="sm" onClick={onRun} disabled={running} aria-label={`Enviar: ${scenario.title}`}>
          {running ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Play aria-hidden="true" className="size-4" />}
          Enviar
        </Button>
      </div>
      <div aria-live="polite">
        {running ? <p className="mt-3 text-sm text-stone-500">Enviando...</p> : null}
        {run?.state === 'error' ? <p className="mt-3 text-sm text-red-700">Error: {run.message}</p> : null}
        {run?.state === 'done' ? <ScenarioResultView result={run.result} /> : null}
      </div>
    </li>
  );
}

function ScenarioResultView({ result }: { result: Extract<RunState, { state: 'done' }>['result'] }) {
  const fast = result.elapsedMs < EXPECTED_REPLY_MS;
  return (
    <div className="mt-3 space-y-2 rounded-xl bg-stone-50 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        {result.skipped ? (
          <Badge variant="gray">Omitido</Badge>
        ) : result.pass ? (
          <Badge variant="green">
            <CheckCircle2 aria-hidden="true" className="size-3.5" />
            Aprobado
          </Badge>
        ) : (
          <Badge variant="red">
            <XCircle aria-hidden="true" className="size-3.5" />
            Fallido
          </Badge>
        )}
        <Badge variant={fast ? 'gray' : 'amber'}>{`${result.elapsedMs} ms`}</Badge>
        {fast ? null : <span className="text-amber-700">Más lento de lo esperado (&lt; 5 s)</span>}
      </div>
      {result.skipped ? null : (
        <p className="break-words whitespace-pre-wrap text-stone-800">
          <span className="font-medium">Respuesta: </span>
          {result.reply}
        </p>
      )}
      {result.reason ? <p className="text-stone-600">{result.reason}</p> : null}
    </div>
  );
}
