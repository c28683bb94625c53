import { Switch } from '@mantine/core';
import type { EventForm } from '../hooks/use-event-form';

/**
 * "List on What's on": whether the approved event appears in the public lists (What's on,
 * the landing's upcoming events, the organisation's page). Off, it is reached by its link
 * alone; turning it either way takes effect at once, with no new review.
 */
export function ListingField({ form }: { form: EventForm }) {
  return (
    <Switch
      label="List on What’s on"
      description="Once approved, it is listed in What’s on and on your organisation’s page. Off: only people with its link find it."
      checked={form.values.listed}
      onChange={(changed) => form.setFieldValue('listed', changed.currentTarget.checked)}
      error={form.errors.listed}
    />
  );
}
