import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import { Button, Card, CardContent, Container } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { paths } from '../routes/paths';
import { PublicShell } from '../components/PublicShell';

export default function UnderConstructionPage() {
  const translate = useTranslate();
  return (
    <PublicShell center>
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Card data-testid="under-construction">
          <CardContent>
            <EmptyState
              icon={<EngineeringOutlined fontSize="large" />}
              title={translate('app.under_construction.title')}
              body={translate('app.under_construction.body')}
              action={
                <Button component={LinkBase} to={paths.landing} variant="contained">
                  {translate('app.common.back_home')}
                </Button>
              }
            />
          </CardContent>
        </Card>
      </Container>
    </PublicShell>
  );
}
