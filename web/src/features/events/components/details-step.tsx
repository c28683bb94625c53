import { Fieldset, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { timeZoneOptions } from '@/lib/event-time';
import type { EventForm } from '../hooks/use-event-form';
import { LocationFields } from './location-fields';

/** Name, description, where and when: the wizard's first step and the dashboard's details tab. */
export function DetailsStep({ form }: { form: EventForm }) {
  return (
    <Stack gap="lg">
      <TextInput
        label="Event name"
        placeholder="Sunset sessions on the rooftop"
        withAsterisk
        {...form.getInputProps('name')}
      />
      <Textarea
        label="Description"
        placeholder="What should people expect? Line-up, dress code, what to bring..."
        autosize
        minRows={4}
        maxRows={12}
        {...form.getInputProps('description')}
      />
      <Fieldset legend="Location" radius="md" p={{ base: 'sm', sm: 'md' }}>
        <LocationFields form={form} />
      </Fieldset>
      <Fieldset legend="Date and time" radius="md" p={{ base: 'sm', sm: 'md' }}>
        <DateTimeFields form={form} />
      </Fieldset>
    </Stack>
  );
}

function DateTimeFields({ form }: { form: EventForm }) {
  const [zones] = useState(timeZoneOptions);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput type="datetime-local" label="Starts" {...form.getInputProps('startsAt')} />
      <TextInput type="datetime-local" label="Ends" {...form.getInputProps('endsAt')} />
      <Select
        label="Time zone"
        data={zones}
        searchable
        allowDeselect={false}
        limit={50}
        nothingFoundMessage="No such time zone"
        {...form.getInputProps('timeZone')}
      />
    </SimpleGrid>
  );
}
