import { Badge, type BadgeVariant } from '@/components/ui/badge';

const STATUSES: Record<string, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Activa', variant: 'green' },
  completed: { label: 'Completada', variant: 'blue' },
  paused: { label: 'Pausada', variant: 'yellow' },
};

/** Spec §4: unknown statuses read 'Pausada' on a gray badge. */
export function ConversationStatusBadge({ status }: { status: string }) {
  const s = STATUSES[status] ?? { label: 'Pausada', variant: 'gray' as const };
  return <Badge variant={s.variant}>{s.label}</Badge>;
}
