import type { MenuItem } from '../menu/menu-item.js';
import type { Message } from './conversation.js';
import type { WhatsAppStatus } from './whatsapp-status.js';
import type { OperationsConfig } from '../config/operations-config.js';

export type GoLiveStepKey = 'menu' | 'hours' | 'delivery' | 'whatsapp' | 'testMessage' | 'testOrder' | 'testMode';

export interface GoLiveStep {
  key: GoLiveStepKey;
  label: string;
  done: boolean;
  /** What to do, in the owner's words, while it is not done. */
  hint: string;
  /** The panel screen where it is done. */
  href: string;
}

export interface GoLiveFacts {
  menu: Pick<MenuItem, 'price' | 'available'>[];
  operations: Pick<OperationsConfig, 'hoursEnabled' | 'openingHours'>;
  profile: { hours?: string | null; delivery?: string | null; payment?: string | null };
  whatsapp: Pick<WhatsAppStatus, 'configured'>;
  /** The restaurant's latest messages: a reply that left through WhatsApp proves the number works. */
  recentMessages: Pick<Message, 'direction' | 'status'>[];
  orders: number;
  testMode: boolean;
}

const filled = (text: string | null | undefined) => !!text?.trim();

/** What is still missing before customers can order: the dashboard shows it until every step is done. */
export function goLiveChecklist(f: GoLiveFacts): { steps: GoLiveStep[]; done: boolean; remaining: number } {
  const hasHours = (f.operations.hoursEnabled && Object.values(f.operations.openingHours ?? {}).some(Boolean)) || filled(f.profile.hours);
  const steps: GoLiveStep[] = [
    {
      key: 'menu',
      label: 'Menú con precios',
      done: f.menu.some((i) => i.available && i.price > 0),
      hint: 'Agrega tus productos con precio (puedes pegar tu menú de WhatsApp en «Importar menú»).',
      href: '/menu',
    },
    {
      key: 'hours',
      label: 'Horario',
      done: hasHours,
      hint: 'Indica cuándo abres para que el asistente lo diga y tome pedidos a tiempo.',
      href: '/ai-config',
    },
    {
      key: 'delivery',
      label: 'Entrega y formas de pago',
      done: filled(f.profile.delivery) && filled(f.profile.payment),
      hint: 'Escribe a dónde entregas, cuánto cuesta el envío y cómo te pueden pagar.',
      href: '/ai-config',
    },
    {
      key: 'whatsapp',
      label: 'WhatsApp conectado',
      done: f.whatsapp.configured,
      hint: 'Sigue la guía paso a paso para conectar tu número de WhatsApp Business.',
      href: '/api-settings',
    },
    {
      key: 'testMessage',
      label: 'Mensaje de prueba recibido',
      done: f.recentMessages.some((m) => m.direction === 'outgoing' && ['sent', 'delivered', 'read'].includes(m.status)),
      hint: 'Manda «Hola» desde tu celular a tu número de WhatsApp Business y revisa que el asistente te conteste.',
      href: '/',
    },
    {
      key: 'testOrder',
      label: 'Un pedido de prueba',
      done: f.orders > 0,
      hint: 'Haz un pedido como si fueras cliente desde Pruebas o desde tu WhatsApp.',
      href: '/test',
    },
    {
      key: 'testMode',
      label: 'Modo de prueba apagado',
      done: !f.testMode,
      hint: 'Mientras esté encendido, tus clientes ven «[PRUEBA]» al inicio de cada respuesta.',
      href: '/ai-config',
    },
  ];
  const remaining = steps.filter((s) => !s.done).length;
  return { steps, done: remaining === 0, remaining };
}
