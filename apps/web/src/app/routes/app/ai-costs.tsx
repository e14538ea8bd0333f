import { AiCostsPanel } from '@/features/ai-costs/components/ai-costs-panel';

export function AiCostsRoute() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl">
      <header className="mb-6">
        <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Costos de IA
        </h1>
        <p className="mt-1 text-stone-600">Consumo de tokens y costos del asistente</p>
      </header>
      <AiCostsPanel />
    </section>
  );
}
