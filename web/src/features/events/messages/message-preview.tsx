import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { textParts } from '@contract/linked-text';

/**
 * The message as its email shows it: the text as written, line breaks kept, web addresses as
 * links (the rule the email uses), never HTML.
 */
export function MessagePreview({
  subject,
  body,
  footer,
}: {
  subject: string;
  body: string;
  footer: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {subject.trim() || 'No subject yet'}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {body.trim()
            ? textParts(body).map((part, index) =>
                part.kind === 'link' ? (
                  <Anchor key={index} href={part.value} target="_blank" rel="noreferrer">
                    {part.value}
                  </Anchor>
                ) : (
                  part.value
                ),
              )
            : 'Write your message to see it here.'}
        </Text>
        <Text size="xs" c="dimmed">
          {footer}
        </Text>
      </Stack>
    </Paper>
  );
}
