import { Bot, ClipboardList, RotateCcw, User } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { DEMO_MESSAGES, DEMO_ORDER, ORDER_PANEL_DELAY_MS } from '@/features/landing/demo-script';

export const DEMO_SECTION_ID = 'demo';

type DemoSectionProps = {
  /** Set by 'Ver Demo': starts the conversation even before the section is seen. */
  started?: boolean;
};

/** Plays the scripted conversation, one message after another. */
function useDemoPlayback(running: boolean, run: number) {
  // Progress belongs to one playback: a replay (a new `run`) starts from nothing.
  const [progress, setProgress] = useState({ run, shown: 0, orderVisible: false });

  useEffect(() => {
    if (!running) return;
    const timers: number[] = [];
    let at = 0;
    DEMO_MESSAGES.forEach((message, index) => {
      at += message.delayMs;
      timers.push(window.setTimeout(() => setProgress({ run, shown: index + 1, orderVisible: false }), at));
    });
    timers.push(window.setTimeout(() => setProgress({ run, shown: DEMO_MESSAGES.length, orderVisible: true }), at + ORDER_PANEL_DELAY_MS));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [running, run]);

  return progress.run === run ? { shown: progress.shown, orderVisible: progress.orderVisible } : { shown: 0, orderVisible: false };
}

export function DemoSection({ started = false }: DemoSectionProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const [seen, setSeen] = useState(false);
  const [run, setRun] = useState(0);
  const running = started || seen;
  const { shown, orderVisible } = useDemoPlayback(running, run);
  const typing = running && shown < DEMO_MESSAGES.length;
  const nextFrom = DEMO_MESSAGES[shown]?.from;

  // Keep the newest message in sight inside the fixed-height chat.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [shown]);

  // Start when the section scrolls into view.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || running || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [running]);

  return (
    <section
      ref={sectionRef}
      id={DEMO_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="demo-title"
      className="scroll-mt-20 bg-emerald-50/60 py-16 focus:outline-none"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <div className="text-center">
          <h2 id="demo-title" className="text-3xl font-bold text-stone-900">
            Mira a Comanda en acción
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-stone-600">
            Un cliente pide por WhatsApp y el asistente arma el pedido completo en segundos.
          </p>
        </div>

        <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
            <div className="flex items-center gap-3 bg-emerald-700 px-4 py-3 text-white">
              <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-white/20">
                <Bot className="size-5" />
              </span>
              <div className="leading-tight">
                <p className="font-semibold">Taquería El Güero</p>
                <p className="text-xs text-emerald-100">Asistente de pedidos · en línea</p>
              </div>
            </div>
            {/* Fixed height so the page never jumps while messages arrive. */}
            <ol
              ref={logRef}
              role="log"
              aria-live="polite"
              aria-label="Conversación de ejemplo"
              className="flex h-[26rem] flex-col gap-3 overflow-y-auto bg-[#efeae2] p-4"
            >
              {DEMO_MESSAGES.slice(0, shown).map((message, index) => (
                <DemoBubble key={index} from={message.from} text={message.text} />
              ))}
              {typing && shown > 0 ? (
                <li
                  aria-hidden="true"
                  className={cn('w-fit rounded-2xl bg-white/80 px-3 py-2 text-sm text-stone-500', nextFrom === 'customer' && 'self-end')}
                >
                  escribiendo…
                </li>
              ) : null}
            </ol>
          </div>

          <div className="min-h-[16rem]">
            {orderVisible ? (
              <OrderPanel onReplay={() => setRun((value) => value + 1)} />
            ) : (
              <div className="flex h-full min-h-[16rem] flex-col items-center justify-center rounded-2xl border border-dashed border-stone-300 bg-white/60 p-6 text-center text-sm text-stone-500">
                <ClipboardList aria-hidden="true" className="mb-2 size-8 text-stone-400" />
                El pedido aparecerá aquí en cuanto el cliente lo confirme.
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function DemoBubble({ from, text }: { from: 'customer' | 'assistant'; text: string }) {
  const customer = from === 'customer';
  return (
    <li className={cn('flex max-w-[85%] items-end gap-2', customer ? 'flex-row-reverse self-end' : 'self-start')}>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-full',
          customer ? 'bg-stone-200 text-stone-600' : 'bg-emerald-600 text-white',
        )}
      >
        {customer ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <p
        className={cn(
          'rounded-2xl px-3 py-2 text-sm shadow-sm',
          customer ? 'rounded-br-sm bg-[#d9fdd3] text-stone-900' : 'rounded-bl-sm bg-white text-stone-800',
        )}
      >
        <span className="sr-only">{customer ? 'Cliente: ' : 'Asistente: '}</span>
        {text}
      </p>
    </li>
  );
}

function OrderPanel({ onReplay }: { onReplay: () => void }) {
  return (
    <section aria-labelledby="demo-order-title" className="rounded-2xl bg-white p-5 shadow-md ring-2 ring-orange-400">
      <div className="flex items-center justify-between gap-2">
        <h3 id="demo-order-title" className="flex items-center gap-2 text-lg font-bold text-stone-900">
          <ClipboardList aria-hidden="true" className="size-5 text-orange-700" />
          Nuevo Pedido
        </h3>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Pendiente</span>
      </div>
      <p className="mt-1 text-sm text-stone-500">{DEMO_ORDER.customer}</p>
      <ul className="mt-4 space-y-2 text-sm" aria-label="Productos del pedido">
        {DEMO_ORDER.items.map((item) => (
          <li key={item.name} className="flex justify-between gap-3">
            <span>
              {item.quantity} × {item.name}
            </span>
            <span className="font-medium">{item.total}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-stone-200 pt-3 font-bold">
        <span>Total</span>
        <span>{DEMO_ORDER.total}</span>
      </p>
      <dl className="mt-3 space-y-1 text-sm text-stone-600">
        <div>
          <dt className="inline font-medium text-stone-700">Entrega: </dt>
          <dd className="inline">{DEMO_ORDER.address}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-stone-700">Pago: </dt>
          <dd className="inline">{DEMO_ORDER.payment}</dd>
        </div>
      </dl>
      <Button variant="ghost" size="sm" className="mt-4" onClick={onReplay}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Repetir demo
      </Button>
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
