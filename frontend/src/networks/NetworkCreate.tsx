import HubOutlined from '@mui/icons-material/HubOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Form, LinkBase, useCreate, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { domainResolver } from '../forms/domainResolver';
import { createNetworkSchema, type NetworkRecord } from '../hiring/hiringDomain';
import { links } from '../hiring/links';
import { useHiringAction } from '../hiring/useHiringAction';
import { NetworkFields } from './NetworkFields';

/** A new network: its name and what it is for; created, it opens on its own page. */
export function NetworkCreate() {
  const translate = useTranslate();
  const [create] = useCreate<NetworkRecord>();
  const run = useHiringAction();
  const navigate = useNavigate();
  const resolver = useMemo(() => domainResolver(createNetworkSchema), []);
  const submit = async (values: Record<string, unknown>) => {
    try {
      const network = (await run(() => create('networks', { data: values }, { returnPromise: true }), 'app.hiring.network_messages.created', { refresh: false })) as NetworkRecord;
      navigate(links.network(String(network.id)));
    } catch {
      // told by a toast; the form keeps what was typed
    }
  };
  return (
    <Card sx={{ maxWidth: 760 }} data-testid="network-create">
      <CardContent>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
          <HubOutlined color="primary" />
          <Typography variant="h5" component="h2">
            {translate('app.hiring.networks.create_title')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {translate('app.hiring.networks.create_hint')}
        </Typography>
        <Form resolver={resolver} defaultValues={{ name: '', description: '' }} onSubmit={submit} mode="all" noValidate disableInvalidFormNotification>
          <NetworkFields autoFocus />
          <Actions />
        </Form>
      </CardContent>
    </Card>
  );
}

function Actions() {
  const translate = useTranslate();
  const { isValid, isSubmitting } = useFormState();
  return (
    <Stack direction="row" spacing={1.5} justifyContent="flex-end" sx={{ mt: 1 }}>
      <Button component={LinkBase} to={links.networks()} color="inherit">
        {translate('app.profile.actions.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={!isValid || isSubmitting} loading={isSubmitting} data-testid="network-create-submit">
        {translate('app.hiring.networks.create')}
      </Button>
    </Stack>
  );
}
