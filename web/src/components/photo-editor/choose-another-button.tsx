import { Button } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** Back to the file picker, from the crop or the preview: both offer the same way out. */
export function ChooseAnotherButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="default" leftSection={<IconPhoto size={16} />} onClick={onClick}>
      Choose another
    </Button>
  );
}
