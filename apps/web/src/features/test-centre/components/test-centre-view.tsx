import { PlayCircle, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useScenarios, type Scenario } from '@/features/test-centre/api/get-scenarios';
import { CustomMessageCard } from './custom-message-card';
import { ScenarioCard } from './scenario-card';
import { useScenarioRuns } from './use-scenario-runs';

const CATEGORIES: Array<{ id: string; label: string }> = [
  { id: 'menu', label: 'Menú' },
  { id: 'service', label: 'Servicio' },
  { id: 'promotions', label: 'Promociones' },
  { id: 'order', label: 'Pedidos' },
  { id: 'general', label: 'General' },
];

function groupByCategory(scenarios: Scenario[]) {
  const known = CATEGORIES.map((c) => ({ ...c, items: scenarios.filter((s) => s.category === c.id) }));
  const others = scenarios.filter((s) => !CATEGORIES.some((c) => c.id === s.category));
  return [...known, { id: 'other', label: 'Otros', items: others }].filter((g) => g.items.length > 0);
}

export function TestCentreView() {
  const { data, isPending, isError } = useScenarios();
  const { runs, run, runAll, stop, batch, runningAll } = useScenarioRuns();
  const scenarios = data ?? [];

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-5xl space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            Centro de Pruebas
          </h1>
          <p className="mt-1 text-stone-600">Escenarios para probar las respuestas del asistente</p>
          <p className="mt-1 text-sm text-stone-500">Tiempo de respuesta esperado: menos de 5 segundos</p>
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          {runningAll ? (
            <Button variant="outline" onClick={stop}>
              <Square aria-hidden="true" className="size-4" />
              Detener
            </Button>
          ) : (
            <Button onClick={() => runAll(scenarios)} disabled={scenarios.length === 0}>
              <PlayCircle aria-hidden="true" className="size-4" />
              Ejecutar todas
            </Button>
          )}
          {batch ? (
            <div className="w-48" aria-live="polite">
              <p className="text-sm text-stone-600">{`Enviados ${batch.sent} de ${batch.total}`}</p>
              <progress
                className="mt-1 h-2 w-full accent-orange-600"
                max={batch.total}
                value={batch.sent}
                aria-label="Progreso de la ejecución"
              />
            </div>
          ) : null}
        </div>
      </header>

      {isPending ? (
        <p role="status" className="py-8 text-center text-stone-500">
          Cargando escenarios...
        </p>
      ) : isError ? (
        <EmptyState title="No se pudieron cargar los escenarios" />
      ) : (
        groupByCategory(scenarios).map((group) => (
          <section key={group.id} aria-labelledby={`category-${group.id}`}>
            <h2 id={`category-${group.id}`} className="mb-3 text-lg font-semibold text-stone-900">
              {group.label}
            </h2>
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {group.items.map((s) => (
                <ScenarioCard key={s.id} scenario={s} run={runs[s.id]} onRun={() => run(s.id)} />
              ))}
            </ul>
          </section>
        ))
      )}

      <CustomMessageCard />
    </section>
  );
}
