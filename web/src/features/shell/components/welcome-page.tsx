import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconPlus, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

const shortcuts = [
  {
    icon: IconCalendarEvent,
    title: 'Event Management',
    text: 'See your events, their approval status and what needs your attention.',
    href: paths.platform.events.getHref(),
  },
  {
    icon: IconTicket,
    title: 'My tickets',
    text: 'Every ticket you hold, ready to show at the door.',
    href: paths.platform.tickets.getHref(),
  },
];

/** The signed-in home. */
export function WelcomePage() {
  const { user } = useAuth();
  const name = user?.displayName || user?.email || 'there';

  return (
    <Stack gap="xl" py="md">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 28, sm: 40 }}>
          Welcome {name}!
        </Title>
        <Text c="dimmed" size="lg">
          Ready to fill a room? Create an event and start selling tickets.
        </Text>
        <Group mt="sm">
          <Button
            component={Link}
            to={paths.platform.newEvent.getHref()}
            size="md"
            leftSection={<IconPlus size={18} />}
          >
            Create an Event
          </Button>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {shortcuts.map(({ icon: Icon, title, text, href }) => (
          <Card key={href} withBorder radius="lg" padding="lg" component={Link} to={href}>
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light">
                <Icon size={24} stroke={1.7} />
              </ThemeIcon>
              <Stack gap={4}>
                <Text fw={700}>{title}</Text>
                <Text c="dimmed" size="sm">
                  {text}
                </Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
