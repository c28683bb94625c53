import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type HeadedSectionProps = {
  /** The heading's id: the section is named by it, and so may a table inside. */
  headingId: string;
  title: ReactNode;
  /** A line under the heading, where the title alone does not say what the section holds. */
  description?: ReactNode;
  children: ReactNode;
};

/** A section of a page under its own h2. */
export function HeadedSection({ headingId, title, description, children }: HeadedSectionProps) {
  const heading = (
    <Title order={2} size="h3" id={headingId}>
      {title}
    </Title>
  );
  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      {description === undefined ? (
        heading
      ) : (
        <HeadingWithDescription heading={heading} description={description} />
      )}
      {children}
    </Stack>
  );
}

/** A heading with a dimmed line under it that says what the section holds. */
export function HeadingWithDescription({
  heading,
  description,
}: {
  heading: ReactNode;
  description: ReactNode;
}) {
  return (
    <Stack gap={2}>
      {heading}
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </Stack>
  );
}
