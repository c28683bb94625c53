import { Badge, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { PublicHeader } from '@/components/public-header';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { ComingSoonNote } from './coming-soon-note';
import { FeatureHighlights } from './feature-highlights';
import { FloatingShapes } from './floating-shapes';
import { GetStartedButton } from './get-started-button';
import { HowItWorks } from './how-it-works';
import { TicketStub } from './ticket-stub';
import { UpcomingEvents } from './upcoming-events';
import classes from './landing-page.module.css';

const pitch = 'Distribute tickets to your event without hassle while making it fun.';

/**
 * What the landing page shows a visitor who stays on it. Nothing here uses the router: the
 * page starts without it (landing-entry.tsx), and inside the app after a logout (LandingPage).
 */
export function LandingContent() {
  return (
    <>
      {/* The page's one main landmark: everything but the footer. */}
      <Box component="main">
        <Box component="section" className={classes.hero}>
          <FloatingShapes />
          <PublicHeader isOnHero>
            <Button component="a" href={paths.userFlow.login.getHref()} variant="white">
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
        {!env.isComingSoon && <UpcomingEvents />}
        {!env.isComingSoon && <HowItWorks />}
        <FeatureHighlights />
      </Box>
      <SiteFooter />
    </>
  );
}
