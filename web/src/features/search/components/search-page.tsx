import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { QueryErrorAlert } from '@/components/error-alert';
import { SkeletonRows } from '@/components/skeleton-rows';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useSearch } from '../api/search';
import { parseSearch } from '../parse-search';
import { EventResults } from './event-results';
import { UserResults } from './user-results';

/** `/platform/search/:search`; `manage-event:{text}` opens the one matching event directly. */
export function SearchPage() {
  const { search = '' } = useParams();
  const { text, isManageEvent } = parseSearch(search);
  // Remount the box when the URL changes, so it shows what is being searched for.
  return <SearchResults key={search} text={text} isManageEvent={isManageEvent} />;
}

function SearchResults({ text, isManageEvent }: { text: string; isManageEvent: boolean }) {
  const { isAdmin } = useAuth();
  const navigate = useNavigate();
  const results = useSearch(text);
  const form = useForm({ mode: 'uncontrolled', initialValues: { text } });
  const only = results.data?.events.length === 1 ? results.data.events[0] : undefined;

  if (isManageEvent && only && !results.isPlaceholderData) {
    return <Navigate to={paths.platform.event.getHref(only.id)} replace />;
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{isManageEvent ? 'Manage an event' : 'Search'}</Title>
      <form
        onSubmit={form.onSubmit(({ text: next }) => {
          if (next.trim()) navigate(paths.platform.search.getHref(next.trim()));
        })}
      >
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            label="Search for"
            placeholder={isAdmin ? 'Events, people, emails…' : 'Your events'}
            leftSection={<IconSearch size={16} />}
            style={{ flex: 1 }}
            key={form.key('text')}
            {...form.getInputProps('text')}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {!text ? (
        <Text c="dimmed">Type something to search for.</Text>
      ) : results.isPending ? (
        <SkeletonRows label="Searching" rows={2} height={72} radius="lg" />
      ) : results.isError ? (
        <QueryErrorAlert title="The search failed" query={results} />
      ) : (
        <Stack gap="xl">
          {isManageEvent && (
            <Text c="dimmed">
              {results.data.events.length === 0
                ? `No event matches “${text}”.`
                : `${results.data.events.length} events match “${text}”: choose the one to manage.`}
            </Text>
          )}
          <EventResults events={results.data.events} text={text} />
          {isAdmin && <UserResults users={results.data.users} text={text} />}
        </Stack>
      )}
    </Stack>
  );
}
