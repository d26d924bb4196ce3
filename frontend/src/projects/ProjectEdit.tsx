import { RecordEditDialog } from '../forms/RecordEditDialog';
import { ProjectFields, projectFormValues } from './ProjectFields';
import { updateEngagementSchema, type EngagementRecord } from './projectsDomain';

/** The owner or an editor changes a project's details (PUT /projects/{id}); a DPD project with milestones keeps its type. */
export function ProjectEdit({ project, onClose }: { project: EngagementRecord; onClose: () => void }) {
  return (
    <RecordEditDialog
      resource="projects"
      record={project}
      onClose={onClose}
      testId="project-edit-dialog"
      title="app.projects.detail.edit_title"
      subtitle={project.name}
      schema={updateEngagementSchema}
      defaultValues={projectFormValues(project)}
      maxWidth="md"
      savedMessage="app.projects.messages.updated"
    >
      <ProjectFields autoFocus typeLocked={project.engagement_type === 'DPD' && project.milestones.length > 0} />
    </RecordEditDialog>
  );
}
