import { Container } from '@mui/material';
import { ComingSoon, type Feature } from '../components/ComingSoon';
import { paths } from '../routes/paths';
import { PublicShell } from '../components/PublicShell';

/** Public routes whose feature belongs to a later issue (profile setup/view, shared links). */
export default function PublicComingSoonPage({ feature }: { feature: Feature }) {
  return (
    <PublicShell center>
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <ComingSoon feature={feature} backTo={paths.landing} />
      </Container>
    </PublicShell>
  );
}
