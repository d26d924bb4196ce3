import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import { Button, Checkbox, FormControlLabel, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { LinkBase, useCreate, useGetList, useInput, useTranslate } from 'react-admin';
import { z } from 'zod';
import { EditDialog } from '../forms/EditDialog';
import { TextFieldInput } from '../forms/TextFieldInput';
import { useRecordAction } from '../forms/useRecordAction';
import { useListFilters } from '../components/useListFilters';
import { fullName } from '../components/fullName';
import {
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SHORTLIST_NAME_MAX_LENGTH,
  SHORTLIST_NOTE_MAX_LENGTH,
  createSavedSearchSchema,
  shortlistCodes,
  type SavedSearchRecord,
  type ShortlistRecord,
} from '../providers/hiringDomain';
import { links } from '../routes/links';
import { MakeOfferButton } from '../teams';
import { useSetSearchFilters, type SearchCard } from './SpecialistList';

/** At most this many specialists side by side (the compare page says so beyond it). */
export const COMPARE_MAX = 4;
const LISTS_SHOWN = 100;
const NEW = '__new__';

const saveSearchSchema = createSavedSearchSchema.pick({ name: true, alert: true });

/** A checkbox bound to a react-admin `<Form>` value. */
function CheckboxInput({ source, label }: { source: string; label: string }) {
  const { field } = useInput({ source });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={source}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
        />
      }
    />
  );
}

/** "Save search": the filters in the address, under a name, with or without an alert (POST /saved-searches). */
export function SaveSearchButton() {
  const translate = useTranslate();
  const { filterValues } = useListFilters();
  const [open, setOpen] = useState(false);
  const [create] = useCreate<SavedSearchRecord>();
  const run = useRecordAction();
  return (
    <>
      <Button startIcon={<BookmarkAddOutlined />} onClick={() => setOpen(true)} data-testid="save-search">
        {translate('app.hiring.lists.save_search')}
      </Button>
      {open && (
        <EditDialog
          open
          onClose={() => setOpen(false)}
          testId="save-search-dialog"
          title={translate('app.hiring.lists.save_title')}
          schema={saveSearchSchema}
          defaultValues={{ name: '', alert: false }}
          saveLabel={translate('app.hiring.lists.save')}
          onSave={(values) =>
            run(
              () => create('saved-searches', { data: { ...values, filter: filterValues } }, { returnPromise: true }),
              'app.hiring.lists.saved',
            )
          }
        >
          <Stack spacing={1}>
            <TextFieldInput
              source="name"
              label="app.hiring.lists.name"
              maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
              autoFocus
            />
            <CheckboxInput source="alert" label={translate('app.hiring.lists.alert')} />
          </Stack>
        </EditDialog>
      )}
    </>
  );
}

/** "Use a saved search": its filter replaces the page's (the address follows). */
export function SavedSearchSelect() {
  const translate = useTranslate();
  const setFilters = useSetSearchFilters();
  const { data } = useGetList<SavedSearchRecord>('saved-searches', {
    pagination: { page: 1, perPage: LISTS_SHOWN },
    sort: { field: 'name', order: 'ASC' },
  });
  if (!data?.length) return null;
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={translate('app.hiring.lists.use_saved')}
      value=""
      onChange={(event) => {
        const saved = data.find((s) => s.id === event.target.value);
        if (saved) setFilters(saved.filter);
      }}
      sx={{ width: { xs: '100%', sm: 240 } }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'saved-search-select' } as object } }}
    >
      {data.map((saved) => (
        <MenuItem key={saved.id} value={saved.id}>
          {saved.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

const shortlistChoiceSchema = z
  .object({
    shortlist_id: z.string().min(1),
    new_name: z.string().trim().max(SHORTLIST_NAME_MAX_LENGTH).optional(),
    note: z.string().max(SHORTLIST_NOTE_MAX_LENGTH).optional(),
  })
  .refine((v) => v.shortlist_id !== NEW || (v.new_name ?? '').length > 0, {
    path: ['new_name'],
    message: shortlistCodes.nameRequired,
  });

/** The shortlist chosen, or a new one by name. */
function ShortlistChoice({ shortlists }: { shortlists: ShortlistRecord[] }) {
  const translate = useTranslate();
  const { field } = useInput({ source: 'shortlist_id' });
  return (
    <>
      <TextField
        select
        fullWidth
        label={translate('app.hiring.lists.shortlist')}
        value={field.value as string}
        onChange={(event) => field.onChange(event.target.value)}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'shortlist-choice' } as object } }}
      >
        {shortlists.map((list) => (
          <MenuItem key={list.id} value={list.id}>
            {list.name}
          </MenuItem>
        ))}
        <MenuItem value={NEW}>{translate('app.hiring.lists.new_shortlist')}</MenuItem>
      </TextField>
      {field.value === NEW && (
        <TextFieldInput
          source="new_name"
          label="app.hiring.lists.new_shortlist_name"
          maxLength={SHORTLIST_NAME_MAX_LENGTH}
        />
      )}
    </>
  );
}

/** Add a card to one of the reader's shortlists (or a new one), with a note. */
function ShortlistAddDialog({ card, teamId, onClose }: { card: SearchCard; teamId?: string; onClose: () => void }) {
  const translate = useTranslate();
  const [createShortlist] = useCreate<ShortlistRecord>();
  const [create] = useCreate();
  const run = useRecordAction();
  const { data: shortlists } = useGetList<ShortlistRecord>('shortlists', {
    pagination: { page: 1, perPage: LISTS_SHOWN },
    sort: { field: 'name', order: 'ASC' },
  });
  if (!shortlists) return null;
  const add = async (values: Record<string, unknown>): Promise<unknown> => {
    let shortlistId = values.shortlist_id as string;
    if (shortlistId === NEW) {
      const made = await createShortlist(
        'shortlists',
        { data: { name: String(values.new_name), team_id: teamId ?? null } },
        { returnPromise: true },
      );
      if (!made) throw new Error('shortlists: the new shortlist was not answered');
      shortlistId = made.id;
    }
    return create(
      'shortlist-members',
      { data: { shortlist_id: shortlistId, specialist_id: card.id, note: values.note ?? '' } },
      { returnPromise: true },
    );
  };
  return (
    <EditDialog
      open
      onClose={onClose}
      testId="shortlist-add-dialog"
      title={translate('app.hiring.lists.shortlist_title', { name: fullName(card) })}
      schema={shortlistChoiceSchema}
      defaultValues={{ shortlist_id: shortlists[0]?.id ?? NEW, new_name: '', note: '' }}
      saveLabel={translate('app.hiring.lists.add')}
      onSave={(values) => run(() => add(values), 'app.hiring.shortlist_messages.memberAdded')}
    >
      <Stack spacing={2}>
        <ShortlistChoice shortlists={shortlists} />
        <TextFieldInput
          source="note"
          label="app.hiring.lists.note"
          multiline
          minRows={2}
          maxLength={SHORTLIST_NOTE_MAX_LENGTH}
        />
      </Stack>
    </EditDialog>
  );
}

/** What an owner does with a card: pick it to compare (up to four), shortlist it, and offer them a seat. */
export function CardActions({
  card,
  picked,
  onPick,
  teamId,
}: {
  card: SearchCard;
  picked: readonly string[];
  onPick: (next: string[]) => void;
  teamId?: string;
}) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const isPicked = picked.includes(card.id);
  return (
    <Stack direction={{ xs: 'row', sm: 'column' }} spacing={0.5} alignItems={{ xs: 'center', sm: 'flex-end' }}>
      <FormControlLabel
        label={translate('app.hiring.lists.compare_pick')}
        control={
          <Checkbox
            size="small"
            checked={isPicked}
            disabled={!isPicked && picked.length >= COMPARE_MAX}
            onChange={() => onPick(isPicked ? picked.filter((id) => id !== card.id) : [...picked, card.id])}
            slotProps={{ input: { 'data-testid': 'compare-pick' } as object }}
          />
        }
        sx={{ mr: 0 }}
      />
      <Button
        size="small"
        startIcon={<PlaylistAddOutlined />}
        onClick={() => setAdding(true)}
        data-testid="shortlist-add"
      >
        {translate('app.hiring.lists.add_to_shortlist')}
      </Button>
      {adding && <ShortlistAddDialog card={card} teamId={teamId} onClose={() => setAdding(false)} />}
      <MakeOfferButton specialist={{ id: card.id, name: fullName(card) }} teamId={teamId} />
    </Stack>
  );
}

/** The specialists picked to compare, and the way to the compare page (with the team, when one is chosen). */
export function CompareBar({
  picked,
  onClear,
  teamId,
}: {
  picked: readonly string[];
  onClear: () => void;
  teamId?: string;
}) {
  const translate = useTranslate();
  if (picked.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, position: 'sticky', bottom: 8, zIndex: 2 }}
      data-testid="compare-bar"
      role="region"
      aria-label={translate('app.hiring.lists.compare_open')}
    >
      <Stack
        direction="row"
        spacing={1.5}
        alignItems="center"
        justifyContent="space-between"
        flexWrap="wrap"
        useFlexGap
      >
        <Typography variant="body2">
          {translate('app.hiring.lists.compare_selected', { smart_count: picked.length })}
          {picked.length >= COMPARE_MAX && ` · ${translate('app.hiring.lists.compare_max')}`}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button onClick={onClear} color="inherit">
            {translate('app.hiring.lists.compare_clear')}
          </Button>
          <Button
            variant="contained"
            startIcon={<CompareArrowsOutlined />}
            component={LinkBase}
            to={links.compare(picked, teamId)}
            data-testid="compare-open"
          >
            {translate('app.hiring.lists.compare_open')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
