import { Anchor, Badge, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { PublicHeader } from '@/components/public-header';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isRegisteredUser } from '@/features/auth/auth-context';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { isLoggingOut } from '@/features/auth/log-out-state';
import { FeatureHighlights } from './feature-highlights';
import { LandingFooter } from './landing-footer';
import classes from './landing-page.module.css';

export function LandingPage() {
  const authState = useAuth();
  const location = useLocation();

  // Waiting avoids flashing the hero at someone who is about to be sent to /platform.
  if (authState.status === 'loading') return <PageLoader />;
  if (isRegisteredUser(authState) && !isLoggingOut(location.state)) {
    return <Navigate to={paths.platform.root.getHref()} replace />;
  }

  return (
    <>
      <Box component="section" className={classes.hero}>
        <PublicHeader isOnHero>
          <Button component={Link} to={paths.userFlow.login.getHref()} variant="white">
            Login
          </Button>
        </PublicHeader>
        <Container size="md" className={classes.heroBody}>
          <Stack align="center" gap="lg">
            <Badge size="lg" variant="white" color="violet" tt="none">
              your ticketing paradise
            </Badge>
            <Title order={1} className={classes.title}>
              {env.appTitle}
            </Title>
            <Text className={classes.pitch}>
              Distribute tickets to your event without hassle while making it fun.
            </Text>
            {env.isComingSoon ? <ComingSoonNote /> : <GetStartedButton />}
          </Stack>
        </Container>
      </Box>
      <FeatureHighlights />
      <LandingFooter />
    </>
  );
}

function GetStartedButton() {
  return (
    <Button
      component={Link}
      to={paths.userFlow.signUp.getHref()}
      size="xl"
      radius="xl"
      variant="white"
      rightSection={<IconArrowRight size={20} />}
    >
      Get Started
    </Button>
  );
}

function ComingSoonNote() {
  const infoAddress = env.appDomain ? `info@${env.appDomain}` : null;
  return (
    <Stack gap={4} align="center">
      <Text fw={700} size="lg">
        Coming soon
      </Text>
      {infoAddress && (
        <Anchor href={`mailto:${infoAddress}`} c="white" underline="always">
          {infoAddress}
        </Anchor>
      )}
    </Stack>
  );
}
