import { Badge } from '@/components/ui/badge';
import type { Takeover } from '@/features/conversations/api/takeover';

/** Who answers this conversation right now, as the list and the conversation view show it. */
export function attendantLabel(takeover: Takeover | null | undefined): string {
  if (!takeover) return 'Responde: Asistente';
  if (takeover.by) return `Responde: ${takeover.by}`;
  return takeover.reason === 'stuck' ? 'Necesita una persona (cliente atorado)' : 'Pide hablar con una persona';
}

export function AttendantBadge({ takeover }: { takeover: Takeover | null | undefined }) {
  const variant = !takeover ? 'green' : takeover.by ? 'purple' : 'red';
  return <Badge variant={variant}>{attendantLabel(takeover)}</Badge>;
}
