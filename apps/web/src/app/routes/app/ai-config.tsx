import { AiConfigPanel } from '@/features/ai-config/components/ai-config-panel';
import { OperationsCard } from '@/features/operations/components/operations-card';
import { StatusMessagesCard } from '@/features/orders/components/status-messages-card';

export function AiConfigRoute() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl">
      <header className="mb-6">
        <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Configuración IA
        </h1>
        <p className="mt-1 text-stone-600">Modelo, personalidad y modo de prueba del asistente</p>
      </header>
      <AiConfigPanel />
      <OperationsCard />
      <StatusMessagesCard />
    </section>
  );
}
