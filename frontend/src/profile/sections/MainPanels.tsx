import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import RecordVoiceOverOutlined from '@mui/icons-material/RecordVoiceOverOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import TrackChangesOutlined from '@mui/icons-material/TrackChangesOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { AudioPlayer } from '../../components/media/AudioPlayer';
import { PlayVideoTile } from '../../components/media/PlayVideoTile';
import { AboutDialog } from '../dialogs/AboutDialog';
import { AnswerDialog } from '../dialogs/AnswerDialog';
import { CertificateDialog } from '../dialogs/CertificateDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ProjectDialog } from '../dialogs/ProjectDialog';
import { ProjectInterestsDialog } from '../dialogs/ProjectInterestsDialog';
import { AdmiredBrandsDialog, useAnswerSave } from '../dialogs/QuestionDialogs';
import { type Certificate, type WorkExperience } from '../profileDomain';
import { useProfileContext } from '../ProfileContext';
import { useSectionWrite } from '../useSectionWrite';
import { AddButton, EditButton, EmptyText, NoItems, SectionCard } from '../../components/SectionCard';
import { useCatalogTitle } from '../../i18n/useCatalogTitle';

const SLOT_ICONS: Record<number, ReactElement> = {
  2: <PersonOutlineRounded />,
  3: <WorkspacesOutlined />,
  4: <RecordVoiceOverOutlined />,
  5: <TuneOutlined />,
  6: <AutoAwesomeOutlined />,
  7: <TrackChangesOutlined />,
  8: <LightbulbOutlined />,
  9: <FavoriteBorderRounded />,
};

const Paragraph = ({ children, testId }: { children: string; testId?: string }) => (
  <Typography
    variant="body1"
    sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.7, color: 'text.primary' }}
    data-testid={testId}
  >
    {children}
  </Typography>
);

/** Answer slots 2 to 8: a video, audio or text answer. Non-owners (and the owner's view mode) see it only when answered. */
export function AnswerPanel({ slot }: { slot: number }) {
  const translate = useTranslate();
  const { profile, editing } = useProfileContext();
  const saveAnswer = useAnswerSave();
  const [open, setOpen] = useState<null | 'answer' | 'delete'>(null);
  const answer = profile.answers[slot];
  const response = answer?.response ?? null;
  if (!response && !editing) return null;
  const title = translate(`app.profile.questions.${slot}`);
  const media = profile.answer_media?.find(
    (m) =>
      typeof response === 'object' &&
      response &&
      !Array.isArray(response) &&
      ('videoURL' in response ? m.media_url === response.videoURL : m.media_url === response.audioURL),
  );
  const remove = () => saveAnswer(slot, null);

  let body: ReactElement;
  if (!response) body = <NoItems onAdd={() => setOpen('answer')} testId={`answer-${slot}`} section={title} />;
  else if (typeof response === 'string') body = <Paragraph testId={`answer-${slot}-text`}>{response}</Paragraph>;
  // An audio-only recording saved as a video answer (an uploaded .webm) plays as audio: the worker knows its kind.
  else if (!Array.isArray(response) && 'videoURL' in response && media?.kind === 'audio')
    body = <AudioPlayer src={response.videoURL} title={title} knownDuration={media.duration_seconds} />;
  else if (!Array.isArray(response) && 'videoURL' in response)
    body = (
      <Box sx={{ maxWidth: 560 }}>
        <PlayVideoTile src={response.videoURL} thumbnail={response.thumbnail ?? undefined} title={title} />
        {media?.status === 'processing' && (
          <Stack direction="row" spacing={0.75} alignItems="center" sx={{ mt: 1, color: 'text.secondary' }}>
            <HourglassTopRounded sx={{ fontSize: 16 }} />
            <Typography variant="caption">{translate('app.profile.answers.processing')}</Typography>
          </Stack>
        )}
      </Box>
    );
  else if (!Array.isArray(response) && 'audioURL' in response)
    body = <AudioPlayer src={response.audioURL} title={title} knownDuration={media?.duration_seconds} />;
  else body = <Paragraph>{response.map((o) => o.content).join(', ')}</Paragraph>;

  return (
    <SectionCard
      title={title}
      icon={SLOT_ICONS[slot]}
      testId={`answer-${slot}`}
      action={
        editing &&
        response && (
          <Tooltip title={translate('app.profile.actions.delete')}>
            <IconButton
              size="small"
              color="error"
              onClick={() => setOpen('delete')}
              aria-label={translate('app.profile.actions.delete')}
              data-testid={`answer-${slot}-delete`}
              data-owner-control
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      }
    >
      <Box data-testid={`answer-${slot}-body`}>{body}</Box>
      {open === 'answer' && <AnswerDialog slot={slot} open onClose={() => setOpen(null)} />}
      <ConfirmDialog open={open === 'delete'} onClose={() => setOpen(null)} onConfirm={remove} />
    </SectionCard>
  );
}

/** More about me (professional_experience_info). */
export function AboutPanel() {
  const translate = useTranslate();
  const { profile, editing } = useProfileContext();
  const [open, setOpen] = useState(false);
  const text = profile.professional_experience_info;
  if (!text && !editing) return null;
  return (
    <SectionCard
      title={translate('app.profile.sections.more_about')}
      icon={<PersonOutlineRounded />}
      testId="more-about"
      action={
        editing &&
        text && (
          <EditButton
            label={translate('app.profile.dialogs.about')}
            onClick={() => setOpen(true)}
            testId="edit-about"
          />
        )
      }
    >
      {text ? (
        <Paragraph testId="more-about-text">{text}</Paragraph>
      ) : (
        <NoItems
          onAdd={() => setOpen(true)}
          testId="more-about"
          section={translate('app.profile.sections.more_about')}
        />
      )}
      {open && <AboutDialog open onClose={() => setOpen(false)} />}
    </SectionCard>
  );
}

/** Admired Brands or Companies (answer slot 9, free text). */
export function AdmiredBrandsPanel() {
  const translate = useTranslate();
  const { profile, editing } = useProfileContext();
  const saveAnswer = useAnswerSave();
  const [open, setOpen] = useState<null | 'edit' | 'delete'>(null);
  const text = profile.admired_brands;
  if (!text && !editing) return null;
  const remove = () => saveAnswer(9, null);
  return (
    <SectionCard
      title={translate('app.profile.questions.9')}
      icon={SLOT_ICONS[9]}
      testId="answer-9"
      action={
        editing &&
        text && (
          <Stack direction="row" spacing={1}>
            <EditButton
              label={translate('app.profile.questions.9')}
              onClick={() => setOpen('edit')}
              testId="edit-admired-brands"
            />
            <Tooltip title={translate('app.profile.actions.delete')}>
              <IconButton
                size="small"
                color="error"
                onClick={() => setOpen('delete')}
                aria-label={translate('app.profile.actions.delete')}
                data-testid="answer-9-delete"
                data-owner-control
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <DeleteOutlineRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        )
      }
    >
      {text ? (
        <Paragraph testId="answer-9-text">{text}</Paragraph>
      ) : (
        <NoItems onAdd={() => setOpen('edit')} testId="answer-9" section={translate('app.profile.questions.9')} />
      )}
      {open === 'edit' && <AdmiredBrandsDialog open onClose={() => setOpen(null)} />}
      <ConfirmDialog open={open === 'delete'} onClose={() => setOpen(null)} onConfirm={remove} />
    </SectionCard>
  );
}

function TimelineItem({
  title,
  subtitle,
  years,
  meta,
  description,
  actions,
  testId,
}: {
  title: string;
  subtitle: string;
  years: string;
  meta?: string;
  description?: string | null;
  actions?: ReactElement | false;
  testId: string;
}) {
  return (
    <Box
      data-testid={testId}
      data-item
      sx={(t) => ({
        position: 'relative',
        pl: 3,
        pb: 2.5,
        '&:last-of-type': { pb: 0 },
        '&::before': {
          content: '""',
          position: 'absolute',
          left: 6,
          top: 8,
          bottom: 0,
          width: 2,
          bgcolor: alpha(t.palette.primary.main, 0.15),
        },
        '&:last-of-type::before': { display: 'none' },
      })}
    >
      <Box
        sx={{
          position: 'absolute',
          left: 0,
          top: 5,
          width: 14,
          height: 14,
          borderRadius: '50%',
          border: 3,
          borderColor: 'primary.main',
          bgcolor: 'background.paper',
        }}
      />
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" fontWeight={650} sx={{ lineHeight: 1.35 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {subtitle}
          </Typography>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap alignItems="center" sx={{ mt: 0.75 }}>
            <Chip size="small" label={years} sx={{ fontWeight: 600, height: 22 }} />
            {meta && (
              <Stack direction="row" spacing={0.25} alignItems="center" sx={{ color: 'text.secondary' }}>
                <PlaceOutlined sx={{ fontSize: 16 }} />
                <Typography variant="caption">{meta}</Typography>
              </Stack>
            )}
          </Stack>
          {description && (
            <Typography
              variant="body2"
              sx={{
                mt: 1,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                color: 'text.secondary',
                lineHeight: 1.65,
              }}
            >
              {description}
            </Typography>
          )}
        </Box>
        {actions}
      </Stack>
    </Box>
  );
}

function ItemActions({
  onEdit,
  onDelete,
  testId,
  editLabel,
}: {
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
  editLabel: string;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
      <Tooltip title={editLabel}>
        <IconButton
          size="small"
          onClick={onEdit}
          aria-label={editLabel}
          data-testid={`${testId}-edit`}
          data-owner-control
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('app.profile.actions.delete')}>
        <IconButton
          size="small"
          color="error"
          onClick={onDelete}
          aria-label={translate('app.profile.actions.delete')}
          data-testid={`${testId}-delete`}
          data-owner-control
        >
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

const yearsOf = (a: { started_at: number; finished_at: number }) =>
  a.started_at === a.finished_at ? String(a.started_at) : `${a.started_at} – ${a.finished_at}`;

const DELETE_OUTCOMES = {
  certificates: {
    success: 'app.profile.messages.certificateDeleted',
    failure: 'app.profile.messages.certificateDeletionFailed',
  },
  projects: { success: 'app.profile.messages.projectDeleted', failure: 'app.profile.messages.projectDeletionFailed' },
} as const;

/** Deletes a certificate or project (after the spec's confirmation), with its toast and failure message. */
function useDeleteItem(section: keyof typeof DELETE_OUTCOMES) {
  const { deleteItem } = useSectionWrite();
  return (id: string) => deleteItem(section, id, DELETE_OUTCOMES[section]);
}

interface TimelineEntry {
  title: string;
  subtitle: string;
  years: string;
  meta?: string;
  description?: string | null;
}

/**
 * A profile section listed as a timeline (certifications, projects): add, edit and delete (after the spec's
 * confirmation) while editing. `testId` names the section's items ("certificate" → `certificate-{id}`,
 * `add-certificate`, `confirm-delete-certificate`); `dialog` edits one item, or a new one when given none.
 */
function TimelinePanel<Item extends { id: string }>(props: {
  id: string;
  section: keyof typeof DELETE_OUTCOMES;
  testId: string;
  sectionTestId: string;
  titleKey: string;
  icon: ReactElement;
  emptyKey: string;
  editKey: string;
  confirmKey: string;
  items: Item[];
  entryOf: (item: Item) => TimelineEntry;
  dialog: (item: Item | undefined, onClose: () => void) => ReactElement;
}) {
  const translate = useTranslate();
  const { editing } = useProfileContext();
  const [editing_, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const remove = useDeleteItem(props.section);
  return (
    <SectionCard
      id={props.id}
      title={translate(props.titleKey)}
      icon={props.icon}
      testId={props.sectionTestId}
      action={
        editing && (
          <AddButton
            label={translate('app.profile.actions.add_more')}
            onClick={() => setEditing('new')}
            testId={`add-${props.testId}`}
          />
        )
      }
    >
      {props.items.length === 0 ? (
        <EmptyText testId={`${props.sectionTestId}-empty`}>{translate(props.emptyKey)}</EmptyText>
      ) : (
        <Box>
          {props.items.map((item) => {
            const entry = props.entryOf(item);
            return (
              <TimelineItem
                key={item.id}
                testId={`${props.testId}-${item.id}`}
                title={entry.title}
                subtitle={entry.subtitle}
                years={entry.years}
                meta={entry.meta}
                description={entry.description}
                actions={
                  editing && (
                    <ItemActions
                      testId={props.testId}
                      editLabel={translate(props.editKey)}
                      onEdit={() => setEditing(item)}
                      onDelete={() => setDeleting(item)}
                    />
                  )
                }
              />
            );
          })}
        </Box>
      )}
      {editing_ && props.dialog(editing_ === 'new' ? undefined : editing_, () => setEditing(null))}
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove(deleting!.id)}
        titleKey="app.profile.confirm.delete_title"
        messageKey={props.confirmKey}
        testId={`confirm-delete-${props.testId}`}
      />
    </SectionCard>
  );
}

/** Certifications (#certificate): degree, specialisation, name, years, description. */
export function CertificatesPanel() {
  const { profile } = useProfileContext();
  return (
    <TimelinePanel<Certificate>
      id="certificate"
      section="certificates"
      testId="certificate"
      sectionTestId="certificates"
      titleKey="app.profile.sections.certifications"
      icon={<VerifiedOutlined />}
      emptyKey="app.profile.empty.no_certifications"
      editKey="app.profile.dialogs.edit_certificate"
      confirmKey="app.profile.confirm.delete_certificate"
      items={profile.educations}
      entryOf={(c) => ({
        title: c.degree,
        subtitle: [c.specialisation, c.name].filter(Boolean).join(' · '),
        years: yearsOf(c),
        description: c.description,
      })}
      dialog={(certificate, onClose) => <CertificateDialog open onClose={onClose} certificate={certificate} />}
    />
  );
}

/** Projects/Experience (#projects): name, position, years, city and country, description. */
export function ProjectsPanel() {
  const { profile } = useProfileContext();
  return (
    <TimelinePanel<WorkExperience>
      id="projects"
      section="projects"
      testId="project"
      sectionTestId="projects"
      titleKey="app.profile.sections.projects"
      icon={<WorkHistoryOutlined />}
      emptyKey="app.profile.empty.no_projects"
      editKey="app.profile.dialogs.edit_project"
      confirmKey="app.profile.confirm.delete_project"
      items={profile.work_experiences}
      entryOf={(p) => ({
        title: p.name,
        subtitle: p.position,
        years: yearsOf(p),
        meta: [p.city, p.country].filter(Boolean).join(', '),
        description: p.description,
      })}
      dialog={(project, onClose) => <ProjectDialog open onClose={onClose} project={project} />}
    />
  );
}

/** Project Interests (#projectinterest): the chosen project types. */
export function InterestsPanel() {
  const translate = useTranslate();
  const catalogTitle = useCatalogTitle();
  const { profile, editing } = useProfileContext();
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      id="projectinterest"
      title={translate('app.profile.sections.project_interests')}
      icon={<StarBorderRounded />}
      testId="interests"
      action={
        editing && (
          <EditButton
            label={translate('app.profile.dialogs.project_interests')}
            onClick={() => setOpen(true)}
            testId="edit-interests"
          />
        )
      }
    >
      {profile.project_types.length === 0 ? (
        <EmptyText testId="interests-empty">{translate('app.profile.empty.no_interests')}</EmptyText>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="interests-list">
          {profile.project_types.map((p) => (
            <Chip
              key={p.dv_project_types.id}
              icon={<SchoolOutlined />}
              label={catalogTitle('project_types', {
                id: p.dv_project_types.id,
                title: p.dv_project_types.project_type_title || p.dv_project_types.name,
              })}
              color="secondary"
              variant="outlined"
              sx={{ fontWeight: 500, '& .MuiChip-icon': { display: 'none' } }}
            />
          ))}
        </Box>
      )}
      {open && <ProjectInterestsDialog open onClose={() => setOpen(false)} />}
    </SectionCard>
  );
}
