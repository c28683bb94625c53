import { Code, List, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { allowedOrigins, maxAllowedOrigins } from '@contract/widget';
import { isApiError } from '@/lib/api-error';
import { OrganisationSaveRow } from './organisation-save-row';
import { useChangeOrganisation, useOrganisationDetails } from '../api/organisation-api';
import { allowedSitesAnchor } from './allowed-sites-anchor';

const fieldPattern = /^allowedOrigins(?:\.(\d+))?$/;

/** The lines typed, without the empty ones, each with its line number. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '');

/**
 * The problems with a list of sites, one a line ("Line 2: …"), from the very schema the
 * server checks with (or from its 400, whose fields are `allowedOrigins.{index}`).
 */
function problemsOf(lines: ReturnType<typeof linesOf>, fields: Array<[string, string]>): string[] {
  return fields.flatMap(([field, message]) => {
    const match = fieldPattern.exec(field);
    if (!match) return [];
    const line = match[1] === undefined ? undefined : lines[Number(match[1])];
    return [line ? `Line ${line.number}: ${message}` : message];
  });
}

/**
 * The sites whose pages may show the organisation's "Buy tickets" widget (the embedded buy
 * panel's `frame-ancestors`): one origin a line, checked as the server checks them. Owners and
 * admins change them; every other member reads them.
 */
export function AllowedSitesCard({ orgId }: { orgId: string }) {
  const details = useOrganisationDetails(orgId);
  // Here, not in the form: the form starts afresh with what was saved, and the save's own
  // outcome ("Saved") must outlive it.
  const change = useChangeOrganisation(orgId);
  return (
    <Paper withBorder radius="lg" p="md" id={allowedSitesAnchor}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Sites that sell your tickets
        </Title>
        <Text size="sm" c="dimmed">
          The &ldquo;Buy tickets&rdquo; button of your events works on these sites only. Copy its
          snippet from an event&apos;s Overview.
        </Text>
        {details.isPending ? (
          <Skeleton h={120} role="status" aria-label="Loading the sites" />
        ) : details.isError ? (
          <Text size="sm" c="red">
            {details.error.message}
          </Text>
        ) : details.data.yourRights.includes('organisation.edit') ? (
          <SitesForm
            key={details.data.allowedOrigins.join('\n')}
            saved={details.data.allowedOrigins}
            change={change}
          />
        ) : details.data.allowedOrigins.length > 0 ? (
          <List size="sm">
            {details.data.allowedOrigins.map((origin) => (
              <List.Item key={origin}>
                <Code>{origin}</Code>
              </List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm">None yet: the organisation&apos;s owners and admins add them.</Text>
        )}
      </Stack>
    </Paper>
  );
}

function SitesForm({
  saved,
  change,
}: {
  saved: string[];
  change: ReturnType<typeof useChangeOrganisation>;
}) {
  const [otherError, setOtherError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { sites: saved.join('\n') },
    validate: {
      sites: (text) => {
        const lines = linesOf(text);
        const parsed = allowedOrigins.safeParse(lines.map(({ line }) => line));
        if (parsed.success) return null;
        const fields = parsed.error.issues.map((issue): [string, string] => [
          ['allowedOrigins', ...issue.path].join('.'),
          issue.message,
        ]);
        return problemsOf(lines, fields).join('\n');
      },
    },
    onValuesChange: () => {
      if (change.isSuccess) change.reset();
    },
  });

  const onSubmit = ({ sites }: { sites: string }) => {
    setOtherError(null);
    const lines = linesOf(sites);
    change.mutate(
      { allowedOrigins: lines.map(({ line }) => line) },
      {
        onError: (failure) => {
          const problems = isApiError(failure)
            ? problemsOf(lines, Object.entries(failure.fields))
            : [];
          if (problems.length > 0) form.setFieldError('sites', problems.join('\n'));
          else setOtherError(failure.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <Textarea
          label="Site addresses"
          description={`One a line, as https://example.org (http:// only for localhost); up to ${maxAllowedOrigins}.`}
          placeholder="https://example.org"
          autosize
          minRows={3}
          autoCapitalize="none"
          spellCheck={false}
          styles={{ error: { whiteSpace: 'pre-line' } }}
          {...form.getInputProps('sites')}
        />
        <OrganisationSaveRow label="Save the sites" change={change} otherError={otherError} />
      </Stack>
    </form>
  );
}
