import { Anchor, Card, List, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

type Step = { label: string; detail: string; href: string; isDone: boolean };

type GettingStartedProps = { hasProfile: boolean; hasEvent: boolean; hasApprovedEvent: boolean };

/** The path from a new account to a first sale, with what is done already ticked. */
export function GettingStarted({ hasProfile, hasEvent, hasApprovedEvent }: GettingStartedProps) {
  const steps: Step[] = [
    {
      label: 'Complete your profile',
      detail: 'Add your name and photo so buyers know who is hosting.',
      href: paths.platform.profile.getHref(),
      isDone: hasProfile,
    },
    {
      label: 'Create your first event',
      detail: 'Name, description, banner and ticket types.',
      href: paths.platform.newEvent.getHref(),
      isDone: hasEvent || hasApprovedEvent,
    },
    {
      label: 'Get approved and share the link',
      detail: 'We review each event; once approved, its public page is ready to share.',
      href: paths.platform.events.getHref(),
      isDone: hasApprovedEvent,
    },
  ];

  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="md" id={headingId}>
        Getting started
      </Title>
      <List spacing="md" center={false}>
        {steps.map(({ label, detail, href, isDone }) => (
          <List.Item
            key={label}
            icon={
              <ThemeIcon
                size={24}
                radius="xl"
                variant={isDone ? 'filled' : 'light'}
                color={isDone ? 'teal' : undefined}
              >
                {isDone ? <IconCircleCheck size={16} /> : <IconCircleDashed size={16} />}
              </ThemeIcon>
            }
          >
            <VisuallyHidden>{isDone ? 'Done: ' : 'To do: '}</VisuallyHidden>
            <Anchor component={Link} to={href} fw={600} td={isDone ? 'line-through' : undefined}>
              {label}
            </Anchor>
            <Text size="sm" c="dimmed">
              {detail}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
