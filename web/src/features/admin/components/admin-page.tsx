import { Button, Center, EmptyState, Stack, Tabs } from '@mantine/core';
import { IconCash, IconForms, IconGavel, IconLock, IconUsers } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeading } from '@/components/page-heading';
import { IconTabsList } from '@/components/icon-tabs-list';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ApplicationsPanel } from './applications-panel';
import { ModerationQueue } from './moderation-queue';
import { PayoutsPanel } from './payouts-panel';
import { UsersPanel } from './users-panel';

const adminTabs = [
  { value: 'moderation', label: 'Moderation', icon: IconGavel, Panel: ModerationQueue },
  { value: 'users', label: 'Users', icon: IconUsers, Panel: UsersPanel },
  { value: 'applications', label: 'Applications', icon: IconForms, Panel: ApplicationsPanel },
  { value: 'payouts', label: 'Payouts', icon: IconCash, Panel: PayoutsPanel },
] as const;
type AdminTab = (typeof adminTabs)[number]['value'];

/**
 * `/platform/admin`: the moderation queue, the user accounts, organiser applications and
 * payouts, for administrators only.
 */
export function AdminPage() {
  const { isAdmin } = useAuth();
  // The tab lives in the URL, so a reload or a shared link opens the same one.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: AdminTab = adminTabs.find(({ value }) => value === requested)?.value ?? 'moderation';

  if (!isAdmin) return <OnlyAdministrators />;
  return (
    <Stack gap="lg">
      <PageHeading
        title="Administration"
        description="Review events before buyers see them, look after accounts, answer organiser applications and pay organisers."
      />
      <Tabs
        keepMounted={false}
        value={tab}
        onChange={(value) => setSearchParams(value && value !== 'moderation' ? { tab: value } : {})}
      >
        <IconTabsList tabs={adminTabs} />
        {adminTabs.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} pt="lg">
            <Panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function OnlyAdministrators() {
  return (
    <Center py={80}>
      <EmptyState icon={<IconLock size={32} />} variant="light">
        <EmptyState.Title order={1}>Only administrators</EmptyState.Title>
        <EmptyState.Description>
          Only administrators can open this page. If you need access, ask an administrator to grant
          it to your account.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={paths.platform.root.getHref()}>
            Back to the platform
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
