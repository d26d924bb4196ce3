import { Grid, Stack, type GridProps } from '@mui/material';
import { LazyAvailabilityPanel } from '../availability/LazyAvailabilityPanel';
import { LeftColumn } from './LeftColumn';
import {
  AboutPanel,
  AdmiredBrandsPanel,
  AnswerPanel,
  CertificatesPanel,
  InterestsPanel,
  ProjectsPanel,
} from './MainPanels';
import { SidePanel } from './SidePanel';

type ColumnSize = GridProps['size'];

/**
 * The profile's two columns, its sections in the spec's order: the side card and left column, then
 * the answers interleaved with about, certificates, projects, interests and brands. The profile
 * page and the report's profile-as-of view both draw these, so they cannot list the sections apart.
 */
export function ProfileColumns({ side, main }: { side: ColumnSize; main: ColumnSize }) {
  return (
    <Grid container spacing={3} alignItems="flex-start">
      <Grid size={side}>
        <Stack spacing={3}>
          <SidePanel />
          <LazyAvailabilityPanel />
          <LeftColumn />
        </Stack>
      </Grid>
      <Grid size={main}>
        <Stack spacing={3}>
          <AnswerPanel slot={2} />
          <AboutPanel />
          <AnswerPanel slot={3} />
          <AnswerPanel slot={4} />
          <AnswerPanel slot={5} />
          <AnswerPanel slot={6} />
          <CertificatesPanel />
          <ProjectsPanel />
          <AnswerPanel slot={7} />
          <InterestsPanel />
          <AnswerPanel slot={8} />
          <AdmiredBrandsPanel />
        </Stack>
      </Grid>
    </Grid>
  );
}
