import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router-dom';

/**
 * While `when` holds, leaving for another page of the app, or another tab of the page (its
 * `?tab=`), first asks whether to drop the changes (a link, the navigation, the browser's
 * back button).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const isAsking = blocker.state === 'blocked';
  return (
    <Modal
      opened={isAsking}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
    >
      <Text size="sm">
        Your changes in this section are not saved yet. They are lost if you leave.
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Stay
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Leave and discard
        </Button>
      </Group>
    </Modal>
  );
}
