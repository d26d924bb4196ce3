import { Box, Button, Stack, Typography, type Theme } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { createContext, useContext, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { diffList, diffObjects, isEmptyValue, isListChange, itemLabel, type ListItemDiff } from './changes';
import type { FieldChange } from './reportTypes';
import { useReportWording } from './useReportWording';
import { usePersonName } from '../components/fullName';

type Tone = 'added' | 'removed' | 'changed' | 'kept';

const toneSx = (tone: Tone) => (theme: Theme) => {
  const dark = theme.palette.mode === 'dark';
  const color =
    tone === 'added'
      ? theme.palette.success
      : tone === 'removed'
        ? theme.palette.error
        : tone === 'changed'
          ? theme.palette.warning
          : null;
  if (!color) return { color: 'text.primary', bgcolor: 'action.hover' };
  return { color: dark ? color.light : color.dark, bgcolor: alpha(color.main, dark ? 0.16 : 0.1) };
};

function Value({ value, tone, field }: { value: unknown; tone: 'added' | 'removed'; field: string }) {
  const translate = useTranslate();
  const wording = useReportWording();
  const names = useContext(ItemNames);
  const empty = isEmptyValue(value);
  return (
    <Box
      component={tone === 'added' ? 'ins' : 'del'}
      data-testid={`change-${tone === 'added' ? 'after' : 'before'}`}
      sx={[
        toneSx(tone),
        {
          display: 'block',
          px: 1,
          py: 0.5,
          borderRadius: 1,
          textDecoration: 'none',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          fontStyle: empty ? 'italic' : undefined,
        },
      ]}
    >
      {empty ? translate('app.report.show.empty_value') : wording.value(value, names, field)}
    </Box>
  );
}

/** Before → after of one value (a title, a level, a date). */
function ValueChange({ change }: { change: FieldChange }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('app.report.show.before')}
        </Typography>
        <Value value={change.before} tone="removed" field={change.field} />
      </Box>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('app.report.show.after')}
        </Typography>
        <Value value={change.after} tone="added" field={change.field} />
      </Box>
    </Box>
  );
}

const MARK: Record<Tone, string> = { added: '+', removed: '−', changed: '~', kept: '·' };

/** The names of the people list items are of, by id (the API answers them beside the changes). */
const ItemNames = createContext<Readonly<Record<string, string>>>({});
/** Whether each field's raw key shows beside its name (the admin's report: yes; a record's owner: no). */
const ShowKeys = createContext(true);

/** A field's raw key in monospace, beside its name in words, where the reader works with keys. */
function FieldKey({ field, small = false }: { field: string; small?: boolean }) {
  if (!useContext(ShowKeys)) return null;
  return (
    <>
      {' '}
      <Box
        component="span"
        sx={{
          fontFamily: 'monospace',
          fontWeight: 400,
          color: 'text.secondary',
          fontSize: small ? undefined : '0.75rem',
        }}
      >
        {field}
      </Box>
    </>
  );
}

/** `list`: the list's field, which names its items' fields (a certificate's `name` is its institution). */
function ListItem({ entry, list }: { entry: ListItemDiff; list: string }) {
  const translate = useTranslate();
  const wording = useReportWording();
  const names = useContext(ItemNames);
  const showKeys = useContext(ShowKeys);
  const tone: Tone = entry.kind;
  const label = itemLabel(entry.kind === 'changed' ? entry.after : entry.item, names, (item) =>
    wording.value(item, names, list),
  );
  return (
    <Box
      component="li"
      data-testid="list-item"
      data-kind={entry.kind}
      sx={[
        toneSx(tone),
        { listStyle: 'none', px: 1, py: 0.5, borderRadius: 1, display: 'flex', gap: 1, alignItems: 'flex-start' },
      ]}
    >
      <Box component="span" aria-hidden sx={{ fontWeight: 700, width: '1ch', flexShrink: 0 }}>
        {MARK[tone]}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box
          component={tone === 'added' ? 'ins' : tone === 'removed' ? 'del' : 'span'}
          sx={{ textDecoration: tone === 'removed' ? 'line-through' : 'none', wordBreak: 'break-word' }}
        >
          {label}
        </Box>
        {/* A word for screen readers, so colour is never the only sign of what happened to an item. */}
        <VisuallyHidden>{` (${translate(`app.report.show.${tone === 'kept' ? 'unchanged' : tone}`)})`}</VisuallyHidden>
        {entry.kind === 'changed' && (
          <Box component="ul" sx={{ m: 0, mt: 0.5, p: 0 }}>
            {entry.fields.map((field) => (
              <Typography key={field.field} component="li" variant="body2" sx={{ listStyle: 'none' }}>
                <Box
                  component="span"
                  sx={{ fontWeight: 600 }}
                  title={showKeys ? field.field : undefined}
                  data-testid="item-field"
                >
                  {wording.field(field.field, list)}
                </Box>
                :{' '}
                <del>{wording.value(field.before, names, field.field) || translate('app.report.show.empty_value')}</del>{' '}
                →{' '}
                <ins>{wording.value(field.after, names, field.field) || translate('app.report.show.empty_value')}</ins>
              </Typography>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** A list, item by item: added and removed highlighted, unchanged items folded when there are many. */
function ListChange({ change }: { change: FieldChange }) {
  const translate = useTranslate();
  const items = diffList(
    Array.isArray(change.before) ? change.before : [],
    Array.isArray(change.after) ? change.after : [],
  );
  const kept = items.filter((item) => item.kind === 'kept').length;
  const [showKept, setShowKept] = useState(kept <= 6);
  const shown = showKept ? items : items.filter((item) => item.kind !== 'kept');
  return (
    <Box>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0 }}>
        {shown.map((entry, index) => (
          <ListItem key={index} entry={entry} list={change.field} />
        ))}
      </Stack>
      {kept > 6 && (
        <Button size="small" onClick={() => setShowKept((open) => !open)} sx={{ mt: 0.5 }}>
          {showKept
            ? translate('app.report.show.hide_unchanged')
            : translate('app.report.show.show_unchanged', { smart_count: kept })}
        </Button>
      )}
    </Box>
  );
}

/** An object field whose parts changed: each part as its own before → after. */
function ObjectChange({ change }: { change: FieldChange }) {
  const wording = useReportWording();
  return (
    <Stack spacing={1.5}>
      {diffObjects(change.before, change.after, change.field).map((part) => (
        <Box key={part.field}>
          <Typography variant="caption" component="p" data-testid="part-field">
            {wording.field(part.field)}
            <FieldKey field={part.field} small />
          </Typography>
          <ValueChange change={part} />
        </Box>
      ))}
    </Stack>
  );
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The changes of an event, or between two moments of a record: each field with its before and
 * after; lists item by item (+ added, − removed, ~ changed); objects part by part.
 */
export function ChangeList({
  changes,
  names = {},
  headingLevel = 'h3',
  showKeys = true,
}: {
  changes: FieldChange[];
  names?: Readonly<Record<string, string>>;
  headingLevel?: 'h3' | 'h4';
  /** The raw field keys beside their names: for admins, who also meet them in exports and the catalogue. */
  showKeys?: boolean;
}) {
  const wording = useReportWording();
  const personName = usePersonName();
  // The people list items are of, named in the reader's language when an erasure left their name.
  const worded = useMemo(
    () => Object.fromEntries(Object.entries(names).map(([id, name]) => [id, personName(name)])),
    [names, personName],
  );
  return (
    <ShowKeys.Provider value={showKeys}>
      <ItemNames.Provider value={worded}>
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }} data-testid="change-list">
          {changes.map((change) => (
            <Box
              component="li"
              key={change.field}
              sx={{ listStyle: 'none' }}
              data-testid="change"
              data-field={change.field}
            >
              <Typography variant="subtitle2" component={headingLevel} sx={{ mb: 0.75 }}>
                {wording.field(change.field)}
                <FieldKey field={change.field} />
              </Typography>
              {isListChange(change) ? (
                <ListChange change={change} />
              ) : isPlainObject(change.before) && isPlainObject(change.after) ? (
                <ObjectChange change={change} />
              ) : (
                <ValueChange change={change} />
              )}
            </Box>
          ))}
        </Stack>
      </ItemNames.Provider>
    </ShowKeys.Provider>
  );
}
