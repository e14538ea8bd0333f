export const DEMO_SECTION_ID = 'demo';

// The scripted demo conversation (spec §2 Landing) replaces this placeholder later.
export function DemoSection() {
  return (
    <section
      id={DEMO_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="demo-title"
      className="scroll-mt-20 bg-emerald-50/60 py-16 focus:outline-none"
    >
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="demo-title" className="text-3xl font-bold text-stone-900">
          Mira a Comanda en acción
        </h2>
        <p className="mt-4 text-stone-600">
          Muy pronto verás aquí una conversación de ejemplo: un cliente pide por WhatsApp y el
          asistente arma el pedido completo en segundos.
        </p>
      </div>
    </section>
  );
}

/** Brings the demo into view and moves focus there for keyboard and screen-reader users. */
export function scrollToDemo(): void {
  const section = document.getElementById(DEMO_SECTION_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
