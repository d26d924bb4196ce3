import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SharedMemberCard } from '../sharingTypes';
import { MemberCard } from './MemberCard';

/** Member cards in a responsive grid (one column on a phone), or the empty line. */
export function MemberGrid({
  token,
  members,
  onIntro,
}: {
  token: string;
  members: SharedMemberCard[];
  onIntro?: (member: SharedMemberCard) => void;
}) {
  const translate = useTranslate();
  if (members.length === 0)
    return (
      <Typography color="text.secondary" data-testid="shared-members-empty">
        {translate('app.sharing.public.no_members')}
      </Typography>
    );
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
      data-testid="shared-members"
    >
      {members.map((member) => (
        <li key={member.id}>
          <MemberCard token={token} member={member} onIntro={onIntro} />
        </li>
      ))}
    </Box>
  );
}
