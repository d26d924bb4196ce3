import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Form, LinkBase, useCreate, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { domainResolver } from '../forms/domainResolver';
import { useHiringAction } from '../hiring/useHiringAction';
import { projectLinks } from './links';
import { ProjectFields, projectFormValues } from './ProjectFields';
import { createEngagementSchema, type EngagementRecord } from './projectsDomain';

/** /profile/project/details without ?id=: a new project (a draft), which then opens on its own page. */
export function ProjectCreate() {
  const translate = useTranslate();
  const [create] = useCreate<EngagementRecord>();
  const run = useHiringAction();
  const navigate = useNavigate();
  const resolver = useMemo(() => domainResolver(createEngagementSchema), []);
  const submit = async (values: Record<string, unknown>) => {
    try {
      const project = (await run(() => create('projects', { data: values }, { returnPromise: true }), 'app.projects.messages.created', { refresh: false })) as EngagementRecord;
      navigate(projectLinks.project(String(project.id)));
    } catch {
      // told by a toast; the form keeps what was typed
    }
  };
  return (
    <Card sx={{ maxWidth: 860 }} data-testid="project-create-form">
      <CardContent>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 1 }}>
          <WorkOutlineOutlined color="primary" />
          <Typography variant="h5" component="h2">
            {translate('app.projects.create.title')}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {translate('app.projects.create.hint')}
        </Typography>
        <Form resolver={resolver} defaultValues={projectFormValues()} onSubmit={submit} mode="all" noValidate disableInvalidFormNotification>
          <ProjectFields autoFocus />
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
    <Stack direction="row" spacing={1.5} justifyContent="flex-end" sx={{ mt: 2 }}>
      <Button component={LinkBase} to={projectLinks.myProjects()} color="inherit">
        {translate('app.projects.common.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={!isValid || isSubmitting} loading={isSubmitting} data-testid="project-create-submit">
        {translate('app.projects.create.submit')}
      </Button>
    </Stack>
  );
}
