import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import { CreateFormCard } from '../forms/CreateFormCard';
import { links } from '../routes/links';
import { ProjectFields, projectFormValues } from './ProjectFields';
import { createEngagementSchema, type EngagementRecord } from './projectsDomain';

const wording = {
  title: 'app.projects.create.title',
  hint: 'app.projects.create.hint',
  cancel: 'app.projects.common.cancel',
  submit: 'app.projects.create.submit',
  created: 'app.projects.messages.created',
};

const linkOf = (project: EngagementRecord) => links.project(String(project.id));

/** /profile/project/details without ?id=: a new project (a draft), which then opens on its own page. */
export function ProjectCreate() {
  return (
    <CreateFormCard<EngagementRecord>
      resource="projects"
      schema={createEngagementSchema}
      defaultValues={projectFormValues()}
      icon={<WorkOutlineOutlined color="primary" />}
      wording={wording}
      linkOf={linkOf}
      cancelTo={links.myProjects()}
      testId="project-create-form"
      submitTestId="project-create-submit"
      maxWidth={860}
      actionsMarginTop={2}
    >
      <ProjectFields autoFocus />
    </CreateFormCard>
  );
}
