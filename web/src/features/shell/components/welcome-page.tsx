import {
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useMyProfile } from '@/features/auth/api/my-profile';
import { useAuth } from '@/features/auth/hooks/use-auth';
import type { MyEventsResponse } from '@contract/my-events';
import { roleHasRight } from '@contract/team-roles';
import { QueryErrorAlert } from '@/components/error-alert';
import { useMyEvents } from '@/features/events/api/get-my-events';
import { useAllMoney } from '@/features/money/api/get-all-money';
import { isApiError } from '@/lib/api-error';
import { progressOf } from '../api/get-started-progress';
import { MoneyTotalsCard } from '../home/money-totals-card';
import { YourEvents, YourEventsSkeleton } from '../home/your-events';
import { GettingStarted } from './getting-started';
import { QuickLinks } from './quick-links';
import classes from './welcome-page.module.css';

/**
 * The signed-in home: a greeting, the one big action, then the organiser's events and money
 * (or, before their first event, the way to it) and where to go next.
 */
export function WelcomePage() {
  const { user } = useAuth();
  const profile = useMyProfile();
  const events = useMyEvents();
  // The profile can fail to load (offline, say); the email still makes a fine greeting.
  const name = profile.data?.firstName || user?.email || 'there';
  const firstPage = events.data?.pages[0];
  // Someone in no organisation yet is about to own their own.
  const role = firstPage?.yourRole;
  const createsEvents = !role || (roleHasRight(role, 'event.edit') && !firstPage.limitedToEvents);

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
          {createsEvents && (
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
          )}
        </Stack>
      </Paper>
      {events.isPending ? (
        <YourEventsSkeleton />
      ) : (
        <>
          {events.isError && <QueryErrorAlert title="Could not load your events" query={events} />}
          <HomeContent hasProfile={Boolean(profile.data?.firstName)} page={events.data?.pages[0]} />
        </>
      )}
    </Stack>
  );
}

type HomeContentProps = { hasProfile: boolean; page: MyEventsResponse | undefined };

/** Before the first event, the steps to a first sale; after it, the events and their money. */
function HomeContent({ hasProfile, page }: HomeContentProps) {
  const progress = page ? progressOf(page) : { hasEvent: false, hasApprovedEvent: false };
  const seesMoney = !page?.yourRole || roleHasRight(page.yourRole, 'money.view');
  const money = useAllMoney({ enabled: progress.hasEvent && seesMoney, asksForSecondStep: false });
  // The organisation wants the two-step code for money: the summary waits for the Money page.
  const moneyWaitsForStep = isApiError(money.error) && money.error.code === 'two_step_required';
  const gettingStarted = progress.hasApprovedEvent ? null : (
    <GettingStarted hasProfile={hasProfile} {...progress} />
  );
  if (!page || !progress.hasEvent) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {gettingStarted}
        <QuickLinks />
      </SimpleGrid>
    );
  }
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <YourEvents page={page} money={money.data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          {!seesMoney || moneyWaitsForStep ? null : money.isPending ? (
            <Skeleton height={120} radius="lg" role="status" aria-label="Loading your money" />
          ) : money.isError ? (
            <QueryErrorAlert title="Could not load your money" query={money} />
          ) : (
            <MoneyTotalsCard money={money.data} />
          )}
          {gettingStarted}
          <QuickLinks narrow />
        </Stack>
      </Grid.Col>
    </Grid>
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
