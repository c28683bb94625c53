import { Anchor, Container, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconHome, IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { IconTabsList } from '@/components/icon-tabs-list';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

const sectionTabs = [
  { value: 'home', label: 'Home', icon: IconHome },
  { value: 'about', label: 'About', icon: IconInfoCircle },
];

type QuestionnaireLayoutProps = { children: ReactNode };

/**
 * SPEC.md's questionnaire frame: a header bar with the product title and the word Platform
 * below it, a Home tab (the questionnaire) and an About tab (who reads the answers), then the
 * body heading "Intake Questionnaire". Both panels stay mounted, so a look at About keeps
 * what was typed.
 */
export function QuestionnaireLayout({ children }: QuestionnaireLayoutProps) {
  const [tab, setTab] = useState<string | null>('home');
  return (
    <Tabs value={tab} onChange={setTab} variant="pills" radius="xl">
      <Paper component="header" shadow="xs" radius={0} px={{ base: 'md', sm: 'xl' }} py="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor component={Link} to={paths.home.getHref()} underline="never" c="inherit">
            <Stack gap={0}>
              <Text fw={800} size="lg" lh={1.2}>
                {env.appTitle}
              </Text>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={1}>
                Platform
              </Text>
            </Stack>
          </Anchor>
          <IconTabsList tabs={sectionTabs} aria-label="Questionnaire sections" />
        </Group>
      </Paper>
      <Container component="main" size="md" py="xl">
        <Stack gap="lg">
          <Title order={1}>Intake Questionnaire</Title>
          <Tabs.Panel value="home">{children}</Tabs.Panel>
          <Tabs.Panel value="about">
            <AboutPanel />
          </Tabs.Panel>
        </Stack>
      </Container>
    </Tabs>
  );
}

function AboutPanel() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Organise events with {env.appTitle}
        </Title>
        <Text>
          This short application tells us about you and the events you run. Our team reads every
          application and answers by email, usually within a few working days.
        </Text>
        <Text>
          Once you are in, you create events with ticket types, we approve them, and buyers get
          their tickets from your event page in under a minute, with no account needed.
        </Text>
        <Text c="dimmed" size="sm">
          We use your answers only to review your application. Already have an account?{' '}
          <Anchor component={Link} to={paths.userFlow.login.getHref()}>
            Log in
          </Anchor>{' '}
          and your progress is saved as you go.
        </Text>
      </Stack>
    </Paper>
  );
}
