import { Alert, Anchor, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { roleHasRight } from '@contract/team-roles';
import {
  useOrganisationTwoStep,
  useSetOrganisationTwoStep,
  useTwoStepStatus,
} from '@/features/two-step/api/two-step-api';
import { twoStepSettingsHref } from '@/features/two-step/components/second-step-prompt';
import { useMyOrganisations } from '../api/team-api';

/**
 * Whether the organisation's money actions (refunds, its events' money and statements, its
 * payout accounts) need the second sign-in step of whoever does them: owners switch it, every
 * other member sees it. Turning it off asks the owner for their own code first (the server
 * answers `two_step_required`, and the app's code prompt takes it from there).
 */
export function TwoStepRequirementSwitch({ orgId }: { orgId: string }) {
  const requirement = useOrganisationTwoStep(orgId);
  const change = useSetOrganisationTwoStep(orgId);
  const mine = useTwoStepStatus();
  const role = useMyOrganisations().data?.organisations.find(({ id }) => id === orgId)?.role;
  const mayChange = role !== undefined && roleHasRight(role, 'two_step.require');
  const isRequired = requirement.data?.required === true;

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Two-step sign-in for money
        </Title>
        {requirement.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading the two-step requirement" />
        ) : requirement.isError ? (
          <Text size="sm" c="red">
            {requirement.error.message}
          </Text>
        ) : (
          <Switch
            label="Require two-step sign-in for money"
            description={
              mayChange
                ? 'Refunds, the money and statements of events, and payout accounts then ask each member for a code from their authenticator app once per sign-in.'
                : 'Only owners change this. When on, refunds, money and payout accounts ask you for a code from your authenticator app once per sign-in.'
            }
            checked={isRequired}
            disabled={!mayChange || change.isPending}
            onChange={(event) => change.mutate(event.currentTarget.checked)}
          />
        )}
        {change.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Not changed">
            {change.error.message}
          </Alert>
        )}
        {isRequired && mine.data && !mine.data.enabled && (
          <Text size="sm">
            You have not set up two-step sign-in yourself yet:{' '}
            <Anchor component={Link} to={twoStepSettingsHref}>
              set it up in Settings
            </Anchor>
            .
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
