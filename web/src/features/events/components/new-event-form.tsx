import { Alert, Button, Group, List, Stack, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { createEventRequest, type EventWithTypes } from '@contract/events';
import { isApiError } from '@/lib/api-error';
import { useCreateEvent } from '../api/create-event';

type NewEventValues = { name: string; description: string };

const formFields: ReadonlySet<string> = new Set<keyof NewEventValues>(['name', 'description']);

type NewEventFormProps = {
  onCreated: (event: EventWithTypes) => void;
};

export function NewEventForm({ onCreated }: NewEventFormProps) {
  const form = useForm<NewEventValues>({
    mode: 'uncontrolled',
    initialValues: { name: '', description: '' },
    // The very schema the API validates with, so both sides agree on what is acceptable.
    validate: schemaResolver(createEventRequest, { sync: true }),
  });
  const creation = useCreateEvent();
  const error = creation.error;
  // Server complaints about fields this form does not show (yet) still need to be seen.
  const otherFieldErrors = isApiError(error)
    ? Object.entries(error.fields).filter(([field]) => !formFields.has(field))
    : [];

  const onSubmit = (values: NewEventValues) =>
    creation.mutate(
      { name: values.name.trim(), description: values.description.trim() },
      {
        onSuccess: onCreated,
        onError: (failure) => {
          if (!isApiError(failure)) return;
          const fieldErrors = Object.entries(failure.fields).filter(([field]) =>
            formFields.has(field),
          );
          form.setErrors(Object.fromEntries(fieldErrors));
        },
      },
    );

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <TextInput
          label="Event name"
          placeholder="Sunset sessions on the rooftop"
          withAsterisk
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Textarea
          label="Description"
          placeholder="What should people expect? Line-up, dress code, what to bring..."
          autosize
          minRows={4}
          maxRows={12}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        {error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle />}
            title="Could not create the event"
          >
            {error.message}
            {otherFieldErrors.length > 0 && (
              <List size="sm" mt="xs">
                {otherFieldErrors.map(([field, message]) => (
                  <List.Item key={field}>
                    {field}: {message}
                  </List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={creation.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
