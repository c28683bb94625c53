import { Button, Center, EmptyState, type CenterProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type NotFoundStateProps = {
  icon: ReactNode;
  title: string;
  description: string;
  action: { label: string; href: string };
} & Pick<CenterProps, 'mih' | 'py' | 'p'>;

/** "Nothing here" with one way onward: unknown pages, events you may not see. */
export function NotFoundState({ icon, title, description, action, ...center }: NotFoundStateProps) {
  return (
    <Center {...center}>
      <EmptyState icon={icon} variant="light">
        <EmptyState.Title order={1}>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={action.href}>
            {action.label}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
