import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { EventWithTypes } from '@contract/events';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { formatEventTimes } from '@/lib/event-time';
import { CancelEventButton } from '@/features/refunds/components/cancel-event-button';
import { CancelledEventAlert } from '@/features/refunds/components/cancelled-event-alert';
import { MoneyCard } from '@/features/money/components/money-card';
import { useSales } from '../api/get-sales';
import { useResubmitEvent } from '../api/resubmit-event';
import { useUpdateEvent } from '../api/update-event';
import { checkDraft, type DraftErrors } from '../draft/draft-to-request';
import { eventToDraft } from '../draft/event-to-draft';
import { listProblems } from '../draft/problems';
import { toFormPaths } from '../draft/server-fields';
import { useEventForm } from '../hooks/use-event-form';
import { ApprovalPanel } from './approval-panel';
import { ApprovalStatus } from './approval-status';
import { DeleteEventButton } from './delete-event-button';
import { EventEditor, type EditorTab } from './event-editor';
import { PublicLinkCard } from './public-link-card';
import { HiddenTypesCard } from './hidden-types-card';
import { SalesCard } from './sales-card';
import { CheckInCard } from '../check-in/check-in-card';
import { DoorListsCard } from '../door/door-lists-card';
import { AttendeeDetailsCard } from '../attendee-details/attendee-details-card';
import { PromoCodesCard } from '../promo-codes/promo-codes-card';
import { WaitingListCard } from '../waiting-list/waiting-list-card';

export function EventDashboard({ event }: { event: EventWithTypes }) {
  const [tab, setTab] = useState<EditorTab>('details');
  const [shownErrors, setShownErrors] = useState<DraftErrors>({});
  const form = useEventForm({
    initialValues: eventToDraft(event),
    onValuesChange: () => setShownErrors({}),
  });
  const update = useUpdateEvent();
  const resubmit = useResubmitEvent();
  const times = formatEventTimes(event);
  const sales = useSales(event.id);
  const problems = listProblems(shownErrors, form.values);

  /** Saves the draft; resolves to whether it was saved. */
  const save = async (): Promise<boolean> => {
    const check = checkDraft(form.values);
    if (!check.isValid) {
      form.setErrors(check.errors);
      setShownErrors(check.errors);
      return false;
    }
    try {
      const saved = await update.mutateAsync({ id: event.id, request: check.request });
      const draft = eventToDraft(saved);
      form.setInitialValues(draft);
      form.setValues(draft);
      form.resetDirty(draft);
      notifications.show({
        color: 'teal',
        title: 'Changes saved',
        message:
          event.status === 'approved' && saved.status === 'pending'
            ? 'Buyers see the changes once an administrator approves them again.'
            : `"${saved.name}" is up to date.`,
      });
      return true;
    } catch (failure) {
      if (isApiError(failure)) {
        const fields = toFormPaths(failure.fields);
        form.setErrors(fields);
        setShownErrors(fields);
      }
      return false;
    }
  };

  const onResubmit = async () => {
    if (form.isDirty() && !(await save())) return;
    resubmit.mutate(event.id, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          title: 'Sent for review',
          message: 'An administrator will look at it again shortly.',
        }),
      onError: (failure) =>
        notifications.show({ color: 'red', title: 'Could not resubmit', message: failure.message }),
    });
  };

  const discard = () => {
    form.reset();
    setShownErrors({});
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.platform.events.getHref()} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} /> Event Management
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        {/* Wide enough for the name, else the actions go under it (phones). */}
        <Stack gap={6} miw={0} style={{ flex: '1 1 18rem' }}>
          <Title order={1} fz={{ base: 28, sm: 40 }}>
            {event.name}
          </Title>
          <Group gap="sm">
            <ApprovalStatus status={event.status} cancelledAt={event.cancelledAt} />
            {times && (
              <Text size="sm" c="dimmed">
                {times}
              </Text>
            )}
          </Group>
        </Stack>
        {!event.cancelledAt && (
          <Group gap="sm">
            {/* An event with sales cannot be deleted (the server says so), only cancelled. */}
            {event.ticketsSold > 0 && <CancelEventButton event={event} />}
            <DeleteEventButton event={event} />
          </Group>
        )}
      </Group>
      <CancelledEventAlert
        event={event}
        hasPaidOrders={
          sales.data?.orders.some(
            (order) => order.status === 'paid' || order.status === 'refund_pending',
          ) ?? false
        }
      />
      {/* A cancelled event is on sale no more, whatever its approval says. */}
      {!event.cancelledAt && (
        <ApprovalPanel
          event={event}
          onResubmit={() => void onResubmit()}
          isResubmitting={resubmit.isPending || update.isPending}
          hasUnsavedChanges={form.isDirty()}
        />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PublicLinkCard eventId={event.id} status={event.status} />
        <SalesCard event={event} />
        <MoneyCard eventId={event.id} />
      </SimpleGrid>
      <CheckInCard eventId={event.id} />
      <DoorListsCard event={event} />
      {!event.cancelledAt && <PromoCodesCard event={event} />}
      {!event.cancelledAt && <HiddenTypesCard event={event} />}
      {!event.cancelledAt && <AttendeeDetailsCard event={event} />}
      {!event.cancelledAt && <WaitingListCard event={event} />}
      <EventEditor
        event={event}
        form={form}
        tab={tab}
        onTabChange={setTab}
        problems={problems}
        saveError={update.error}
        isSaving={update.isPending}
        onSave={() => void save()}
        onDiscard={discard}
      />
    </Stack>
  );
}
