import type { BadgeVariant } from '@/components/ui/badge';

const STATUS: Record<string, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Activo', variant: 'green' },
  trial: { label: 'Prueba', variant: 'blue' },
  canceled: { label: 'Cancelado', variant: 'red' },
  past_due: { label: 'Vencido', variant: 'amber' },
};

const PLANS: Record<string, string> = {
  basic: 'Básico',
  pro: 'Profesional',
  enterprise: 'Empresarial',
};

export function statusBadge(status: string): { label: string; variant: BadgeVariant } {
  return STATUS[status] ?? { label: capitalise(status), variant: 'gray' };
}

export function planLabel(plan: string | null | undefined): string {
  if (!plan) return 'Sin plan';
  return PLANS[plan] ?? capitalise(plan);
}

export function capitalise(text: string): string {
  return text ? text.charAt(0).toLocaleUpperCase('es') + text.slice(1) : text;
}

export function restaurantPanelUrl(id: string | number): string {
  return `/?restaurant=${encodeURIComponent(String(id))}`;
}
