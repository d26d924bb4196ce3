import { useTranslate, useUpdate } from 'react-admin';
import { EditDialog } from '../profile/dialogs/EditDialog';
import { useHiringAction } from '../hiring/useHiringAction';
import { ProjectFields, projectFormValues } from './ProjectFields';
import { updateEngagementSchema, type EngagementRecord } from './projectsDomain';

/** The owner or an editor changes a project's details (PUT /projects/{id}); a DPD project with milestones keeps its type. */
export function ProjectEdit({ project, onClose }: { project: EngagementRecord; onClose: () => void }) {
  const translate = useTranslate();
  const [update] = useUpdate();
  const run = useHiringAction();
  return (
    <EditDialog
      open
      onClose={onClose}
      testId="project-edit-dialog"
      title={translate('app.projects.detail.edit_title')}
      subtitle={project.name}
      schema={updateEngagementSchema}
      defaultValues={projectFormValues(project)}
      maxWidth="md"
      onSave={(values) =>
        run(() => update('projects', { id: project.id, data: values, previousData: project }, { mutationMode: 'pessimistic', returnPromise: true }), 'app.projects.messages.updated')
      }
    >
      <ProjectFields autoFocus typeLocked={project.engagement_type === 'DPD' && project.milestones.length > 0} />
    </EditDialog>
  );
}
