import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import classes from './landing-page.module.css';

const steps = [
  { title: 'Create', text: 'Describe your event, add a banner and your ticket types.' },
  { title: 'Get approved', text: 'We check every event so buyers can trust what they find.' },
  { title: 'Share and sell', text: 'Send your link anywhere. Buyers pay in under a minute.' },
];

export function HowItWorks() {
  return (
    <Container size="lg" pt={{ base: 48, sm: 80 }} component="section">
      <Title order={2} ta="center" mb="xl">
        From idea to sold out in three steps
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {steps.map(({ title, text }, index) => (
          <Stack key={title} align="center" ta="center" gap="xs" className={classes.step}>
            <ThemeIcon
              size={48}
              radius="xl"
              variant="gradient"
              // The hero's colours, whatever theme preset is active.
              gradient={{ from: 'violet', to: 'pink', deg: 135 }}
              className={classes.stepNumber}
            >
              <Text fw={800} size="lg" c="white">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Text fw={700} size="lg">
              {title}
            </Text>
            <Text c="dimmed" maw={280}>
              {text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
