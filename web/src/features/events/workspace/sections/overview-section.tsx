import { SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { CancelledEventAlert } from '@/features/refunds/components/cancelled-event-alert';
import { MoneyCard } from '@/features/money/components/money-card';
import { hasPaidOrders, useSales } from '../../api/get-sales';
import { ApprovalPanel } from '../../components/approval-panel';
import { PublicLinkCard } from '../../components/public-link-card';
import { SalesCard } from '../../components/sales-card';
import { AttentionList } from '../attention-list';
import { DoorNowCard, isDoorOpen } from '../door-now-card';
import { SalesBySourceCard } from '../sales-by-source-card';
import { SalesChartCard } from '../sales-chart-card';
import { TrackingLinkCard } from '../tracking-link-card';
import { useResubmit } from '../use-resubmit';
import { can } from '../rights';
import { useWorkspaceEvent } from '../workspace-context';

// Its own chunk: it reads the organisation's sites, whose API the section needs for nothing else.
const SellOnYourSiteCard = lazy(() =>
  import('../sell-on-your-site-card').then((m) => ({ default: m.SellOnYourSiteCard })),
);

/** The workspace's first page: what needs the organiser first, then how the sale is going. */
export function OverviewSection() {
  const event = useWorkspaceEvent();
  const sales = useSales(event.id);
  const { onResubmit, isResubmitting } = useResubmit(event);
  // When the section opened: whether the door is open is read once, not at every render.
  const [openedAt] = useState(Date.now);

  return (
    <Stack gap="lg">
      <CancelledEventAlert event={event} hasPaidOrders={hasPaidOrders(sales.data)} />
      {/* A cancelled event is on sale no more, whatever its approval says. */}
      {!event.cancelledAt && (
        <ApprovalPanel
          event={event}
          onResubmit={onResubmit}
          isResubmitting={isResubmitting}
          hasUnsavedChanges={false}
          canEdit={can(event, 'event.edit')}
        />
      )}
      <AttentionList event={event} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <PublicLinkCard eventId={event.id} status={event.status} />
        <SalesCard event={event} />
        {can(event, 'money.view') && <MoneyCard eventId={event.id} />}
        {isDoorOpen(event, openedAt) && <DoorNowCard event={event} />}
        <SalesBySourceCard
          sources={sales.data?.sources ?? []}
          showsRevenue={can(event, 'money.view')}
        />
        <TrackingLinkCard eventId={event.id} />
        <Suspense fallback={null}>
          <SellOnYourSiteCard
            eventId={event.id}
            orgId={event.orgId}
            isApproved={event.status === 'approved'}
          />
        </Suspense>
      </SimpleGrid>
      {can(event, 'money.view') && <SalesChartCard eventId={event.id} />}
    </Stack>
  );
}
