import { ConversationsView } from '@/features/conversations/components/conversations-view';

export function ConversationsRoute() {
  return <ConversationsView />;
}
