import { Avatar, type SxProps, type Theme } from '@mui/material';

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0].toUpperCase())
    .join('');

/** `decorative` hides it from assistive technology, where the control around it carries the name. */
export function UserAvatar({
  name,
  src,
  size = 34,
  sx,
  decorative = false,
}: {
  name: string;
  src?: string;
  size?: number;
  sx?: SxProps<Theme>;
  decorative?: boolean;
}) {
  return (
    <Avatar
      src={src}
      alt={decorative ? '' : name}
      aria-hidden={decorative || undefined}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 600,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        ...sx,
      }}
    >
      {initialsOf(name) || '?'}
    </Avatar>
  );
}
