import { Badge, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { PublicHeader } from '@/components/public-header';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { isRegisteredUser } from '@/features/auth/auth-context';
import { isLoggingOut } from '@/features/auth/log-out-state';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { useLandingAuth } from '../use-landing-auth';
import { ComingSoonNote } from './coming-soon-note';
import { FeatureHighlights } from './feature-highlights';
import { FloatingShapes } from './floating-shapes';
import { GetStartedButton } from './get-started-button';
import { HowItWorks } from './how-it-works';
import { TicketStub } from './ticket-stub';
import classes from './landing-page.module.css';

const pitch = 'Distribute tickets to your event without hassle while making it fun.';

export function LandingPage() {
  const authState = useLandingAuth();
  const location = useLocation();

  // Waiting avoids flashing the hero at someone who is about to be sent to /platform.
  if (authState.status === 'loading') return <PageLoader />;
  if (isRegisteredUser(authState) && !isLoggingOut(location.state)) {
    return <Navigate to={paths.platform.root.getHref()} replace />;
  }

  return (
    <>
      <Box component="section" className={classes.hero}>
        <FloatingShapes />
        <PublicHeader isOnHero>
          <Button component={Link} to={paths.userFlow.login.getHref()} variant="white">
            Login
          </Button>
        </PublicHeader>
        <Container size="md" className={classes.heroBody}>
          <Stack align="center" gap="lg">
            <Badge size="lg" variant="white" color="violet" tt="none" className={classes.rise}>
              your ticketing paradise
            </Badge>
            <Title order={1} className={`${classes.title} ${classes.rise}`}>
              {env.appTitle}
            </Title>
            <Text className={`${classes.pitch} ${classes.rise}`}>{pitch}</Text>
            <Box className={classes.rise}>
              {env.isComingSoon ? (
                <ComingSoonNote appDomain={env.appDomain} />
              ) : (
                <GetStartedButton />
              )}
            </Box>
            <TicketStub title={env.appTitle} />
          </Stack>
        </Container>
      </Box>
      {!env.isComingSoon && <HowItWorks />}
      <FeatureHighlights />
      <SiteFooter />
    </>
  );
}
