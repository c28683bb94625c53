import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockOff } from '@tabler/icons-react';
import { useLocation, useParams } from 'react-router-dom';
import type { DataLinkSummary } from '@contract/personal-data';
import { EmailedLinkPage, PublicCenteredPage } from '@/components/emailed-link-page';
import { NotFoundState } from '@/components/not-found-state';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { formatEventTimes } from '@/lib/event-time';
import { linkDownload, useDataLinkSummary } from '../api/personal-data-api';
import { DataLinkSection } from './data-link-section';
import { DownloadDataButton } from './download-data-button';
import { EraseDataSection } from './erase-data-section';

/**
 * `/my-data/{linkId}#{token}`: the page the data email opens. What we keep about the address
 * in short, then its sections, one after the other: the download (and more to come, such as
 * erasure, each a section of its own taking the link). An expired link says so and offers a
 * new one; a wrong one is the emailed-link page's "does not work".
 */
export function DataLinkPage() {
  const { linkId = '' } = useParams();
  const token = useLocation().hash.replace(/^#/, '');
  const summary = useDataLinkSummary(linkId, token);

  if (isApiError(summary.error) && summary.error.status === 410) {
    return (
      <PublicCenteredPage>
        <NotFoundState
          py={80}
          icon={<IconClockOff size={32} />}
          title="This link has expired"
          description="Links to your data work for 24 hours. Ask for a new one: it goes to the same address."
          action={{ label: 'Ask for a new link', href: paths.myData.getHref() }}
        />
      </PublicCenteredPage>
    );
  }
  return (
    <EmailedLinkPage
      token={token}
      query={summary}
      secretOf="that opens your data"
      what="your data"
      loadingHeight={320}
    >
      {(data) => (
        <Stack gap="md" w="100%" maw={560}>
          <DataSummaryCard summary={data} />
          <DataLinkSection
            title="Download"
            description="Everything above as one file (JSON), to keep or to read in any text editor."
          >
            <DownloadDataButton {...linkDownload(linkId, token)} />
          </DataLinkSection>
          <EraseDataSection linkId={linkId} token={token} />
        </Stack>
      )}
    </EmailedLinkPage>
  );
}

/** What each count is called, in the order the page lists them. */
const countNames: Array<[keyof DataLinkSummary['counts'], string, string]> = [
  ['orders', 'order', 'orders'],
  ['purchaseAttempts', 'purchase that did not go through', 'purchases that did not go through'],
  ['tickets', 'ticket', 'tickets'],
  ['transfers', 'transfer', 'transfers'],
  ['refundRequests', 'refund request', 'refund requests'],
  ['waitingLists', 'place in a waiting list', 'places in waiting lists'],
  ['questionnaireSubmissions', 'application to organise events', 'applications to organise events'],
  ['consents', 'organiser you unsubscribed from', 'organisers you unsubscribed from'],
];

function DataSummaryCard({ summary }: { summary: DataLinkSummary }) {
  const counts = countNames.filter(([key]) => summary.counts[key] > 0);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={1} size="h2">
          Your data
        </Title>
        <Text>What we keep about {summary.email}:</Text>
        <List>
          {counts.map(([key, one, many]) => (
            <List.Item key={key}>
              {summary.counts[key]} {summary.counts[key] === 1 ? one : many}
            </List.Item>
          ))}
        </List>
        {summary.events.length > 0 && (
          <>
            <Title order={2} size="h4">
              For these events
            </Title>
            <List>
              {summary.events.map((event) => (
                <List.Item key={event.id}>
                  {event.name}
                  {event.startsAt && ` (${formatEventTimes({ startsAt: event.startsAt })})`}
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Text size="sm" c="dimmed">
          This link works until{' '}
          {new Date(summary.expiresAt).toLocaleString(undefined, {
            dateStyle: 'medium',
            timeStyle: 'short',
          })}
          .
        </Text>
      </Stack>
    </Paper>
  );
}
