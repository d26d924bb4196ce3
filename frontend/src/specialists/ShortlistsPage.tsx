import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import { Alert, Button, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useDelete, useGetList, useGetOne, useTranslate, useUpdate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyText } from '../components/SectionCard';
import { RowsSkeleton } from '../components/RowsSkeleton';
import { UserAvatar } from '../components/UserAvatar';
import { usePersonName } from '../components/fullName';
import { WriteDialog } from '../forms/RecordEditDialog';
import { TextFieldInput } from '../forms/TextFieldInput';
import { useRecordAction } from '../forms/useRecordAction';
import { useFormatters } from '../i18n/useFormatters';
import {
  SHORTLIST_NOTE_MAX_LENGTH,
  setShortlistNoteSchema,
  type ShortlistRecord,
  type TeamRecord,
} from '../providers/hiringDomain';
import { links } from '../routes/links';
import { MakeOfferButton } from '../teams';
import { COMPARE_MAX } from './HiringListActions';
import type { SearchCard } from './SpecialistList';

const SHOWN = 100;

/**
 * /profile/shortlists (issue 39): an owner's shortlists, and one of them with `?id=` (its specialists,
 * their notes, compare them, take them off). A collaborator of a project of the shortlist's team reads
 * it too, without the owner's actions.
 */
export default function ShortlistsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return id ? <ShortlistShow id={id} /> : <ShortlistList />;
}

function ShortlistList() {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<ShortlistRecord>('shortlists', {
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const { data: teams } = useGetList<TeamRecord>('teams', { pagination: { page: 1, perPage: SHOWN } });
  const teamName = (teamId: string | null) => teams?.find((t) => t.id === teamId)?.name;
  return (
    <Stack spacing={2} data-testid="shortlists">
      <Typography variant="body1" color="text.secondary">
        {translate('app.hiring.shortlists.intro')}
      </Typography>
      {isPending ? (
        <RowsSkeleton rows={3} />
      ) : error ? (
        <EmptyText>{translate('app.hiring.common.load_failed')}</EmptyText>
      ) : !data?.length ? (
        <EmptyText testId="shortlists-empty">
          {translate('app.hiring.shortlists.empty')}{' '}
          <LinkBase to={links.findSpecialists()}>{translate('app.menu.find_specialists')}</LinkBase>
        </EmptyText>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((list) => (
            <Card component="li" variant="outlined" key={list.id} data-testid="shortlist-item">
              <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 650 }}>
                  <LinkBase to={links.shortlist(list.id)}>{list.name}</LinkBase>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('app.hiring.shortlists.members', { smart_count: list.members.length })} ·{' '}
                  {list.team_id
                    ? `${translate('app.hiring.shortlists.team')}: ${teamName(list.team_id) ?? '…'}`
                    : translate('app.hiring.shortlists.no_team')}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type Member = ShortlistRecord['members'][number];

function ShortlistShow({ id }: { id: string }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const navigate = useNavigate();
  const { day } = useFormatters();
  // The record names no owner: the reader owns it when their own list holds it (a collaborator's does not).
  const { data: own } = useGetList<ShortlistRecord>('shortlists', {
    pagination: { page: 1, perPage: 1 },
    filter: { id: [id] },
  });
  const isOwner = Boolean(own?.length);
  const {
    data: list,
    isPending,
    error,
  } = useGetOne<ShortlistRecord & { owner_id?: string }>('shortlists', { id }, { retry: false });
  const memberIds = list?.members.map((m) => m.specialist_id) ?? [];
  const { data: cards } = useGetList<SearchCard>(
    'specialists',
    { pagination: { page: 1, perPage: SHOWN }, filter: { id: memberIds } },
    { enabled: memberIds.length > 0 },
  );
  const { data: team } = useGetOne<TeamRecord>(
    'teams',
    { id: list?.team_id ?? '' },
    { enabled: Boolean(list?.team_id) },
  );
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [remove] = useDelete();
  const run = useRecordAction();
  if (isPending) return <RowsSkeleton rows={3} />;
  if (error || !list) return <Alert severity="info">{translate('app.hiring.shortlists.not_found')}</Alert>;
  const cardOf = (specialistId: string) => cards?.find((c) => c.id === specialistId);
  const comparable = memberIds.slice(0, COMPARE_MAX);
  return (
    <Stack spacing={2} data-testid="shortlist-show">
      <LinkBase to={links.shortlists()}>{translate('app.hiring.shortlists.back')}</LinkBase>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
      >
        <Stack spacing={0.25}>
          <Typography variant="h5" component="h2" data-testid="shortlist-name">
            {list.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {list.team_id && team
              ? `${translate('app.hiring.shortlists.team')}: ${team.name}`
              : translate('app.hiring.shortlists.no_team')}
          </Typography>
        </Stack>
        {/* On a phone a label that does not fit goes to the next line whole, its icon beside it. */}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          flexWrap="wrap"
          sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
        >
          {memberIds.length > 1 && (
            <Button
              startIcon={<CompareArrowsOutlined />}
              component={LinkBase}
              to={links.compare(comparable, list.team_id)}
              data-testid="shortlist-compare"
            >
              {translate('app.hiring.shortlists.compare')}
            </Button>
          )}
          {isOwner && (
            <Button
              color="error"
              startIcon={<DeleteOutline />}
              onClick={() => setDeleting(true)}
              data-testid="shortlist-delete"
            >
              {translate('app.hiring.shortlists.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
      {own && !isOwner && <Alert severity="info">{translate('app.hiring.shortlists.read_only')}</Alert>}
      {list.members.length === 0 ? (
        <EmptyText>{translate('app.hiring.shortlists.members_empty')}</EmptyText>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.members.map((member) => {
            const card = cardOf(member.specialist_id);
            const name = card ? personName(card) : '…';
            return (
              <Card component="li" variant="outlined" key={member.specialist_id} data-testid="shortlist-member">
                <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
                  <Stack direction="row" spacing={1.5} alignItems="flex-start">
                    <UserAvatar name={name} src={card?.avatar ?? undefined} size={40} />
                    <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={0.25}>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
                        <LinkBase to={links.profile(member.specialist_id)}>{name}</LinkBase>
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {card?.industry_title ? `${card.industry_title} · ` : ''}
                        {translate('app.hiring.shortlists.added_on', { date: day(member.added_at.slice(0, 10)) })}
                      </Typography>
                      {member.note && (
                        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid="shortlist-note">
                          {member.note}
                        </Typography>
                      )}
                    </Stack>
                    {isOwner && (
                      <Stack direction="row" alignItems="center" flexWrap="wrap" justifyContent="flex-end">
                        {card && <MakeOfferButton specialist={{ id: card.id, name }} teamId={list.team_id} />}
                        <Tooltip title={translate('app.hiring.lists.note')}>
                          <IconButton
                            onClick={() => setEditing(member)}
                            aria-label={`${translate('app.hiring.lists.note')}: ${name}`}
                          >
                            <EditNoteOutlined />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={translate('app.hiring.shortlists.remove')}>
                          <IconButton
                            onClick={() => setRemoving(member)}
                            aria-label={`${translate('app.hiring.shortlists.remove')}: ${name}`}
                            data-testid="shortlist-remove"
                          >
                            <DeleteOutline />
                          </IconButton>
                        </Tooltip>
                      </Stack>
                    )}
                  </Stack>
                </CardContent>
              </Card>
            );
          })}
        </Stack>
      )}
      {editing && <NoteDialog shortlistId={list.id} member={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        titleKey="app.hiring.shortlists.remove"
        onConfirm={() =>
          run(
            () =>
              remove(
                'shortlist-members',
                { id: removing!.specialist_id, meta: { shortlistId: list.id } },
                { mutationMode: 'pessimistic', returnPromise: true },
              ),
            'app.hiring.shortlist_messages.memberRemoved',
          )
        }
      />
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        titleKey="app.hiring.shortlists.delete"
        onConfirm={() =>
          run(
            () =>
              remove(
                'shortlists',
                { id: list.id, previousData: list },
                { mutationMode: 'pessimistic', returnPromise: true },
              ),
            'app.hiring.shortlists.deleted',
            { refresh: false },
          ).then(() => navigate(links.shortlists()))
        }
      />
    </Stack>
  );
}

function NoteDialog({ shortlistId, member, onClose }: { shortlistId: string; member: Member; onClose: () => void }) {
  const [update] = useUpdate();
  return (
    <WriteDialog
      onClose={onClose}
      testId="shortlist-note-dialog"
      title="app.hiring.lists.note"
      schema={setShortlistNoteSchema}
      defaultValues={{ note: member.note }}
      write={(values) =>
        update(
          'shortlist-members',
          { id: member.specialist_id, data: values, meta: { shortlistId } },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
      }
      savedMessage="app.hiring.shortlists.note_saved"
    >
      <TextFieldInput
        source="note"
        label="app.hiring.lists.note"
        multiline
        minRows={3}
        maxLength={SHORTLIST_NOTE_MAX_LENGTH}
      />
    </WriteDialog>
  );
}
