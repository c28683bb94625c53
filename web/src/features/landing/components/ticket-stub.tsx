import { Group, Stack, Text } from '@mantine/core';
import classes from './landing-page.module.css';

/**
 * A ticket as our buyers get them, tilting gently below the hero text: the product, shown. It
 * is white paper in both schemes, so its small print is gray 7, not the scheme's dimmed.
 */
export function TicketStub({ title }: { title: string }) {
  return (
    <div className={classes.ticket} aria-hidden>
      <Stack gap={2} className={classes.ticketMain}>
        <Text size="xs" tt="uppercase" fw={700} c="gray.7" lts="0.1em">
          Admit one
        </Text>
        <Text fw={800} size="lg" lh={1.2}>
          Your next event
        </Text>
        <Text size="xs" c="gray.7">
          Sold on {title}
        </Text>
      </Stack>
      <Group className={classes.ticketStub} justify="center">
        <Text fw={800} size="sm" className={classes.ticketNumber}>
          No. 0001
        </Text>
      </Group>
    </div>
  );
}
