import { ActionIcon, Avatar, Box, Tooltip } from '@mantine/core';
import { IconPencil, IconUser } from '@tabler/icons-react';
import classes from './profile-avatar.module.css';

type ProfileAvatarProps = {
  photoUrl: string | undefined;
  name: string;
  onEdit: () => void;
};

/** The photo, or a placeholder, with the pencil badge that opens the photo editor. */
export function ProfileAvatar({ photoUrl, name, onEdit }: ProfileAvatarProps) {
  return (
    <Box className={classes.frame}>
      {photoUrl ? (
        <Avatar src={photoUrl} alt={`Profile photo of ${name}`} size={112} radius={112} />
      ) : (
        <Avatar
          size={112}
          radius={112}
          variant="light"
          className={classes.placeholder}
          role="img"
          aria-label="No profile photo yet"
        >
          <IconUser size={52} stroke={1.4} />
        </Avatar>
      )}
      <Tooltip label={photoUrl ? 'Change photo' : 'Add a photo'} withArrow>
        <ActionIcon
          className={classes.badge}
          size={36}
          radius="xl"
          onClick={onEdit}
          aria-label="Edit profile photo"
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
    </Box>
  );
}
