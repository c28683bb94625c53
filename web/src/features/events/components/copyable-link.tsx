import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

type CopyableLinkProps = {
  label: string;
  link: string;
  copyLabel: string;
  /** A filled button until copied, where copying is the point (a link shown only once). */
  isPrimary?: boolean;
  /** How long the button says "Copied", in milliseconds. */
  copiedFor?: number;
};

/** A link shown read-only (focus selects it all) beside a button that copies it. */
export function CopyableLink({
  label,
  link,
  copyLabel,
  isPrimary = false,
  copiedFor = 1000,
}: CopyableLinkProps) {
  const [variant, copiedVariant] = isPrimary ? ['filled', 'light'] : ['light', 'filled'];
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label={label}
        value={link}
        readOnly
        onFocus={(focus) => focus.currentTarget.select()}
        style={{ flex: 1 }}
      />
      <CopyButton value={link} timeout={copiedFor}>
        {({ copied, copy }) => (
          <Button
            color={copied ? 'teal' : undefined}
            variant={copied ? copiedVariant : variant}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
          >
            {copied ? 'Copied' : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
