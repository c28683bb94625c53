import { Anchor, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { PayoutLine } from '../payout-text';

const looks = {
  ready: { color: 'teal', Icon: IconCircleCheck },
  action: { color: 'orange', Icon: IconAlertTriangle },
  waiting: { color: 'gray', Icon: IconClock },
} as const;

/** When the balance is paid out, or what it waits for, as one sentence. */
export function PayoutStatus({ line }: { line: PayoutLine }) {
  const { color, Icon } = looks[line.tone];
  return (
    <Paper withBorder radius="lg" p="sm">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon color={color} variant="light" radius="xl" aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
        <Text size="sm">
          {line.parts.map((part) =>
            typeof part === 'string' ? (
              part
            ) : (
              <Anchor key={part.href} component={Link} to={part.href} size="sm">
                {part.label}
              </Anchor>
            ),
          )}
        </Text>
      </Group>
    </Paper>
  );
}
