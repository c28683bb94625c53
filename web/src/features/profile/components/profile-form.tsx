import { Alert, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { genders, type ProfileResponse } from '@contract/users';
import { FormTextInput } from '@/components/form-field';
import { SubmitRow } from '@/components/submit-row';
import { isApiError } from '@/lib/api-error';
import { useUpdateProfile } from '../api/update-profile';
import {
  profileFormFields,
  toProfileFormValues,
  toUpdateProfileRequest,
  validateProfileForm,
  type ProfileFormValues,
} from '../profile-form-values';

type ProfileFormProps = {
  profile: ProfileResponse;
  /** A failed photo upload, shown with the form's own outcome (SPEC.md). */
  photoError: string | null;
};

/** SPEC.md: the sign-up default of country is the literal word. */
const newUserCountry = 'Country';

const today = () => new Date().toISOString().slice(0, 10);

export function ProfileForm({ profile, photoError }: ProfileFormProps) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues>({
    mode: 'uncontrolled',
    initialValues: toProfileFormValues(profile),
    validate: validateProfileForm,
    // "Updated" describes the saved values; once they change it no longer does.
    onValuesChange: () => {
      if (update.isSuccess) update.reset();
    },
  });

  const onSubmit = (values: ProfileFormValues) =>
    update.mutate(toUpdateProfileRequest(values), {
      onError: (failure) => {
        if (!isApiError(failure)) return;
        form.setErrors(
          Object.fromEntries(
            Object.entries(failure.fields).filter(([field]) => profileFormFields.has(field)),
          ),
        );
      },
    });

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput
            form={form}
            path="firstName"
            label="First name"
            autoComplete="given-name"
            withAsterisk
          />
          <FormTextInput
            form={form}
            path="lastName"
            label="Last name"
            autoComplete="family-name"
            withAsterisk
          />
          <TextInput
            label="Email"
            value={profile.email}
            readOnly
            variant="filled"
            description="Your sign-in email"
          />
          <TextInput
            label="Country"
            // Sign-up stores the word "Country" until the application says where the user is.
            value={profile.country === newUserCountry ? '' : profile.country}
            placeholder="Not known yet"
            readOnly
            variant="filled"
            description="Taken from your organiser application"
          />
          <Radio.Group
            label="Gender"
            withAsterisk
            key={form.key('gender')}
            {...form.getInputProps('gender')}
          >
            <Group gap="lg" mt={8}>
              {genders.map((gender) => (
                <Radio key={gender} value={gender} label={gender} />
              ))}
            </Group>
          </Radio.Group>
          <FormTextInput
            form={form}
            path="dob"
            type="date"
            label="Date of birth"
            autoComplete="bday"
            min="1900-01-01"
            max={today()}
            withAsterisk
          />
        </SimpleGrid>
        <SubmitRow
          label="Update"
          isSaving={update.isPending}
          savedText={update.isSuccess ? 'Updated' : undefined}
        />
        {update.error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Not updated">
            {update.error.message}
          </Alert>
        )}
        {photoError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Photo not saved">
            {photoError}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
