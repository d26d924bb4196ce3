import { Avatar, type SxProps, type Theme } from '@mui/material';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

export function UserAvatar({ name, src, size = 34, sx }: { name: string; src?: string; size?: number; sx?: SxProps<Theme> }) {
  return (
    <Avatar src={src} alt={name} sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 600, bgcolor: 'primary.main', color: 'primary.contrastText', ...sx }}>
      {initialsOf(name) || '?'}
    </Avatar>
  );
}
