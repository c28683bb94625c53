import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { EventWithTypes } from '@contract/events';
import type { PromoCodeView } from '@contract/promo-codes';
import { InlineError } from '@/components/inline-error';
import { PlainList } from '@/components/plain-list';
import { browserTimeZone } from '@/lib/event-time';
import { TitledCard } from '../components/titled-card';
import { EditPromoCodeModal } from './edit-promo-code-modal';
import { AddPromoCodeModal } from './add-promo-code-modal';
import { discountWords, limitWords, salesWords, usesWords } from './promo-code-words';
import { useDeactivatePromoCode, usePromoCodes, useUpdatePromoCode } from './promo-codes-api';

/** The event's promo codes: each with its discount, uses and revenue; Add a code opens a dialog. */
export function PromoCodesCard({ event }: { event: EventWithTypes }) {
  const codes = usePromoCodes(event.id);
  const deactivate = useDeactivatePromoCode(event.id);
  const reactivate = useUpdatePromoCode(event.id);
  const [editing, setEditing] = useState<PromoCodeView>();
  const [isAdding, setIsAdding] = useState(false);
  const timeZone = event.timeZone ?? browserTimeZone();
  const actionError = deactivate.error ?? reactivate.error;
  return (
    <TitledCard
      title="Promo codes"
      gap="md"
      action={
        <Button size="xs" leftSection={<IconPlus size={16} />} onClick={() => setIsAdding(true)}>
          Add a code
        </Button>
      }
    >
      <InlineError message={codes.error?.message ?? actionError?.message} />
      {codes.data && codes.data.codes.length === 0 && (
        <Text size="sm" c="dimmed">
          No codes yet. Buyers type a code on the event page, or follow a link ending in
          ?code=YOURCODE.
        </Text>
      )}
      {codes.data && codes.data.codes.length > 0 && (
        <PlainList gap="sm">
          {codes.data.codes.map((code) => (
            <Group key={code.code} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={700} ff="monospace">
                    {code.code}
                  </Text>
                  {!code.active && <Badge color="gray">Deactivated</Badge>}
                </Group>
                <Text size="sm" c="dimmed">
                  {discountWords(code.discount)} · {usesWords(code)} · {salesWords(code)}
                </Text>
                {limitWords(code, event.types, timeZone).map((words) => (
                  <Text key={words} size="sm" c="dimmed">
                    {words}
                  </Text>
                ))}
              </Stack>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Edit ${code.code}`}
                  onClick={() => setEditing(code)}
                >
                  Edit
                </Button>
                {code.active ? (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Deactivate ${code.code}`}
                    loading={deactivate.isPending && deactivate.variables === code.code}
                    onClick={() => deactivate.mutate(code.code)}
                  >
                    Deactivate
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Reactivate ${code.code}`}
                    loading={reactivate.isPending && reactivate.variables?.code === code.code}
                    onClick={() =>
                      reactivate.mutate({ code: code.code, request: { active: true } })
                    }
                  >
                    Reactivate
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </PlainList>
      )}
      {isAdding && <AddPromoCodeModal event={event} onClose={() => setIsAdding(false)} />}
      {editing && (
        <EditPromoCodeModal
          eventId={event.id}
          code={editing}
          currency={event.types[0]?.currency ?? 'ZAR'}
          timeZone={timeZone}
          onClose={() => setEditing(undefined)}
        />
      )}
    </TitledCard>
  );
}
