import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PublicCenteredPage } from '@/components/emailed-link-page';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useRequestDataLink } from '../api/personal-data-api';

/**
 * `/my-data`: anyone asks for what we keep about an email address. A link goes to that
 * address (the mailbox is the proof), so the page says what happens, never what was found.
 */
export function MyDataPage() {
  const [email, setEmail] = useState('');
  const request = useRequestDataLink();
  const fieldError = isApiError(request.error) ? request.error.fields.email : undefined;
  const otherError = request.error && !fieldError ? request.error.message : undefined;

  return (
    <PublicCenteredPage>
      <Paper withBorder radius="lg" p="lg" w="100%" maw={520}>
        <Stack gap="md">
          <Title order={1} size="h2">
            Your data
          </Title>
          <Text>
            See and download what we keep about your email address: your orders, tickets, the
            answers you gave, transfers and waiting lists.
          </Text>
          {request.data ? (
            <Alert color="green" variant="light" role="status" title="Check your inbox">
              {request.data.message}
            </Alert>
          ) : (
            <form
              noValidate
              onSubmit={(submitted) => {
                submitted.preventDefault();
                request.mutate(email);
              }}
            >
              <Stack gap="sm">
                <TextInput
                  type="email"
                  label="Email address"
                  description="The one you bought tickets with, or your tickets were sent to."
                  autoComplete="email"
                  value={email}
                  onChange={(changed) => setEmail(changed.currentTarget.value)}
                  error={fieldError}
                />
                {otherError && (
                  <Alert color="red" variant="light" role="alert">
                    {otherError}
                  </Alert>
                )}
                <Button
                  type="submit"
                  loading={request.isPending}
                  leftSection={<IconMail size={16} aria-hidden />}
                  w="fit-content"
                >
                  Email me a link
                </Button>
              </Stack>
            </form>
          )}
          <Text size="sm" c="dimmed">
            We email a link that works for 24 hours. Have an account? Log in and download everything
            from{' '}
            <Anchor component={Link} to={paths.platform.settings.getHref()}>
              Settings
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    </PublicCenteredPage>
  );
}
