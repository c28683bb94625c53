import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PhotoEditor } from '@/components/photo-editor/photo-editor';
import { paths } from '@/config/paths';

/** SPEC.md keeps a 200 × 150 photo editor on this page: a place to try cropping, no upload. */
export function PhotoEditorSandbox() {
  return (
    <>
      <PhotoEditor width={200} height={150} onConfirm={() => {}} />
      <Text size="xs" c="dimmed">
        Nothing you crop here leaves your device. To change your photo, go to your{' '}
        <Anchor component={Link} to={paths.platform.profile.getHref()} size="xs">
          profile
        </Anchor>
        .
      </Text>
    </>
  );
}
