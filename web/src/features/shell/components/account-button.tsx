import { UnstyledButton, VisuallyHidden, type UnstyledButtonProps } from '@mantine/core';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { UserAvatar } from './user-avatar';

type AccountButtonProps = UnstyledButtonProps & ComponentPropsWithoutRef<'button'>;

/**
 * The header's avatar button that opens the account menu. Named by hidden text rather than
 * aria-label, which the initials shown would not match (axe: label-content-name-mismatch);
 * the avatar only decorates it.
 */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(
  function AccountButton(props, ref) {
    return (
      <UnstyledButton ref={ref} {...props}>
        <UserAvatar aria-hidden />
        <VisuallyHidden>Account menu</VisuallyHidden>
      </UnstyledButton>
    );
  },
);
