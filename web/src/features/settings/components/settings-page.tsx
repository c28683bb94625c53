import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { PageHeading } from '@/components/page-heading';
import { PayoutAccountSection } from '@/features/payouts/components/payout-account-section';
import { DownloadMyDataButton } from '@/features/personal-data/components/download-my-data-button';
import { TwoStepSettings } from '@/features/two-step/components/two-step-settings';
import { AppearanceSettings } from './appearance-settings';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountModal } from './delete-account-modal';
import { PhotoEditorSandbox } from './photo-editor-sandbox';
import { SettingsSection } from './settings-section';

export function SettingsPage() {
  const [isDeleteOpen, deleteModal] = useDisclosure(false);

  return (
    <Stack gap="lg" maw={820}>
      <PageHeading
        title="Settings"
        description="Your account and how the platform looks on this device."
      />
      <SettingsSection title="Appearance" description="Theme and dark mode, kept on this device.">
        <AppearanceSettings />
      </SettingsSection>
      <SettingsSection
        title="Password"
        description="Enter your current password to choose a new one."
      >
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection
        id="two-step"
        title="Two-step sign-in"
        description="A code from your phone before money moves: payout approvals, and money where your organisation requires it."
      >
        <TwoStepSettings />
      </SettingsSection>
      <SettingsSection
        title="Payout account"
        description="Where we pay what your events earn: one bank account per currency."
      >
        <PayoutAccountSection />
      </SettingsSection>
      <SettingsSection
        title="Try the photo editor"
        description="Pick a photo, crop it and see the result."
      >
        <PhotoEditorSandbox />
      </SettingsSection>
      <SettingsSection
        title="Your data"
        description="Everything we keep about you as one file: your profile, orders, tickets, answers, transfers and teams."
      >
        <DownloadMyDataButton />
      </SettingsSection>
      <SettingsSection
        title="Delete my account"
        description="Remove your personal data and sign-in for good."
        isDanger
      >
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={deleteModal.open}
          w="fit-content"
        >
          Delete my account
        </Button>
      </SettingsSection>
      <DeleteAccountModal isOpen={isDeleteOpen} onClose={deleteModal.close} />
    </Stack>
  );
}
