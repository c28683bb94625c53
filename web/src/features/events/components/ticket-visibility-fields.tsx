import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { TicketVisibility } from '@contract/access-codes';
import type { EventForm } from '../hooks/use-event-form';

const choices: Array<{ value: TicketVisibility; label: string }> = [
  { value: 'public', label: 'Public' },
  { value: 'code', label: 'Hidden, revealed by an access code' },
  { value: 'link', label: 'Hidden, link only' },
];

const explanations: Record<TicketVisibility, string> = {
  public: 'Everyone sees it on the event page',
  code: 'Buyers see it once they type the code under “Have an access code?”',
  link: 'Nothing on the page hints at it: only a link with the code sells it',
};

/** Letters and digits no one confuses (no 0/O, 1/I): a code read out or typed from paper. */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code hard to guess (8 of 32 symbols: 40 bits), for an organiser who wants one made. */
export function newAccessCode(): string {
  const random = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(random, (byte) => codeAlphabet[byte % codeAlphabet.length]).join('');
}

/** Who may see a ticket type, and for a hidden one the code that unlocks it. */
export function TicketVisibilityFields({ form, index }: { form: EventForm; index: number }) {
  const type = form.values.types[index]!;
  const visibility = type.visibility ?? 'public';
  const path = (field: string) => `types.${index}.${field}`;
  return (
    <Stack gap="sm">
      <Select
        label="Who can see it"
        description={explanations[visibility]}
        data={choices}
        value={visibility}
        allowDeselect={false}
        onChange={(value) => {
          const next = (value ?? 'public') as TicketVisibility;
          form.setFieldValue(path('visibility'), next);
          if (next !== 'public' && !type.accessCode) {
            form.setFieldValue(path('accessCode'), newAccessCode());
          }
        }}
        error={form.errors[path('visibility')]}
      />
      {visibility !== 'public' && (
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label="Access code"
            description="Letters, digits, - or _; buyers may type it in any case"
            autoComplete="off"
            autoCapitalize="characters"
            withAsterisk
            {...form.getInputProps(path('accessCode'))}
            value={type.accessCode ?? ''}
          />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            onClick={() => form.setFieldValue(path('accessCode'), newAccessCode())}
            aria-label={`New code for ticket type ${index + 1}`}
          >
            New code
          </Button>
        </Group>
      )}
    </Stack>
  );
}
