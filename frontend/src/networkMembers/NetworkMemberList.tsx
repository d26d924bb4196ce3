import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  IconButton,
  Link,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { createContext, memo, useContext, useMemo, useState } from 'react';
import {
  BulkDeleteButton,
  Datagrid,
  FunctionField,
  LinkBase,
  ListBase,
  Pagination,
  useDelete,
  useGetList,
  useListContext,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DocumentButton, documentPaths } from '../documents';
import { useFormatters } from '../i18n/useFormatters';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyText, SectionCard } from '../components/SectionCard';
import { UserAvatar } from '../components/UserAvatar';
import { FilterBar, type FilterSpec } from '../components/FilterBar';
import { MembershipStatusChip } from './MembershipStatusChip';
import { SkillChips } from '../components/SkillChips';
import { usePersonName } from '../components/fullName';
import { RowsSkeleton } from '../components/RowsSkeleton';
import {
  EXPERIENCE_LEVELS,
  MEMBERSHIP_STATUSES,
  type NetworkMemberRecord,
  type NetworkRecord,
} from '../providers/hiringDomain';
import { links } from '../routes/links';
import { useRecordAction } from '../forms/useRecordAction';
import { NetworkMemberEdit } from './NetworkMemberEdit';
import { ChangedDot, useChangedSinceSeen } from '../changes';
import { useListFilters } from '../components/useListFilters';

type Member = NetworkMemberRecord & RaRecord;

/** Members and invitations may be removed (or withdrawn); former members stay listed as such. */
const removable = (member: Member) => member.status === 'joined' || member.status === 'invited';

/** The member filters: name, status, skills, level and tag. */
function useMemberFilters(): FilterSpec[] {
  const translate = useTranslate();
  const { data: skills } = useGetList<{ id: number; skill_title: string }>('skills', undefined, {
    retry: false,
    staleTime: 5 * 60_000,
  });
  const field = (source: string) => translate(`resources.network-members.fields.${source}`);
  return useMemo(
    () => [
      { source: 'q', kind: 'text', label: translate('app.hiring.common.search') },
      {
        source: 'status',
        kind: 'select',
        label: field('status'),
        width: 150,
        choices: MEMBERSHIP_STATUSES.map((status) => ({
          id: status,
          name: translate(`app.hiring.membership_status.${status}`),
        })),
      },
      {
        source: 'skill_ids',
        kind: 'multi',
        label: field('skill_ids'),
        choices: (skills ?? []).map((skill) => ({ id: skill.id, name: skill.skill_title })),
      },
      {
        source: 'experience_level_id',
        kind: 'select',
        label: field('experience_level_id'),
        width: 150,
        choices: EXPERIENCE_LEVELS.map((level) => ({
          id: level.id,
          name: translate(`app.profile.levels.${level.id}`),
        })),
      },
      { source: 'tag', kind: 'text', label: field('tag'), width: 150 },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- field is translate
    [skills, translate],
  );
}

const MEMBERS_SORT = { field: 'invited_at', order: 'DESC' as const };
const MEMBERS_PER_PAGE = 25;
/**
 * How long an answer the network page asked for beside the network (NetworkShow) stays the list's own when it
 * mounts, rather than being read again at once. A change made here invalidates it all the same.
 */
export const ASKED_BESIDE_MS = 5_000;

/** The members table's first page (the list's own query, so that one asked for earlier is the list's). */
export const membersFirstPage = (networkId: string) => ({
  filter: { network_id: networkId },
  sort: MEMBERS_SORT,
  pagination: { page: 1, perPage: MEMBERS_PER_PAGE },
});

/**
 * The owner's members table of one network (GET /network-members?filter={network_id…}): filters
 * by name, status, skills, level and tag; each member's private note and tags; remove one, or
 * several at once. On a phone the rows become cards. An admin reads it (`readOnly`): the same
 * members, notes and tags, without selecting, editing or removing.
 */
export function NetworkMemberList({ network, readOnly = false }: { network: NetworkRecord; readOnly?: boolean }) {
  const translate = useTranslate();
  return (
    <ReadOnlyMembers.Provider value={readOnly}>
      <SectionCard
        title={translate('app.hiring.members.title')}
        icon={<PeopleOutlineRounded />}
        testId="network-members"
        subtitle={translate('app.hiring.members.subtitle')}
      >
        <ListBase
          resource="network-members"
          filter={{ network_id: network.id }}
          sort={MEMBERS_SORT}
          perPage={MEMBERS_PER_PAGE}
          disableSyncWithLocation
          queryOptions={{ staleTime: ASKED_BESIDE_MS }}
        >
          <Box sx={{ mb: 2 }}>
            <MemberFilterBar />
          </Box>
          <Members />
        </ListBase>
      </SectionCard>
    </ReadOnlyMembers.Provider>
  );
}

/** The filters on their own: the skills' answer (the skill filter's choices) redraws them, not the table. */
function MemberFilterBar() {
  return <FilterBar filters={useMemberFilters()} />;
}

function Members() {
  const translate = useTranslate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { data, isPending, error, total, filterValues } = useListFilters<Record<string, unknown>, Member>();
  const changed = useChangedSinceSeen(
    'specialist',
    (data ?? []).flatMap((member) => (member.specialist_id ? [member.specialist_id] : [])),
  );
  if (isPending) return <RowsSkeleton />;
  if (error) return <EmptyText>{translate('app.hiring.common.load_failed')}</EmptyText>;
  if (!data?.length) {
    const filtered = Object.keys(filterValues).length > 0;
    return (
      <EmptyText testId="members-empty">
        {translate(filtered ? 'app.hiring.common.no_results' : 'app.hiring.members.empty')}
      </EmptyText>
    );
  }
  return (
    <ChangedProfiles.Provider value={changed}>
      {narrow ? <MemberCards members={data} /> : <MemberTable />}
      {(total ?? 0) > 25 && <Pagination rowsPerPageOptions={[25, 50, 100]} />}
    </ChangedProfiles.Provider>
  );
}

/**
 * The members as a Datagrid. Selection is its own first column: react-admin's row checkboxes put
 * their label on the wrapper instead of the input, which leaves the input unnamed (WCAG 4.1.2).
 * Memoised: the changed set's answer redraws the names that read it (ChangedProfiles), not every row.
 */
const MemberTable = memo(function MemberTable() {
  const translate = useTranslate();
  const { date } = useFormatters();
  const readOnly = useContext(ReadOnlyMembers);
  return (
    <>
      {!readOnly && <BulkRemoveBar />}
      <Box sx={{ overflowX: 'auto' }}>
        <Datagrid
          rowClick={false}
          bulkActionButtons={false}
          sx={{
            '& .RaDatagrid-headerCell': { fontWeight: 650 },
            '& td': { verticalAlign: 'middle' },
            '& td, & th': { px: 1.25 },
          }}
          data-testid="members-table"
        >
          {!readOnly && (
            <FunctionField<Member>
              source="selected"
              sortable={false}
              label={<SelectAllMembers />}
              render={(member) => <SelectMember member={member} />}
            />
          )}
          <FunctionField<Member>
            source="name"
            sortBy="name"
            label="resources.network-members.fields.name"
            render={(member) => <MemberIdentity member={member} />}
          />
          <FunctionField<Member>
            source="experience_level_id"
            sortable={false}
            label="resources.network-members.fields.experience_level_id"
            render={(member) =>
              member.specialist?.experience_level_id
                ? translate(`app.profile.levels.${member.specialist.experience_level_id}`)
                : '--'
            }
          />
          <FunctionField<Member>
            source="skill_ids"
            sortable={false}
            label="resources.network-members.fields.skill_ids"
            render={(member) => <SkillChips skills={member.specialist?.skills ?? []} max={3} />}
          />
          <FunctionField<Member>
            source="status"
            label="resources.network-members.fields.status"
            render={(member) => <MembershipStatusChip status={member.status} />}
          />
          <FunctionField<Member>
            source="tags"
            sortable={false}
            label="resources.network-members.fields.tags"
            render={(member) => <TagsAndNote member={member} />}
          />
          <FunctionField<Member>
            source="invited_at"
            label="resources.network-members.fields.invited_at"
            render={(member) => (
              <span style={{ whiteSpace: 'nowrap' }}>{date(member.invited_at, { dateStyle: 'medium' })}</span>
            )}
          />
          <FunctionField<Member>
            source="id"
            sortable={false}
            label="app.hiring.common.actions"
            textAlign="right"
            render={() => <MemberActions />}
          />
        </Datagrid>
      </Box>
    </>
  );
});

/** Whether the reader only reads the members (an admin on someone else's network). */
const ReadOnlyMembers = createContext(false);

/** The members whose profile changed since the reader last looked at it (their row's dot). */
const ChangedProfiles = createContext<ReadonlySet<string>>(new Set());

function SelectMember({ member }: { member: Member }) {
  const translate = useTranslate();
  const personName = usePersonName();
  const name = member.specialist ? personName(member.specialist) : (member.email ?? '');
  const { selectedIds, onToggleItem } = useListContext<Member>();
  return (
    <Checkbox
      size="small"
      disabled={!removable(member)}
      checked={selectedIds.includes(member.id)}
      onChange={() => onToggleItem(member.id)}
      slotProps={{ input: { 'aria-label': translate('app.hiring.members.select', { name }) } }}
    />
  );
}

function SelectAllMembers() {
  const translate = useTranslate();
  const { data, selectedIds, onSelect } = useListContext<Member>();
  const selectable = (data ?? []).filter(removable).map((member) => member.id);
  const all = selectable.length > 0 && selectable.every((id) => selectedIds.includes(id));
  return (
    <Checkbox
      size="small"
      disabled={selectable.length === 0}
      checked={all}
      indeterminate={!all && selectedIds.length > 0}
      onChange={() => onSelect(all ? [] : selectable)}
      slotProps={{ input: { 'aria-label': translate('ra.action.select_all') } }}
    />
  );
}

/** Shown while members are selected: how many, and Remove (with its confirmation). */
function BulkRemoveBar() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext<Member>();
  if (selectedIds.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      alignItems="center"
      justifyContent="space-between"
      sx={{ mb: 1.5, px: 2, py: 1, borderRadius: 2, bgcolor: (t) => alpha(t.palette.primary.main, 0.08) }}
      data-testid="members-bulk"
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" color="inherit" onClick={() => onUnselectItems()}>
          {translate('app.profile.actions.cancel')}
        </Button>
        <BulkDeleteButton
          mutationMode="pessimistic"
          label="app.hiring.members.remove_selected"
          icon={<DeleteOutlineRounded />}
          confirmTitle="app.hiring.members.remove_many_title"
          confirmContent="app.hiring.members.remove_many_message"
          mutationOptions={{ onSettled: () => refresh() }}
          data-testid="members-bulk-remove"
        />
      </Stack>
    </Stack>
  );
}

function MemberIdentity({ member }: { member: Member }) {
  const translate = useTranslate();
  const card = member.specialist;
  const personName = usePersonName();
  const name = card ? personName(card) : (member.email ?? '--');
  const changed = useContext(ChangedProfiles).has(member.specialist_id ?? '');
  return (
    <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 200 }}>
      <UserAvatar name={card ? name : ''} src={card?.avatar ?? undefined} size={38} />
      <Box sx={{ minWidth: 0 }}>
        {changed && <ChangedDot />}
        {member.specialist_id ? (
          <Link
            component={LinkBase}
            to={links.profile(member.specialist_id)}
            underline="hover"
            sx={{ fontWeight: 600 }}
            data-testid="member-name"
          >
            {name}
          </Link>
        ) : (
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="member-name">
            {name}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {card?.industry_title || (member.specialist_id ? '--' : translate('app.hiring.members.invited_by_email'))}
        </Typography>
      </Box>
    </Stack>
  );
}

function TagsAndNote({ member }: { member: Member }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" alignItems="center" sx={{ maxWidth: 220 }}>
      {member.tags.map((tag) => (
        <Chip key={tag} size="small" label={tag} variant="outlined" color="secondary" />
      ))}
      {member.note && (
        <Tooltip title={member.note}>
          <StickyNote2Outlined
            fontSize="small"
            color="action"
            aria-label={member.note}
            role="img"
            data-testid="member-note-icon"
          />
        </Tooltip>
      )}
    </Stack>
  );
}

/** Note and tags, the profile, remove: one member's actions. */
function MemberActions({ member: given }: { member?: Member }) {
  const translate = useTranslate();
  const record = useRecordContext<Member>();
  const member = given ?? record!;
  const [dialog, setDialog] = useState<'note' | 'remove' | null>(null);
  const [remove] = useDelete();
  const run = useRecordAction();
  const readOnly = useContext(ReadOnlyMembers);
  const personName = usePersonName();
  const name = member.specialist ? personName(member.specialist) : (member.email ?? '');
  return (
    // Two by two in the table, so that the row's actions fit beside its columns at 1440 px.
    <Stack
      direction="row"
      useFlexGap
      justifyContent="flex-end"
      onClick={(event) => event.stopPropagation()}
      sx={{ flexWrap: 'wrap', gap: 0.25, maxWidth: given ? 'none' : 80, ml: 'auto' }}
    >
      {!readOnly && (
        <Tooltip title={translate('app.hiring.members.edit_note')}>
          <IconButton
            size="small"
            onClick={() => setDialog('note')}
            aria-label={translate('app.hiring.members.edit_note_of', { name })}
            data-testid="member-edit-note"
          >
            <EditNoteRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {member.specialist_id && (
        <Tooltip title={translate('app.hiring.common.view_profile')}>
          <IconButton
            size="small"
            component={LinkBase}
            to={links.profile(member.specialist_id)}
            aria-label={translate('app.hiring.common.view_profile_of', { name })}
          >
            <PersonSearchOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {member.specialist_id && <DocumentButton kind="cv" path={documentPaths.cv(member.specialist_id)} rowOf={name} />}
      {!readOnly && removable(member) && (
        <Tooltip
          title={translate(member.status === 'invited' ? 'app.hiring.members.withdraw' : 'app.hiring.members.remove')}
        >
          <IconButton
            size="small"
            color="error"
            onClick={() => setDialog('remove')}
            aria-label={translate('app.hiring.members.remove_of', { name })}
            data-testid="member-remove"
          >
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {dialog === 'note' && <NetworkMemberEdit member={member} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'remove'}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          run(
            () =>
              remove(
                'network-members',
                { id: member.id, previousData: member },
                { mutationMode: 'pessimistic', returnPromise: true },
              ),
            'app.hiring.network_messages.removed',
          )
        }
        titleKey="app.hiring.members.remove_title"
        titleArgs={{ name }}
        messageKey="app.hiring.members.remove_message"
        testId="member-remove-confirm"
      />
    </Stack>
  );
}

/** The members as cards (phones): name, status, level, skills, tags, actions, selection. */
function MemberCards({ members }: { members: Member[] }) {
  const translate = useTranslate();
  const readOnly = useContext(ReadOnlyMembers);
  return (
    <>
      {!readOnly && <BulkRemoveBar />}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="members-cards">
        {members.map((member) => (
          <Card key={member.id} component="li" variant="outlined" data-testid="member-card">
            <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
              <Stack direction="row" spacing={1} alignItems="flex-start">
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <MemberIdentity member={member} />
                </Box>
                {!readOnly && removable(member) && <SelectMember member={member} />}
              </Stack>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mt: 1.5 }}>
                <MembershipStatusChip status={member.status} />
                {member.specialist?.experience_level_id && (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={translate(`app.profile.levels.${member.specialist.experience_level_id}`)}
                  />
                )}
              </Stack>
              {(member.specialist?.skills.length ?? 0) > 0 && (
                <Box sx={{ mt: 1.5 }}>
                  <SkillChips skills={member.specialist!.skills} max={4} />
                </Box>
              )}
              <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mt: 1 }}>
                <TagsAndNote member={member} />
                <MemberActions member={member} />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </>
  );
}
