import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ProfileResponse } from '@contract/users';
import { resolveApiUrl } from '@/lib/api-url';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import { ProfileAvatar } from './profile-avatar';
import { ProfileForm } from './profile-form';
import { ProfilePhotoModal } from './profile-photo-modal';

export function ProfileCard({ profile }: { profile: ProfileResponse }) {
  const [isPhotoModalOpen, photoModal] = useDisclosure(false);
  const upload = useUploadProfilePhoto(profile.uid);
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const photoError = upload.error?.message ?? null;

  const openPhotoModal = () => {
    upload.reset();
    photoModal.open();
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="lg" wrap="nowrap" align="center">
          <ProfileAvatar
            photoUrl={profile.photoUrl ? resolveApiUrl(profile.photoUrl) : undefined}
            name={fullName || profile.email}
            onEdit={openPhotoModal}
          />
          <Stack gap={4} miw={0}>
            <Title order={2} fz={{ base: 22, sm: 28 }}>
              {fullName || 'Your profile'}
            </Title>
            <Text c="dimmed" size="sm" truncate>
              {profile.email}
            </Text>
            {!profile.photoUrl && (
              <Button variant="light" size="compact-sm" w="fit-content" onClick={openPhotoModal}>
                Add a photo
              </Button>
            )}
          </Stack>
        </Group>
        <Divider />
        <ProfileForm profile={profile} photoError={isPhotoModalOpen ? null : photoError} />
      </Stack>
      <ProfilePhotoModal
        isOpen={isPhotoModalOpen}
        onClose={photoModal.close}
        onFinish={(blob) => upload.mutate(blob, { onSuccess: photoModal.close })}
        isUploading={upload.isPending}
        progress={upload.progress}
        error={photoError}
      />
    </Paper>
  );
}
