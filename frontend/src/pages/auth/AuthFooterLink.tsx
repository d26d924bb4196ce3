import { Link, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';

export function AuthFooterLink({ question, action, to }: { question: string; action: string; to: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 3 }}>
      {translate(question)}{' '}
      <Link component={LinkBase} to={to} fontWeight={600} underline="hover">
        {translate(action)}
      </Link>
    </Typography>
  );
}
