import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SubmitRow } from '@/components/submit-row';
import type { useChangeOrganisation } from '../api/organisation-api';

/**
 * The foot of each form of the organisation's Details tab: its save button with "Saved" once
 * the change went through, and what went wrong that no field of the form can show.
 */
export function OrganisationSaveRow({
  label,
  change,
  otherError,
}: {
  label: string;
  change: ReturnType<typeof useChangeOrganisation>;
  otherError: string | null;
}) {
  return (
    <>
      <SubmitRow
        label={label}
        isSaving={change.isPending}
        savedText={change.isSuccess ? 'Saved' : undefined}
      />
      {otherError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Not saved">
          {otherError}
        </Alert>
      )}
    </>
  );
}
