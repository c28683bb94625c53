import { Alert } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';

/** What a selling tool says of a cancelled event: there is nothing more to sell. */
export function CancelledNote({ tool }: { tool: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconCalendarX />} title={tool}>
      This event was cancelled: nothing more is sold, so there is nothing to set here.
    </Alert>
  );
}
