import { Card, Group, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconSettings, IconTicket, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import classes from './quick-links.module.css';

const links = [
  {
    icon: IconCalendarEvent,
    title: 'Event Management',
    text: 'Your events and their approval status',
    href: paths.platform.events.getHref(),
  },
  {
    icon: IconTicket,
    title: 'My tickets',
    text: 'Tickets you hold, ready for the door',
    href: paths.platform.tickets.getHref(),
  },
  {
    icon: IconUser,
    title: 'Profile',
    text: 'Your name, photo and details',
    href: paths.platform.profile.getHref(),
  },
  {
    icon: IconSettings,
    title: 'Settings',
    text: 'Theme, password and account',
    href: paths.platform.settings.getHref(),
  },
];

/** `narrow`: in a side column, one link a row at every width. */
export function QuickLinks({ narrow = false }: { narrow?: boolean }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="md">
        Jump back in
      </Title>
      <SimpleGrid cols={narrow ? 1 : { base: 1, xs: 2 }} spacing="sm">
        {links.map(({ icon: LinkIcon, title, text, href }) => (
          <UnstyledButton key={href} component={Link} to={href} className={classes.link}>
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <ThemeIcon size={36} radius="md" variant="light">
                <LinkIcon size={20} stroke={1.7} />
              </ThemeIcon>
              <div>
                <Text fw={600} size="sm">
                  {title}
                </Text>
                <Text c="dimmed" size="xs">
                  {text}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
