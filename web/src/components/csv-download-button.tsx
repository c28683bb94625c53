import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '@/lib/download-file';

/**
 * Downloads a file the server makes for the signed-in user (a door list, a statement, an
 * order's tickets as a PDF), fetched with the ID token.
 */
export function CsvDownloadButton({
  path,
  fileName,
  label,
  accessibleName,
  size,
}: {
  path: string;
  fileName: string;
  label: string;
  /** Where one of several buttons in a list shows a short label ("PDF"): what it downloads. */
  accessibleName?: string;
  size?: 'xs' | 'sm';
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fileName);
    } catch (failure) {
      notifications.show({
        color: 'red',
        title: 'Could not download the file',
        message: failure instanceof Error ? failure.message : 'Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      onClick={() => void download()}
      {...(accessibleName ? { 'aria-label': accessibleName } : {})}
      {...(size ? { size } : {})}
    >
      {label}
    </Button>
  );
}
