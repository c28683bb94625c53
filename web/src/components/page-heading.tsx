import { Stack, Text, Title } from '@mantine/core';

/** A platform page's one h1, with a dimmed line under it saying what the page is for. */
export function PageHeading({ title, description }: { title: string; description: string }) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{description}</Text>
    </Stack>
  );
}
