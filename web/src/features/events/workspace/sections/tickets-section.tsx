import { Title } from '@mantine/core';
import { HiddenTypesCard } from '../../components/hidden-types-card';
import { TicketTypeList } from '../../components/ticket-types-step';
import { EventFormSection } from '../event-form-section';

/** The ticket types: names, prices, capacity, sales windows, who sees them; saved together. */
export function TicketsSection() {
  return (
    <EventFormSection
      fields={({ form }) => (
        <>
          <Title order={2} size="h3">
            Ticket types
          </Title>
          <TicketTypeList form={form} />
        </>
      )}
      after={(event) => !event.cancelledAt && <HiddenTypesCard event={event} />}
    />
  );
}
