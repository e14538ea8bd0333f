import { TestCentreView } from '@/features/test-centre/components/test-centre-view';

export function TestRoute() {
  return <TestCentreView />;
}
