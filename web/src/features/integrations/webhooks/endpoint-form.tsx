import { Checkbox, Code, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { webhookEventTypes, type WebhookEventType } from '@contract/webhook-events';
import { createWebhookEndpointRequest } from '@contract/webhooks';
import { DialogButtons } from '@/components/dialog-buttons';
import { InlineError } from '@/components/inline-error';
import { isApiError } from '@/lib/api-error';
import { webhookTypeDescriptions } from './webhook-words';

export type EndpointFormValues = { url: string; description: string; types: WebhookEventType[] };

const fieldNames = ['url', 'description', 'types'] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (value: unknown): value is FieldName =>
  fieldNames.some((name) => name === value);

/** The problems the server's own schema finds, by field (the first one of each). */
function problemsOf(values: EndpointFormValues): Partial<Record<FieldName, string>> {
  const parsed = createWebhookEndpointRequest.safeParse(requestOf(values));
  const problems: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (isFieldName(field)) problems[field] ??= issue.message;
  }
  return problems;
}

/** What the form sends (an empty description clears the one saved). */
export const requestOf = ({ url, description, types }: EndpointFormValues) => ({
  url: url.trim(),
  description: description.trim(),
  types,
});

type EndpointFormProps = {
  initialValues: EndpointFormValues;
  submitLabel: string;
  /** Saves; a refusal's fields (a 400 naming `url`) land beside their inputs. */
  onSave: (values: EndpointFormValues) => Promise<unknown>;
  onClose: () => void;
};

/**
 * An endpoint's address, what it is for and the events it gets, checked with the very schema
 * the server checks with; the server's own refusal (an address it may not reach) lands beside
 * the field it names.
 */
export function EndpointForm({ initialValues, submitLabel, onSave, onClose }: EndpointFormProps) {
  const [isSaving, setIsSaving] = useState(false);
  const [otherError, setOtherError] = useState<string | null>(null);
  const form = useForm<EndpointFormValues>({ initialValues, validate: problemsOf });

  const save = async (values: EndpointFormValues) => {
    setOtherError(null);
    setIsSaving(true);
    try {
      await onSave(values);
    } catch (failure) {
      const fields = Object.entries(isApiError(failure) ? failure.fields : {}).filter(([field]) =>
        isFieldName(field),
      );
      if (fields.length > 0) form.setErrors(Object.fromEntries(fields));
      else setOtherError(failure instanceof Error ? failure.message : 'Not saved');
    } finally {
      setIsSaving(false);
    }
  };

  const chosen = form.getValues().types;
  const isAllChosen = chosen.length === webhookEventTypes.length;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void save(values))}>
      <Stack gap="md">
        <TextInput
          label="Endpoint URL"
          description="The address on your server that receives the events, such as https://example.org/webhooks"
          placeholder="https://"
          type="url"
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          data-autofocus
          {...form.getInputProps('url')}
        />
        <TextInput
          label="Description"
          description="What it is for, such as “CRM” or “Door gates”"
          {...form.getInputProps('description')}
        />
        <Stack gap="xs">
          <Checkbox
            label="All events"
            checked={isAllChosen}
            indeterminate={chosen.length > 0 && !isAllChosen}
            onChange={() => form.setFieldValue('types', isAllChosen ? [] : [...webhookEventTypes])}
          />
          <Checkbox.Group label="Events to send" withAsterisk {...form.getInputProps('types')}>
            <Stack gap="xs" mt="xs">
              {webhookEventTypes.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={<Code>{type}</Code>}
                  description={webhookTypeDescriptions[type]}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </Stack>
        <InlineError message={otherError} />
        <Text size="xs" c="dimmed">
          We send each event as a signed POST request and try again for 24 hours if it fails.
        </Text>
        <DialogButtons onClose={onClose} confirmLabel={submitLabel} isConfirming={isSaving} />
      </Stack>
    </form>
  );
}
