import { useSearchParams } from 'react-router-dom';
import { NewOrderAlerts } from '@/features/alerts/components/new-order-alerts';
import { BusyKitchenCard, TestModeBanner } from '@/features/dashboard/components/busy-kitchen-card';
import { DashboardHeader } from '@/features/dashboard/components/dashboard-header';
import { GoLiveChecklist } from '@/features/dashboard/components/go-live-checklist';
import { LiveConversationCard } from '@/features/dashboard/components/live-conversation-card';
import { MetricCards } from '@/features/dashboard/components/metric-cards';
import { PlanUsageBanner } from '@/features/dashboard/components/plan-usage-banner';
import { QuickActionsCard } from '@/features/dashboard/components/quick-actions-card';
import { SystemStatusCard } from '@/features/dashboard/components/system-status-card';
import { TestCentreCard } from '@/features/dashboard/components/test-centre-card';
import { WhatsAppCard } from '@/features/dashboard/components/whatsapp-card';

function Dashboard() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-7xl">
      <DashboardHeader />
      <TestModeBanner />
      <GoLiveChecklist />
      <NewOrderAlerts />
      <PlanUsageBanner />
      <MetricCards />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <WhatsAppCard />
          <LiveConversationCard />
        </div>
        <div className="space-y-6">
          <QuickActionsCard />
          <BusyKitchenCard />
          <SystemStatusCard />
          <TestCentreCard />
        </div>
      </div>
    </section>
  );
}

export function DashboardRoute() {
  // Local state (typed message, chosen provider) belongs to one restaurant.
  const [searchParams] = useSearchParams();
  return <Dashboard key={searchParams.get('restaurant') ?? ''} />;
}
