import { Alert, Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '@/lib/download-file';

/**
 * "Download my data": the JSON file of everything we keep, fetched (with the ID token, or an
 * emailed link's secret in `headers`) and saved under the server's name; a failure says so
 * beside the button.
 */
export function DownloadDataButton({
  path,
  headers,
}: {
  path: string;
  headers?: Record<string, string>;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const download = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await downloadFile(path, 'my-data.json', headers);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
      >
        Download my data
      </Button>
      {failure && (
        <Alert color="red" variant="light" role="alert" title="Could not download your data">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
