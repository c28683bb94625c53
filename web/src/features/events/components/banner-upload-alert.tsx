import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The banner's upload failed, in the editor or right after Create: why, and the ways on. */
export function BannerUploadAlert({ children }: { children: ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle />}
      title="The banner did not upload"
    >
      {children}
    </Alert>
  );
}
