import { ComingSoon } from '../../../components/ui/coming-soon';

export function ConversationsRoute() {
  return <ComingSoon title="Conversaciones" subtitle="Historial y gestión de chats con clientes" />;
}
