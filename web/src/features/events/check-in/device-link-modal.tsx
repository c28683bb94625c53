import { Alert, Box, Button, Center, Group, Modal, Stack, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import type { CreateDeviceResponse } from '@contract/check-in';
import { CopyableLink } from '../components/copyable-link';

/**
 * A new door device's link, shown once: the secret in it is stored only as a hash, so this is
 * the one chance to copy it or scan its QR code with the device's camera.
 */
export function DeviceLinkModal({
  created,
  onClose,
}: {
  created: CreateDeviceResponse | undefined;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={created !== undefined}
      onClose={onClose}
      title={created ? `Link for “${created.device.name}”` : 'Device link'}
      centered
    >
      {created && (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconEyeOff />} title="Shown only this once">
            Open it on the door device, or copy it somewhere safe now. Anyone with this link can
            check guests in to this event until you revoke it.
          </Alert>
          <Center>
            {/* Dark on white in every colour scheme, as cameras read QR codes best. */}
            <Box bg="white" p="sm" lh={0} style={{ borderRadius: 'var(--mantine-radius-md)' }}>
              <QRCodeSVG
                value={created.link}
                size={200}
                title={`QR code of the link for ${created.device.name}`}
                role="img"
              />
            </Box>
          </Center>
          <CopyableLink label="Device link" link={created.link} copyLabel="Copy link" isPrimary />
          <Text size="sm" c="dimmed">
            Door staff need no account: the link opens the scanner for this event only.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
