import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { PageHeading } from '@/components/page-heading';
import { QueryErrorAlert } from '@/components/error-alert';
import { useMyProfile } from '@/features/auth/api/my-profile';
import { ProfileCard } from './profile-card';

export function ProfilePage() {
  const profile = useMyProfile();

  return (
    <Stack gap="lg" maw={820}>
      <PageHeading
        title="Profile"
        description="How organisers and the people at your events see you."
      />
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <QueryErrorAlert title="Could not load your profile" query={profile} />
      ) : (
        <ProfileCard profile={profile.data} />
      )}
    </Stack>
  );
}

function ProfileSkeleton() {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      role="status"
      aria-busy="true"
      aria-label="Loading your profile"
    >
      <Stack gap="lg">
        <Group gap="lg" wrap="nowrap">
          <Skeleton circle height={112} />
          <Stack gap="xs" flex={1}>
            <Skeleton height={26} width="60%" />
            <Skeleton height={14} width="40%" />
          </Stack>
        </Group>
        {[0, 1, 2].map((row) => (
          <Group key={row} grow gap="md">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Group>
        ))}
        <Skeleton height={36} width={100} />
      </Stack>
    </Paper>
  );
}
