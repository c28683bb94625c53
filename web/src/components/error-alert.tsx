import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

type ErrorAlertProps = {
  title: string;
  error: unknown;
  onRetry?: () => void;
};

/** A failed load or action, with its reason and, when it can help, a way to try again. */
export function ErrorAlert({ title, error, onRetry }: ErrorAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle />}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{describeError(error)}</Text>
        {onRetry && (
          // Red on white failed axe's contrast check; the default button uses the body's text colour.
          <Button size="xs" variant="default" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** What a TanStack query that failed offers: its error and a way to ask again. */
type FailedQuery = { error: unknown; refetch: () => Promise<unknown> };

/** A query that could not load, with a Try again that refetches it. */
export function QueryErrorAlert({ title, query }: { title: string; query: FailedQuery }) {
  return <ErrorAlert title={title} error={query.error} onRetry={() => void query.refetch()} />;
}

function describeError(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
