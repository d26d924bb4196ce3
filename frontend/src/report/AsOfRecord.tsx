import { Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isEmptyValue } from './changes';
import { useReportWording } from './useReportWording';

// The profile's own read-only page, loaded only when a specialist's history is shown.
const ProfileAsOf = lazy(() => import('./ProfileAsOf'));

type Doc = Record<string, unknown>;

/**
 * A record as it was: a specialist with the profile page's read-only components, anything else compactly.
 * `names`: what its id fields name (its network, owner…), by id.
 */
export function AsOfRecord({
  targetType,
  record,
  names,
}: {
  targetType: string;
  record: Doc;
  names?: Readonly<Record<string, string>>;
}) {
  if (targetType === 'specialist') {
    return (
      <Fallback fallback={<RecordSnapshot record={record} names={names} />}>
        <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
          <ProfileAsOf record={record} />
        </Suspense>
      </Fallback>
    );
  }
  return <RecordSnapshot record={record} names={names} />;
}

/** An old document the page's components cannot read (a field they need did not exist yet) shows compactly instead. */
class Fallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('the record as of then could not be shown with its page', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const TITLE_KEYS = ['name', 'title', 'company_name', 'label'];
const HIDDEN = new Set(['id', ...TITLE_KEYS]);

/** A compact read-only view of any record: its name and status, then every field. */
export function RecordSnapshot({ record, names = {} }: { record: Doc; names?: Readonly<Record<string, string>> }) {
  const translate = useTranslate();
  const wording = useReportWording();
  const titleKey = TITLE_KEYS.find((key) => typeof record[key] === 'string' && record[key]);
  const status = typeof record.status === 'string' ? record.status : undefined;
  const fields = Object.entries(record).filter(([key]) => !HIDDEN.has(key) && key !== 'status');
  const show = (value: unknown, field: string): ReactNode => {
    if (isEmptyValue(value))
      return (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {translate('app.report.show.empty_value')}
        </Typography>
      );
    if (Array.isArray(value)) {
      return (
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.75} component="ul" sx={{ m: 0, p: 0 }}>
          {value.map((item, index) => (
            <Chip
              key={index}
              size="small"
              label={wording.value(item, names, field)}
              component="li"
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Stack>
      );
    }
    if (typeof value === 'boolean') return <Typography variant="body2">{value ? '✓' : '✗'}</Typography>;
    return (
      <Typography variant="body2" sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
        {wording.value(value, names, field)}
      </Typography>
    );
  };
  return (
    <Card data-testid="record-snapshot">
      <CardContent>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
          <Typography variant="h5" component="h3" data-testid="snapshot-title">
            {titleKey ? String(record[titleKey]) : translate('app.report.unnamed')}
          </Typography>
          {status && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={wording.value(status)}
              data-testid="snapshot-status"
            />
          )}
        </Stack>
        <Typography variant="overline" component="h4" color="text.secondary">
          {translate('app.report.history.fields_title')}
        </Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {fields.map(([key, value]) => (
            <Stack
              key={key}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.25, sm: 2 }}
              data-testid="snapshot-field"
              data-field={key}
            >
              <Typography
                component="dt"
                variant="body2"
                color="text.secondary"
                sx={{ width: { sm: 200 }, flexShrink: 0 }}
              >
                {wording.field(key)}
              </Typography>
              <Stack component="dd" sx={{ m: 0, minWidth: 0, flexGrow: 1 }}>
                {show(value, key)}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
