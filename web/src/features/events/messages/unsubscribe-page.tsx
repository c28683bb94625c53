import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { unsubscribeAnswer, type UnsubscribeAnswer } from '@contract/messages';
import { EmailedLinkPage, PublicCenteredPage } from '@/components/emailed-link-page';
import { apiClient } from '@/lib/api-client';

/**
 * `/unsubscribe?m&r&t`: the link in an organiser's promotional message. It names the
 * organisation and unsubscribes with one press (never on opening: mail scanners open links);
 * mail clients that offer RFC 8058's one-click button POST the same query themselves.
 */
export function UnsubscribePage() {
  const [search] = useSearchParams();
  const query = new URLSearchParams({
    m: search.get('m') ?? '',
    r: search.get('r') ?? '',
    t: search.get('t') ?? '',
  }).toString();
  const link = `/api/unsubscribe?${query}`;
  const isTest = search.get('test') === '1';
  const described = useQuery({
    queryKey: ['unsubscribe', query],
    queryFn: ({ signal }) => apiClient.get(link, unsubscribeAnswer, signal),
    enabled: !isTest && search.get('t') !== null,
    retry: false,
  });

  if (isTest) {
    return (
      <PublicCenteredPage>
        <Paper withBorder radius="lg" p="lg" mt="xl" w="100%" maw={520}>
          <Stack gap="md">
            <Title order={1} size="h2">
              This is a test message&apos;s link
            </Title>
            <Text>
              In the real message, this link lets each recipient unsubscribe from your news. Nothing
              was changed.
            </Text>
          </Stack>
        </Paper>
      </PublicCenteredPage>
    );
  }
  return (
    <EmailedLinkPage
      token={search.get('t') ?? ''}
      query={described}
      secretOf="that unsubscribes you"
      what="who this link unsubscribes you from"
      loadingHeight={200}
    >
      {(answer) => <UnsubscribeCard answer={answer} link={link} />}
    </EmailedLinkPage>
  );
}

function UnsubscribeCard({ answer, link }: { answer: UnsubscribeAnswer; link: string }) {
  const unsubscribe = useMutation({
    mutationFn: () => apiClient.post(link, {}, unsubscribeAnswer),
  });
  const done = answer.unsubscribed || unsubscribe.isSuccess;
  return (
    <Paper withBorder radius="lg" p="lg" mt="xl" w="100%" maw={520}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {done ? 'You are unsubscribed' : `Unsubscribe from ${answer.organisation}'s news?`}
        </Title>
        {done ? (
          <Text>
            You will get no more news or offers from {answer.organisation}. Messages about tickets
            you hold (changes to an event, reminders) still reach you.
          </Text>
        ) : (
          <>
            <Text>
              You will get no more news or offers from {answer.organisation}. Messages about tickets
              you hold (changes to an event, reminders) still reach you.
            </Text>
            {unsubscribe.error && <Alert color="red">{unsubscribe.error.message}</Alert>}
            <Button onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending}>
              Unsubscribe
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
