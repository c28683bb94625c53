import { Group, Progress, Text } from '@mantine/core';
import type { AdminUser } from '@contract/admin';

/**
 * SPEC.md: "Not Started" while `started` is unset (a profile made at sign-up says false, which
 * means the same); otherwise the real progress.
 */
export function QuestionnaireProgress({ user }: { user: Pick<AdminUser, 'started' | 'progress'> }) {
  if (!user.started) {
    return (
      <Text size="sm" c="dimmed">
        Not Started
      </Text>
    );
  }
  const progress = Math.round(user.progress ?? 0);
  return (
    <Group gap="xs" wrap="nowrap" miw={120}>
      <Progress
        value={progress}
        radius="xl"
        style={{ flex: 1 }}
        color={progress >= 100 ? 'teal' : undefined}
        aria-label={`Questionnaire ${progress}% done`}
      />
      <Text size="xs" c="dimmed" w={32} ta="right">
        {progress}%
      </Text>
    </Group>
  );
}
