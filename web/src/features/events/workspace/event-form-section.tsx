import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { EventWithTypes } from '@contract/events';
import { RejectedNotice } from './rejected-notice';
import { SectionSaveBar } from './section-save-bar';
import { useSectionForm, type SectionForm } from './use-section-form';
import { useWorkspaceEvent } from './workspace-context';

type EventFormSectionProps = {
  /** The section's fields, on its own form over the event as last saved. */
  fields: (section: SectionForm, event: EventWithTypes) => ReactNode;
  /** What follows the form and is saved on its own (the banner, say). */
  after?: (event: EventWithTypes) => ReactNode;
};

/** A section that edits the event: a rejection's reason above, its fields, then Save. */
export function EventFormSection({ fields, after }: EventFormSectionProps) {
  const event = useWorkspaceEvent();
  const section = useSectionForm(event);
  return (
    <Stack gap="lg">
      <RejectedNotice event={event} section={section} />
      {fields(section, event)}
      <SectionSaveBar eventId={event.id} section={section} />
      {after?.(event)}
    </Stack>
  );
}
