import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import { Button, Card, CardContent, Chip } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { EmptyState } from './EmptyState';

export type Feature =
  | 'profile'
  | 'network'
  | 'teams'
  | 'projects'
  | 'shared_projects'
  | 'report'
  | 'profile_setup'
  | 'profile_view'
  | 'shared_team'
  | 'shared_project';

/** A real 'coming soon' state for features whose issue comes later; the route, menu and guard already work. */
export function ComingSoon({ feature, backTo, backLabel }: { feature: Feature; backTo?: string; backLabel?: string }) {
  const translate = useTranslate();
  return (
    <Card data-testid="coming-soon">
      <CardContent>
        <EmptyState
          icon={<ConstructionRounded fontSize="large" />}
          title={translate(`app.coming_soon.${feature}.title`)}
          body={translate(`app.coming_soon.${feature}.body`)}
          action={
            <>
              <Chip
                label={translate('app.coming_soon.badge')}
                color="primary"
                variant="outlined"
                size="small"
                sx={{ mb: backTo ? 2 : 0 }}
              />
              {backTo && (
                <div>
                  <Button component={LinkBase} to={backTo} variant="contained">
                    {translate(backLabel ?? 'app.common.back_home')}
                  </Button>
                </div>
              )}
            </>
          }
        />
      </CardContent>
    </Card>
  );
}
