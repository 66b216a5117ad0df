import { Avatar, type AvatarProps } from '@mantine/core';

/** A profile's picture, or its initials on a colour derived from the name. */
export function ProfileAvatar({ name, image, ...props }: { name?: string | null; image?: string | null } & AvatarProps) {
  return <Avatar src={image || null} name={name ?? undefined} color="initials" alt={name ?? 'Profile'} {...props} />;
}
