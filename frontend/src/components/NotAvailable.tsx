import BlockRounded from '@mui/icons-material/BlockRounded';
import { Button, Card, CardContent } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { EmptyState } from './EmptyState';
import { defaultPathFor, getUserType } from '../providers/session';

/** A signed-in route outside the user's route set. */
export function NotAvailable() {
  const translate = useTranslate();
  return (
    <Card data-testid="not-available">
      <CardContent>
        <EmptyState
          icon={<BlockRounded fontSize="large" />}
          title={translate('app.error.not_available_title')}
          body={translate('app.error.not_available_body')}
          action={
            <Button component={LinkBase} to={defaultPathFor(getUserType())} variant="contained">
              {translate('app.common.back_home')}
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
