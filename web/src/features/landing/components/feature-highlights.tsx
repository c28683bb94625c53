import { Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconConfetti, IconTicket } from '@tabler/icons-react';
import classes from './feature-highlights.module.css';

const highlights = [
  {
    icon: IconBolt,
    title: 'Live in minutes',
    text: 'Name your event, add a banner and your ticket types. We check it and you are selling.',
  },
  {
    icon: IconTicket,
    title: 'No hassle for buyers',
    text: 'Buyers open your link, enter an email and pay. No account, no app, under a minute.',
  },
  {
    icon: IconConfetti,
    title: 'Made to be fun',
    text: 'Tickets that look like tickets, a little celebration at checkout, and a smooth door.',
  },
];

export function FeatureHighlights() {
  return (
    <Container size="lg" py={{ base: 48, sm: 80 }} component="section">
      <Title order={2} ta="center" mb="xl">
        Everything your event needs at the door
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {highlights.map(({ icon: Icon, title, text }) => (
          <Card key={title} withBorder radius="lg" padding="lg" className={classes.card}>
            <ThemeIcon size={44} radius="md" variant="light" mb="md" className={classes.icon}>
              <Icon size={24} stroke={1.7} />
            </ThemeIcon>
            <Text fw={700} mb={4}>
              {title}
            </Text>
            <Text c="dimmed" size="sm">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
