import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMyProfile } from '@/features/auth/api/my-profile';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useGetStartedProgress } from '../api/get-started-progress';
import { GettingStarted } from './getting-started';
import { QuickLinks } from './quick-links';
import classes from './welcome-page.module.css';

/** The signed-in home: a greeting, the one big action, and where to go next. */
export function WelcomePage() {
  const { user } = useAuth();
  const profile = useMyProfile();
  const progress = useGetStartedProgress();
  // The profile can fail to load (offline, say); the email still makes a fine greeting.
  const name = profile.data?.firstName || user?.email || 'there';

  return (
    <Stack gap="xl">
      <Paper radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.hero}>
        <Stack gap="sm" maw={640}>
          <Text className={classes.kicker}>{greetingFor(new Date())}</Text>
          {profile.isPending ? (
            <Skeleton
              height={44}
              width="70%"
              radius="md"
              role="status"
              aria-label="Loading your name"
            />
          ) : (
            <Title order={1} className={classes.title}>
              Welcome {withBreaks(name)}!
            </Title>
          )}
          <Text size="lg" className={classes.lead}>
            Ready to fill a room? Create an event, add your ticket types and share the link. We
            handle the rest.
          </Text>
          <Group mt="sm">
            <Button
              component={Link}
              to={paths.platform.newEvent.getHref()}
              size="md"
              radius="xl"
              variant="white"
              color="dark"
              leftSection={<IconPlus size={18} />}
            >
              Create an Event
            </Button>
          </Group>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <GettingStarted
          hasProfile={Boolean(profile.data?.firstName)}
          hasEvent={progress.data?.hasEvent ?? false}
          hasApprovedEvent={progress.data?.hasApprovedEvent ?? false}
        />
        <QuickLinks />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A long email in the heading breaks at its @ and dots rather than mid-word on a phone: a
 * break opportunity (<wbr>) before each, which changes nothing in the text itself.
 */
function withBreaks(text: string): ReactNode {
  const parts = text.split(/(?=[@.])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

function greetingFor(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}
