import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

type SubmitRowProps = {
  label: string;
  isSaving: boolean;
  /** Shown beside the button once saved ("Updated"), until it no longer describes the form. */
  savedText: string | undefined;
};

/** A form's submit button, with a green "done" note beside it after a save. */
export function SubmitRow({ label, isSaving, savedText }: SubmitRowProps) {
  return (
    <Group gap="md">
      <Button type="submit" loading={isSaving}>
        {label}
      </Button>
      {savedText && (
        <Group gap={6} c="teal" role="status">
          <IconCircleCheck size={18} aria-hidden />
          <Text fw={600}>{savedText}</Text>
        </Group>
      )}
    </Group>
  );
}
