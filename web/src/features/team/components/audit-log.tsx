import { Badge, Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { auditKinds, type AuditEntryView, type MemberView } from '@contract/organisations';
import { CsvDownloadButton } from '@/components/csv-download-button';
import { EmptyCard } from '@/components/empty-card';
import { QueryErrorAlert } from '@/components/error-alert';
import { PlainList } from '@/components/plain-list';
import { ShowMoreButton } from '@/components/show-more-button';
import { formatInstant } from '@/lib/event-time';
import { auditCsvPath, useAuditLog, type AuditFilter } from '../api/audit-api';
import { auditKindLabels } from './audit-kinds';

const kindOptions = auditKinds.map((kind) => ({ value: kind, label: auditKindLabels[kind] }));
const isKind = (value: string | null): value is (typeof auditKinds)[number] =>
  auditKinds.some((kind) => kind === value);

/**
 * The organisation's audit log (owners and admins): who did what and when, newest first, by
 * kind or person, a page at a time, and the same as a CSV file.
 */
export function AuditLog({
  orgId,
  orgSlug,
  members,
}: {
  orgId: string;
  orgSlug: string;
  members: readonly MemberView[];
}) {
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useAuditLog(orgId, filter);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select
          label="Kind"
          placeholder="All kinds"
          data={kindOptions}
          value={filter.kind ?? null}
          onChange={(value) => setFilter({ ...filter, kind: isKind(value) ? value : undefined })}
          clearable
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label="Person"
          placeholder="Everyone"
          data={members.map((member) => ({ value: member.uid, label: member.email }))}
          value={filter.actor ?? null}
          onChange={(value) => setFilter({ ...filter, actor: value ?? undefined })}
          clearable
          searchable
          w={{ base: '100%', xs: 280 }}
        />
        <CsvDownloadButton
          path={auditCsvPath(orgId, filter)}
          fileName={`audit-${orgSlug}.csv`}
          label="Download CSV"
        />
      </Group>
      {log.isPending ? (
        <Skeleton h={200} radius="md" role="status" aria-label="Loading the audit log" />
      ) : log.isError ? (
        <QueryErrorAlert title="Could not load the audit log" query={log} />
      ) : entries.length === 0 ? (
        <EmptyCard
          icon={<IconHistory />}
          titleOrder={3}
          title={filter.kind || filter.actor ? 'Nothing matches' : 'Nothing recorded yet'}
          description="Changes to the team, the money and the events appear here as they are made."
        />
      ) : (
        <>
          <PlainList gap="xs" aria-label="Audit log">
            {entries.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </PlainList>
          <ShowMoreButton pages={log} label="Show older entries" />
        </>
      )}
    </Stack>
  );
}

function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const changes = changesOf(entry);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      {/* Beside the entry where there is room; on a phone the kind goes above it. */}
      <Group justify="space-between" gap="xs" wrap="wrap-reverse" align="flex-start">
        <Stack gap={2} miw={0} style={{ flex: '1 1 260px' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entry.summary}
          </Text>
          <Text size="sm" c="dimmed">
            {entry.actorEmail ?? 'Someone no longer known'} · {formatInstant(entry.at, '')}
          </Text>
          {changes.map((change) => (
            <Text key={change} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {change}
            </Text>
          ))}
        </Stack>
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {auditKindLabels[entry.kind]}
        </Badge>
      </Group>
    </Paper>
  );
}

const shown = (value: unknown) =>
  value === undefined || value === null
    ? 'none'
    : Array.isArray(value)
      ? value.join(', ') || 'none'
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** "role: box_office → finance" for each field the entry says changed. */
function changesOf({ before, after }: AuditEntryView): string[] {
  if (!before || !after) return [];
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => shown(before[field]) !== shown(after[field]))
    .map((field) => `${field}: ${shown(before[field])} → ${shown(after[field])}`);
}
