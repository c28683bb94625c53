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
}: {
  path: string;
  fileName: string;
  label: string;
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
    >
      {label}
    </Button>
  );
}
