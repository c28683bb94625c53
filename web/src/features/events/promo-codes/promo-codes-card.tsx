import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { EventWithTypes } from '@contract/events';
import { PlainList } from '@/components/plain-list';
import { TitledCard } from '../components/titled-card';
import { PromoCodeForm } from './promo-code-form';
import { discountWords, salesWords, usesWords } from './promo-code-words';
import { useDeactivatePromoCode, usePromoCodes } from './promo-codes-api';

/** The event's promo codes: each with its discount, uses and revenue; a form to add one. */
export function PromoCodesCard({ event }: { event: EventWithTypes }) {
  const codes = usePromoCodes(event.id);
  const deactivate = useDeactivatePromoCode(event.id);
  return (
    <TitledCard title="Promo codes" gap="md">
      {codes.isError && (
        <Text size="sm" c="red" role="alert">
          {codes.error.message}
        </Text>
      )}
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
              </Stack>
              {code.active && (
                <Button
                  size="xs"
                  variant="default"
                  loading={deactivate.isPending && deactivate.variables === code.code}
                  onClick={() => deactivate.mutate(code.code)}
                >
                  Deactivate
                </Button>
              )}
            </Group>
          ))}
        </PlainList>
      )}
      <PromoCodeForm event={event} />
    </TitledCard>
  );
}
