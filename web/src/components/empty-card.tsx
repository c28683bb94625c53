import { EmptyState, Paper, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

type EmptyCardProps = {
  icon: ReactNode;
  title: ReactNode;
  /** The heading level that fits where the card stands on its page. */
  titleOrder: TitleOrder;
  description: ReactNode;
};

/** Where a list would be, a bordered card saying why there is nothing in it. */
export function EmptyCard({ icon, title, titleOrder, description }: EmptyCardProps) {
  return (
    <Paper withBorder radius="lg" py="xl" px="md">
      <EmptyState icon={icon} variant="light">
        <EmptyState.Title order={titleOrder}>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
      </EmptyState>
    </Paper>
  );
}
