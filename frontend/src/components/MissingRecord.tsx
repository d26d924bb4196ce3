import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Button, Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { EmptyState } from './EmptyState';

/**
 * A record page whose record is not there (or not the reader's to see): why, and the way back to its
 * list. `messages` is the page's i18n prefix holding `missing_title`, `missing_body` and `back`.
 */
export function MissingRecord({
  icon,
  messages,
  backTo,
  testId,
}: {
  icon: ReactNode;
  messages: string;
  backTo: string;
  testId: string;
}) {
  const translate = useTranslate();
  return (
    <Card data-testid={testId}>
      <CardContent>
        <EmptyState
          icon={icon}
          title={translate(`${messages}.missing_title`)}
          body={translate(`${messages}.missing_body`)}
          action={
            <Button component={LinkBase} to={backTo} variant="contained" startIcon={<ArrowBackRounded />}>
              {translate(`${messages}.back`)}
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
