import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

type SelectionBarProps = { count: number; onClear: () => void; onDelete: () => void };

/** Shown while rows are ticked: what can be done with them. */
export function SelectionBar({ count, onClear, onDelete }: SelectionBarProps) {
  return (
    <Paper withBorder radius="lg" px="md" py="xs">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {count} selected
        </Text>
        <Group gap="xs">
          <CloseButton aria-label="Clear the selection" onClick={onClear} />
          <Button
            color="red"
            variant="light"
            size="xs"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
