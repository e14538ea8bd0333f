import { ClipboardCheck, MessageCircle, Sparkles } from 'lucide-react';

const STEPS = [
  {
    icon: MessageCircle,
    title: 'Tu cliente escribe por WhatsApp',
    text: 'Al número de siempre, a la hora que sea. Nada que descargar.',
  },
  {
    icon: Sparkles,
    title: 'La IA toma el pedido',
    text: 'Responde dudas, recomienda platillos y suma el total con los precios de tu menú.',
  },
  {
    icon: ClipboardCheck,
    title: 'Recibes el pedido confirmado',
    text: 'Con dirección de entrega y notas, listo en tu panel para preparar.',
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="how-title" className="text-center text-3xl font-bold text-stone-900">
        ¿Cómo funciona?
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
            <span className="flex size-11 items-center justify-center rounded-xl bg-orange-100 text-orange-700">
              <step.icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 font-semibold text-stone-900">
              <span className="sr-only">Paso {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm text-stone-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
