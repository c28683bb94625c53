import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import {
  IconDots,
  IconShieldCheck,
  IconShieldOff,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import type { AdminUser } from '@contract/admin';
import type { UserChange } from '../api/manage-user';
import classes from './user-actions.module.css';

type UserActionsProps = {
  user: AdminUser;
  isSelf: boolean;
  onDetails: () => void;
  onChange: (change: UserChange) => void;
};

/** Details, and the account switches; nobody can lock themselves out. */
export function UserActions({ user, isSelf, onDetails, onChange }: UserActionsProps) {
  const label = user.email;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button variant="light" size="xs" onClick={onDetails} aria-label={`Details of ${label}`}>
        Details
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${label}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {user.disabled ? (
            <Menu.Item
              leftSection={<IconUserCheck size={16} />}
              onClick={() => onChange({ uid: user.uid, kind: 'disabled', value: false })}
            >
              Enable account
            </Menu.Item>
          ) : (
            <Menu.Item
              className={classes.dangerItem}
              leftSection={<IconUserOff size={16} />}
              disabled={isSelf}
              onClick={() => onChange({ uid: user.uid, kind: 'disabled', value: true })}
            >
              {isSelf ? 'Disable account (not your own)' : 'Disable account'}
            </Menu.Item>
          )}
          {user.isAdmin ? (
            <Menu.Item
              leftSection={<IconShieldOff size={16} />}
              disabled={isSelf}
              onClick={() => onChange({ uid: user.uid, kind: 'admin', value: false })}
            >
              {isSelf ? 'Revoke admin (not your own)' : 'Revoke admin'}
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconShieldCheck size={16} />}
              onClick={() => onChange({ uid: user.uid, kind: 'admin', value: true })}
            >
              Make admin
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
