import {
  Alert,
  Avatar,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import {
  maxOrganisationAbout,
  organisationPublicPath,
  type OrganisationDetails as Details,
} from '@contract/organisations';
import { QueryErrorAlert } from '@/components/error-alert';
import { FormTextInput } from '@/components/form-field';
import { PhotoUploadPanel } from '@/components/photo-editor/photo-upload-panel';
import { isApiError } from '@/lib/api-error';
import { resolveApiUrl } from '@/lib/api-url';
import { OrganisationSaveRow } from './organisation-save-row';
import {
  useChangeOrganisation,
  useOrganisationDetails,
  useUploadOrganisationLogo,
} from '../api/organisation-api';

/** The organisation's public address as people will type it. */
const publicAddress = (slug: string) => `${window.location.origin}${organisationPublicPath(slug)}`;

/**
 * An organisation's name, address (its slug: its public page is `/o/{slug}`), the few lines
 * about it that page shows, and its logo: owners and admins change them, every other member
 * sees them with a note saying who does.
 */
export function OrganisationDetails({ orgId }: { orgId: string }) {
  const details = useOrganisationDetails(orgId);
  // Here, not in the form: the form starts afresh with what was saved, and the save's own
  // outcome (the notification) must outlive it.
  const change = useChangeOrganisation(orgId);
  if (details.isPending) {
    return (
      <Skeleton h={260} radius="lg" role="status" aria-label="Loading the organisation’s details" />
    );
  }
  if (details.isError) {
    return <QueryErrorAlert title="Could not load the organisation" query={details} />;
  }
  const organisation = details.data;
  const canEdit = organisation.yourRights.includes('organisation.edit');
  return (
    <Stack gap="lg">
      {!canEdit && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconLock />}
          title="Changed by owners and admins"
        >
          Your role lets you see the organisation&apos;s name, address and logo; its owners and
          admins change them.
        </Alert>
      )}
      <Paper withBorder radius="lg" p="md">
        <Logo organisation={organisation} canEdit={canEdit} />
      </Paper>
      <Paper withBorder radius="lg" p="md">
        {canEdit ? (
          // Afresh once saved: the form then starts from what the server kept (trimmed).
          <DetailsForm
            key={`${organisation.name}\n${organisation.slug}\n${organisation.about ?? ''}`}
            organisation={organisation}
            change={change}
          />
        ) : (
          <ReadOnlyDetails organisation={organisation} />
        )}
      </Paper>
    </Stack>
  );
}

function ReadOnlyDetails({ organisation }: { organisation: Details }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Name, address and about
      </Title>
      <Box>
        <Text size="sm" c="dimmed">
          Name
        </Text>
        <Text fw={600}>{organisation.name}</Text>
      </Box>
      <Box>
        <Text size="sm" c="dimmed">
          Address
        </Text>
        <Text fw={600}>{organisation.slug}</Text>
        <Text size="sm" c="dimmed">
          Its public page is at {publicAddress(organisation.slug)}
        </Text>
      </Box>
      {organisation.about && (
        <Box>
          <Text size="sm" c="dimmed">
            About
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{organisation.about}</Text>
        </Box>
      )}
    </Stack>
  );
}

type DetailsValues = { name: string; slug: string; about: string };
const detailFields = new Set<string>(['name', 'slug', 'about']);

function DetailsForm({
  organisation,
  change,
}: {
  organisation: Details;
  change: ReturnType<typeof useChangeOrganisation>;
}) {
  const [otherError, setOtherError] = useState<string | null>(null);
  const form = useForm<DetailsValues>({
    initialValues: {
      name: organisation.name,
      slug: organisation.slug,
      about: organisation.about ?? '',
    },
    validate: {
      name: (name) => (name.trim().length < 2 ? 'Give the organisation a name' : null),
      slug: (slug) => (slug.trim() === '' ? 'Choose an address' : null),
      about: (about) =>
        about.trim().length > maxOrganisationAbout
          ? `At most ${maxOrganisationAbout} characters`
          : null,
    },
    onValuesChange: () => {
      if (change.isSuccess) change.reset();
    },
  });

  const onSubmit = (values: DetailsValues) => {
    setOtherError(null);
    change.mutate(
      { name: values.name, slug: values.slug.trim().toLowerCase(), about: values.about },
      {
        onSuccess: (saved) =>
          notifications.show({
            color: 'teal',
            title: 'Saved',
            message: `${saved.name}’s address is ${organisationPublicPath(saved.slug)}.`,
          }),
        onError: (failure) => {
          const fields = isApiError(failure)
            ? Object.entries(failure.fields).filter(([field]) => detailFields.has(field))
            : [];
          if (fields.length > 0) form.setErrors(Object.fromEntries(fields));
          else setOtherError(failure.message);
        },
      },
    );
  };

  const slug = form.values.slug.trim().toLowerCase();
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <Title order={2} size="h4">
          Name, address and about
        </Title>
        <FormTextInput
          form={form}
          path="name"
          label="Name"
          description="As buyers and your team see it"
          maxLength={80}
          withAsterisk
        />
        <FormTextInput
          form={form}
          path="slug"
          label="Address"
          description={
            slug
              ? `Its public page will be at ${publicAddress(slug)}`
              : 'Lower-case letters, digits and hyphens'
          }
          maxLength={40}
          autoCapitalize="none"
          spellCheck={false}
          withAsterisk
          onChange={(event) => form.setFieldValue('slug', event.currentTarget.value.toLowerCase())}
        />
        <Textarea
          {...form.getInputProps('about')}
          label="About"
          description="A few lines on your public page: who you are, what you put on. Plain text."
          autosize
          minRows={3}
          maxRows={10}
          maxLength={maxOrganisationAbout}
        />
        <OrganisationSaveRow label="Save" change={change} otherError={otherError} />
      </Stack>
    </form>
  );
}

function Logo({ organisation, canEdit }: { organisation: Details; canEdit: boolean }) {
  const upload = useUploadOrganisationLogo(organisation.id);
  const [isChoosing, setChoosing] = useState(false);
  const open = () => {
    upload.reset();
    setChoosing(true);
  };
  return (
    <Group gap="lg" wrap="nowrap" align="center">
      {organisation.logoUrl ? (
        <Avatar
          src={resolveApiUrl(organisation.logoUrl)}
          alt={`Logo of ${organisation.name}`}
          size={96}
          radius="md"
        />
      ) : (
        <Avatar size={96} radius="md" aria-label="No logo yet" role="img">
          <IconPhoto size={36} aria-hidden />
        </Avatar>
      )}
      <Stack gap={6} align="flex-start">
        <Title order={2} size="h4">
          Logo
        </Title>
        <Text size="sm" c="dimmed">
          Square, shown beside the organisation&apos;s name.
        </Text>
        {canEdit && (
          <Button variant="light" size="compact-sm" onClick={open}>
            {organisation.logoUrl ? 'Change the logo' : 'Upload a logo'}
          </Button>
        )}
      </Stack>
      <Modal
        opened={isChoosing}
        onClose={() => setChoosing(false)}
        title="Organisation logo"
        centered
        closeOnClickOutside={!upload.isPending}
      >
        <PhotoUploadPanel
          editorLabel="Logo"
          failureTitle="Logo not saved"
          confirmLabel="Save the logo"
          hint="Choose an image and Confirm the crop to save it."
          onCancel={() => setChoosing(false)}
          onFinish={(blob) =>
            upload.mutate(blob, {
              onSuccess: () => {
                setChoosing(false);
                notifications.show({
                  color: 'teal',
                  title: 'Logo saved',
                  message: `${organisation.name} has its new logo.`,
                });
              },
            })
          }
          isUploading={upload.isPending}
          progress={upload.progress}
          error={upload.error?.message ?? null}
        />
      </Modal>
    </Group>
  );
}
