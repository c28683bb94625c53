import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The card every user-flow page sits in, so they share width, spacing and heading style. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Paper withBorder shadow="xl" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        {children}
        {footer && (
          <Text size="sm" ta="center" c="dimmed">
            {footer}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
