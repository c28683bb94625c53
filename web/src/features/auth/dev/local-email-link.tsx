import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconExternalLink, IconFlask, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { fetchOobCodes, localLinkFor, pickNewestCode, type LocalEmailKind } from './oob-codes';

export type LocalEmailLinkProps = {
  email: string;
  kind: LocalEmailKind;
  /** A real email opens its link in a new tab; the verification link does the same. */
  isNewTab?: boolean;
};

const labelByKind: Record<LocalEmailKind, string> = {
  'verify-email': 'Open the local verification link',
  'reset-password': 'Open the local reset link',
};

// Emails can take a moment to be "sent"; check again until the code shows up.
const pollWhileMissingMs = 2_000;

/**
 * Development only (loaded lazily when VITE_AUTH_EMULATOR_URL is set): the local Auth
 * emulator sends no real email, so this reads the link it would have sent from its
 * out-of-band codes and offers it here.
 */
export default function LocalEmailLink({ email, kind, isNewTab = false }: LocalEmailLinkProps) {
  const codes = useQuery({
    queryKey: ['dev', 'oob-codes', kind, email],
    queryFn: async () => {
      if (!env.authEmulatorUrl) return null;
      const all = await fetchOobCodes({
        emulatorUrl: env.authEmulatorUrl,
        projectId: env.firebase.projectId,
      });
      return pickNewestCode(all, { email, kind });
    },
    refetchInterval: (query) => (query.state.data ? false : pollWhileMissingMs),
    // Always read fresh: a resent email issues a newer code.
    staleTime: 0,
    gcTime: 0,
  });
  const code = codes.data;

  return (
    <Paper withBorder radius="md" p="sm" style={{ borderStyle: 'dashed' }}>
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap">
          <IconFlask size={16} aria-hidden />
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Local development
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          The local Auth emulator sends no real email. Its link is here instead.
        </Text>
        {code ? (
          <Anchor
            component={Link}
            to={localLinkFor(kind, code)}
            target={isNewTab ? '_blank' : undefined}
            fw={600}
            size="sm"
          >
            <Group gap={4} wrap="nowrap" component="span">
              {labelByKind[kind]}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : (
          <Group gap="xs">
            <Text size="sm" role="status">
              {codes.isError ? 'Could not read the emulator’s links.' : 'Waiting for the email…'}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void codes.refetch()}
              loading={codes.isFetching}
            >
              Check again
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
