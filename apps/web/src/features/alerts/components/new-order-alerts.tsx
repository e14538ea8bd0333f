import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCents } from '@/lib/format';
import { autoPrintEnabled, printTicket, setAutoPrint } from '@/lib/ticket';
import { useAlertConversations, useAlertOrders } from '@/features/alerts/api/alert-feeds';
import { askNotificationPermission, notify, playChime, shouldOfferNotifications } from './alert-effects';

const label = (n: { id: string | number; number?: number }) =>
  n.number ? `#${String(n.number).padStart(4, '0')}` : `#${String(n.id).slice(0, 8)}`;

/** Remembers what was already there on first load, then reports only what is new. */
function useNewItems<T>(items: T[] | undefined, key: (item: T) => string, onNew: (added: T[]) => void): void {
  const seen = useRef<Set<string> | null>(null);
  const report = useEffectEvent(onNew);
  useEffect(() => {
    if (!items) return;
    if (!seen.current) {
      seen.current = new Set(items.map(key));
      return;
    }
    const added = items.filter((item) => !seen.current!.has(key(item)));
    added.forEach((item) => seen.current!.add(key(item)));
    if (added.length > 0) report(added);
  }, [items, key]);
}

const orderKey = (o: { id: string | number }) => String(o.id);
const handoverKey = (c: { id: string | number; takeover?: { by: string | null; at: string } | null }) =>
  c.takeover && !c.takeover.by ? `${c.id}@${c.takeover.at}` : `none:${c.id}`;

/**
 * Pedidos and the dashboard announce a new order (sound, browser notification, banner) and
 * a customer who asked for a person. Notification permission is offered once.
 */
export function NewOrderAlerts({ printOption = false }: { printOption?: boolean }) {
  const { data: orders } = useAlertOrders();
  const { data: conversations } = useAlertConversations();
  const [banner, setBanner] = useState<string | null>(null);
  const [offer, setOffer] = useState(shouldOfferNotifications);
  const [newOrderId, setNewOrderId] = useState<string | null>(null);
  const [autoPrint, setAutoPrintState] = useState(autoPrintEnabled);

  useNewItems(orders, orderKey, (newOrders) => {
    const last = newOrders[0]!;
    playChime();
    notify(`Nuevo pedido ${label(last)}`, `${last.customerName || 'Cliente'} · ${formatCents(last.total)}`);
    setBanner(`Nuevo pedido ${label(last)} · ${last.customerName || 'Cliente'} · ${formatCents(last.total)}`);
    setNewOrderId(String(last.id));
    // A kitchen tab prints every new order's ticket by itself (this browser's setting).
    if (autoPrintEnabled()) newOrders.forEach((o) => printTicket(String(o.id)));
  });

  useNewItems(conversations, handoverKey, (changed) => {
    const firstHandover = changed.find((c) => c.takeover && !c.takeover.by);
    if (!firstHandover) return;
    const who = firstHandover.customerName || firstHandover.phoneNumber;
    playChime();
    notify('Un cliente pide una persona', who);
    setBanner(`${who} pide hablar con una persona: abre Conversaciones y toma la conversación`);
    setNewOrderId(null);
  });

  return (
    <div className="mb-4 space-y-2">
      {printOption ? (
        <label className="flex w-fit items-center gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            className="accent-orange-600"
            checked={autoPrint}
            onChange={(e) => {
              setAutoPrint(e.target.checked);
              setAutoPrintState(e.target.checked);
            }}
          />
          Imprimir cada pedido nuevo (en esta pestaña: déjala abierta en la cocina)
        </label>
      ) : null}
      {offer ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
          <span>Activa los avisos del navegador para enterarte de cada pedido nuevo aunque estés en otra pestaña.</span>
          <Button size="sm" onClick={() => void askNotificationPermission().finally(() => setOffer(false))}>
            Activar avisos
          </Button>
        </div>
      ) : null}
      {banner ? (
        <div
          role="alert"
          className="flex items-center justify-between gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm font-semibold text-emerald-900"
        >
          <span>🔔 {banner}</span>
          <span className="flex gap-3">
            {newOrderId ? (
              <button type="button" className="text-emerald-700 underline" onClick={() => printTicket(newOrderId)}>
                Imprimir ticket
              </button>
            ) : null}
            <button type="button" className="text-emerald-700 underline" onClick={() => setBanner(null)}>
              Cerrar
            </button>
          </span>
        </div>
      ) : null}
    </div>
  );
}
