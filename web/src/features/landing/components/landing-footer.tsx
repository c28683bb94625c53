import { Container, Divider, Group, Text } from '@mantine/core';
import { env } from '@/config/env';

export function LandingFooter() {
  return (
    <Container size="lg" component="footer" pb="xl">
      <Divider mb="lg" />
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{env.appTitle}</Text>
        <Text c="dimmed" size="sm">
          your ticketing paradise · © {new Date().getFullYear()}
        </Text>
      </Group>
    </Container>
  );
}
