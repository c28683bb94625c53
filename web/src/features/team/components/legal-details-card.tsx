import {
  Box,
  Checkbox,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { formatVatRate, maxAddressLines, type LegalDetails } from '@contract/legal-details';
import { FormTextInput } from '@/components/form-field';
import { isApiError } from '@/lib/api-error';
import { OrganisationSaveRow } from './organisation-save-row';
import { useChangeOrganisation, useOrganisationDetails } from '../api/organisation-api';
import {
  formFieldOf,
  legalDetailsFields,
  legalDetailsToRequest,
  legalDetailsValues,
  type LegalDetailsValues,
} from './legal-details-values';

/**
 * The name, address and VAT terms of the receipts buyers get for each paid order (issue 42):
 * with a VAT number they are tax invoices, and prices that include VAT show it on each line.
 * Owners and admins change them; every other member reads them.
 */
export function LegalDetailsCard({ orgId }: { orgId: string }) {
  const details = useOrganisationDetails(orgId);
  // Here, not in the form: the form starts afresh with what was saved, and the save's own
  // outcome ("Saved") must outlive it.
  const change = useChangeOrganisation(orgId);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Legal details for receipts
        </Title>
        <Text size="sm" c="dimmed">
          Every paid order gets a receipt from your organisation, linked from its tickets email and
          its ticket page. With a VAT number it is a tax invoice. A change reaches later sales only:
          a receipt never changes.
        </Text>
        {details.isPending ? (
          <Skeleton h={240} role="status" aria-label="Loading the legal details" />
        ) : details.isError ? (
          <Text size="sm" c="red">
            {details.error.message}
          </Text>
        ) : details.data.yourRights.includes('organisation.edit') ? (
          <LegalDetailsForm
            key={JSON.stringify(details.data.legal ?? null)}
            saved={details.data.legal}
            change={change}
          />
        ) : (
          <ReadOnlyLegalDetails legal={details.data.legal} />
        )}
      </Stack>
    </Paper>
  );
}

function ReadOnlyLegalDetails({ legal }: { legal: LegalDetails | undefined }) {
  if (!legal) {
    return (
      <Text size="sm">
        None yet: receipts show the organisation&apos;s name until its owners and admins give them.
      </Text>
    );
  }
  return (
    <Box>
      <Text fw={600}>{legal.legalName}</Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {legal.address}
      </Text>
      <Text size="sm">{legal.vatNumber ? `VAT number ${legal.vatNumber}` : 'No VAT number'}</Text>
      <Text size="sm">
        {legal.vatRateBasisPoints
          ? `Ticket prices include VAT at ${formatVatRate(legal.vatRateBasisPoints)}`
          : 'Ticket prices include no VAT'}
      </Text>
    </Box>
  );
}

function LegalDetailsForm({
  saved,
  change,
}: {
  saved: LegalDetails | undefined;
  change: ReturnType<typeof useChangeOrganisation>;
}) {
  const [otherError, setOtherError] = useState<string | null>(null);
  const form = useForm<LegalDetailsValues>({
    initialValues: legalDetailsValues(saved),
    onValuesChange: () => {
      if (change.isSuccess) change.reset();
    },
  });

  const onSubmit = (values: LegalDetailsValues) => {
    setOtherError(null);
    const checked = legalDetailsToRequest(values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    change.mutate(
      { legal: checked.request },
      {
        onError: (failure) => {
          const fields = isApiError(failure)
            ? Object.entries(failure.fields)
                .map(([field, message]) => [formFieldOf(field), message] as const)
                .filter(([field]) => legalDetailsFields.has(field))
            : [];
          if (fields.length > 0) form.setErrors(Object.fromEntries(fields));
          else setOtherError(failure.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <FormTextInput
          form={form}
          path="legalName"
          label="Registered name"
          description="As it is registered, e.g. Rooftop Collective (Pty) Ltd"
          maxLength={120}
          withAsterisk
        />
        <Textarea
          {...form.getInputProps('address')}
          label="Registered address"
          description={`The postal or street address receipts show, up to ${maxAddressLines} lines`}
          autosize
          minRows={3}
          maxRows={maxAddressLines}
          maxLength={300}
          withAsterisk
        />
        <FormTextInput
          form={form}
          path="vatNumber"
          label="VAT number"
          description="Leave it empty if you are not registered for VAT: buyers then get receipts, not tax invoices"
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Checkbox
          {...form.getInputProps('pricesIncludeVat', { type: 'checkbox' })}
          label="Ticket prices include VAT"
          description="Each receipt then shows the VAT inside each price"
        />
        {form.values.pricesIncludeVat && (
          <TextInput
            {...form.getInputProps('vatRate')}
            label="VAT rate (%)"
            description="The rate your prices include, e.g. 15"
            inputMode="decimal"
            maw={200}
            withAsterisk
          />
        )}
        <OrganisationSaveRow
          label="Save the legal details"
          change={change}
          otherError={otherError}
        />
      </Stack>
    </form>
  );
}
