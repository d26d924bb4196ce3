import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CardHeader,
  Grid,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { LinkBase, useGetList, useTranslate } from 'react-admin';
import type { NetworkRecord } from '../providers/hiringDomain';
import { links } from '../routes/links';
import { paths } from '../routes/paths';
import { ActivityCard } from './ActivityCard';
import { WelcomeBanner } from './WelcomeBanner';

/** Enough for any real owner's networks: their member and invitation counts are summed from this page. */
const NETWORKS_READ = 500;
/** `range=[0,0]`: one record, and the total in Content-Range. */
const TOTAL_ONLY = {
  pagination: { page: 1, perPage: 1 },
  sort: { field: 'created_at', order: 'DESC' as const },
  filter: {},
};

/**
 * A business owner's (or admin's) dashboard: what they hire with (networks, members, teams,
 * projects), the invitations still waiting for an answer, and the ways to get on with it. Every
 * figure is read through the data provider: totals from Content-Range, members and invitations
 * summed from the networks' own counts.
 */
export default function OwnerDashboard() {
  const translate = useTranslate();
  const networks = useGetList<NetworkRecord>(
    'networks',
    { ...TOTAL_ONLY, pagination: { page: 1, perPage: NETWORKS_READ } },
    { retry: false },
  );
  const teams = useGetList('teams', TOTAL_ONLY, { retry: false });
  const projects = useGetList('projects', TOTAL_ONLY, { retry: false });
  const sum = (field: 'member_count' | 'invited_count') =>
    networks.data?.reduce((total, network) => total + (network[field] ?? 0), 0);
  const firstNetwork = networks.data?.[0];
  // One column on a phone (figures, invitations, links, activity); beside the links from lg up, without gaps under short cards.
  const area = (name: string) => ({ gridArea: name, minWidth: 0 });
  return (
    <Stack spacing={3}>
      <WelcomeBanner body={translate('app.hiring.dashboard.welcome_body')} />
      <Box
        data-testid="owner-dashboard"
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          gridTemplateAreas: {
            xs: '"figures" "invitations" "links" "activity"',
            lg: '"figures links" "invitations links" "activity links"',
          },
        }}
      >
        <Box sx={area('figures')}>
          <OwnerFigures
            figures={[
              {
                key: 'networks',
                icon: HubOutlined,
                to: links.networks(),
                value: networks.total,
                pending: networks.isPending,
                failed: !!networks.error,
              },
              {
                key: 'members',
                icon: PeopleAltOutlined,
                to: firstNetwork ? links.network(firstNetwork.id) : links.networks(),
                value: sum('member_count'),
                pending: networks.isPending,
                failed: !!networks.error,
              },
              {
                key: 'teams',
                icon: GroupsOutlined,
                to: links.teams(),
                value: teams.total,
                pending: teams.isPending,
                failed: !!teams.error,
              },
              {
                key: 'projects',
                icon: WorkOutlineOutlined,
                to: paths.myProjects,
                value: projects.total,
                pending: projects.isPending,
                failed: !!projects.error,
              },
            ]}
          />
        </Box>
        <Box sx={area('invitations')}>
          <PendingInvitations count={sum('invited_count')} pending={networks.isPending} failed={!!networks.error} />
        </Box>
        <Box sx={area('links')}>
          <OwnerQuickLinks searchIn={firstNetwork?.id} />
        </Box>
        <Box sx={area('activity')}>
          <ActivityCard />
        </Box>
      </Box>
    </Stack>
  );
}

interface Figure {
  key: 'networks' | 'members' | 'teams' | 'projects';
  icon: SvgIconComponent;
  to: string;
  value: number | undefined;
  pending: boolean;
  failed: boolean;
}

function OwnerFigures({ figures }: { figures: Figure[] }) {
  const translate = useTranslate();
  return (
    <Card data-testid="owner-figures">
      <CardHeader
        title={translate('app.hiring.dashboard.figures_title')}
        subheader={translate('app.hiring.dashboard.figures_subtitle')}
      />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {figures.map(({ key, icon: Icon, to, value, pending, failed }) => (
            <Grid key={key} size={{ xs: 6, md: 3 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea
                  component={LinkBase}
                  to={to}
                  sx={{ p: 2, height: '100%' }}
                  data-testid={`owner-figure-${key}`}
                >
                  <Box
                    sx={{
                      width: 36,
                      height: 36,
                      mb: 1.5,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      color: 'primary.main',
                      bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
                    }}
                  >
                    <Icon fontSize="small" />
                  </Box>
                  {pending ? (
                    <Skeleton width={48} height={40} />
                  ) : (
                    <Typography
                      variant="h4"
                      component="p"
                      sx={{ fontWeight: 700, lineHeight: 1.2 }}
                      data-testid={`owner-figure-${key}-value`}
                    >
                      {failed || value === undefined ? '—' : value}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {translate(`app.hiring.dashboard.figures.${key}`, { smart_count: value ?? 0 })}
                  </Typography>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}

function PendingInvitations({
  count,
  pending,
  failed,
}: {
  count: number | undefined;
  pending: boolean;
  failed: boolean;
}) {
  const translate = useTranslate();
  const waiting = !failed && (count ?? 0) > 0;
  return (
    <Card data-testid="owner-invitations">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ p: 2.5 }}>
        <Box
          sx={{
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: waiting ? 'warning.dark' : 'primary.main',
            bgcolor: (t) => alpha(waiting ? t.palette.warning.main : t.palette.primary.main, 0.12),
          }}
        >
          <MailOutlineRounded />
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate('app.hiring.dashboard.invitations_title')}
          </Typography>
          {pending ? (
            <Skeleton width="60%" />
          ) : (
            <Typography
              variant="body2"
              color="text.secondary"
              data-testid="owner-invitations-count"
              data-count={failed ? '' : (count ?? 0)}
            >
              {failed
                ? '—'
                : translate(
                    waiting ? 'app.hiring.dashboard.invitations_waiting' : 'app.hiring.dashboard.invitations_none',
                    { smart_count: count ?? 0 },
                  )}
            </Typography>
          )}
        </Box>
        <Button
          component={LinkBase}
          to={links.networks()}
          variant="outlined"
          size="small"
          endIcon={<ChevronRightRounded />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {translate('app.hiring.dashboard.invitations_open')}
        </Button>
      </Stack>
    </Card>
  );
}

/** What an owner does next; searching specialists happens in a network's invite dialog, so it opens there (or creates a first network). */
function OwnerQuickLinks({ searchIn }: { searchIn: string | undefined }) {
  const translate = useTranslate();
  const items: { key: string; to: string; icon: SvgIconComponent }[] = [
    { key: 'search', to: searchIn ? links.invite(searchIn) : links.newNetwork(), icon: PersonSearchOutlined },
    { key: 'new_team', to: links.newTeam(), icon: GroupAddOutlined },
    { key: 'new_project', to: paths.myProjects, icon: PostAddOutlined },
    { key: 'new_network', to: links.newNetwork(), icon: AddBusinessOutlined },
    { key: 'company', to: paths.profile, icon: BusinessOutlined },
  ];
  return (
    <Card sx={{ height: '100%' }} data-testid="owner-quick-links">
      <CardHeader title={translate('app.dashboard.quick_links.title')} />
      <List sx={{ px: 1.5, pb: 1.5 }}>
        {items.map(({ key, to, icon: Icon }) => (
          <ListItem key={key} disablePadding>
            <ListItemButton component={LinkBase} to={to} sx={{ py: 1.25 }} data-testid={`owner-link-${key}`}>
              <ListItemIcon>
                <Box
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
                  }}
                >
                  <Icon fontSize="small" />
                </Box>
              </ListItemIcon>
              <ListItemText
                primary={translate(`app.hiring.dashboard.links.${key}`)}
                secondary={translate(`app.hiring.dashboard.links.${key}_hint`)}
                slotProps={{ primary: { variant: 'body2', fontWeight: 600 }, secondary: { variant: 'caption' } }}
              />
              <ChevronRightRounded fontSize="small" sx={{ color: 'text.disabled' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
