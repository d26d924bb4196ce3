import HistoryRounded from '@mui/icons-material/HistoryRounded';
import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { RowsSkeleton } from './RowsSkeleton';
import { useFormatters } from '../i18n/useFormatters';
import { EmptyText, SectionCard } from './SectionCard';
import { usePersonName } from './fullName';

type Translate = (key: string, options?: object) => string;

/** What a history entry must carry to be drawn: its action, when, and who did it. */
export interface HistoryEntry<A extends string> {
  action: A;
  at: string;
  actor_name?: string | null;
}

/** The i18n keys of one history card: its title, the failure and empty texts, "by %{name}, %{date}". */
export interface HistoryWording {
  title: string;
  loadFailed: string;
  empty: string;
  by: string;
}

interface HistoryTimelineProps<A extends string, T extends HistoryEntry<A>> {
  /** The data provider resource and filter of the history (e.g. 'team-history', { team_id }). */
  resource: string;
  filter: Record<string, unknown>;
  testId: string;
  wording: HistoryWording;
  icons: Record<A, ReactNode>;
  /** One entry as a sentence of the current locale. */
  describe: (item: T, translate: Translate) => string;
  /** Let long words (names, emails) break inside the sentence. */
  breakWords?: boolean;
}

/**
 * The one history card of the owner's records (teams, projects): newest first, an icon per action
 * on a vertical line, the sentence, and who did it when; the same loading, failure and empty states.
 */
export function HistoryTimeline<A extends string, T extends HistoryEntry<A>>({
  resource,
  filter,
  testId,
  wording,
  icons,
  describe,
  breakWords = false,
}: HistoryTimelineProps<A, T>) {
  const translate = useTranslate();
  const personName = usePersonName();
  const { date } = useFormatters();
  const { data, isPending, error } = useGetList<T & { id: string }>(resource, { filter }, { retry: false });
  return (
    <SectionCard title={translate(wording.title)} icon={<HistoryRounded />} testId={testId}>
      {isPending ? (
        <RowsSkeleton rows={3} />
      ) : error ? (
        <EmptyText>{translate(wording.loadFailed)}</EmptyText>
      ) : !data?.length ? (
        <EmptyText>{translate(wording.empty)}</EmptyText>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((item, index) => (
            <Stack
              component="li"
              key={item.id}
              direction="row"
              spacing={1.5}
              sx={{ position: 'relative', pb: index === data.length - 1 ? 0 : 2 }}
              data-testid="history-item"
              data-action={item.action}
            >
              <Box sx={{ position: 'relative', flexShrink: 0 }}>
                <Box
                  sx={{
                    width: 32,
                    height: 32,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    color: 'primary.main',
                    bgcolor: (t) => alpha(t.palette.primary.main, 0.1),
                    '& svg': { fontSize: 18 },
                  }}
                >
                  {icons[item.action]}
                </Box>
                {index < data.length - 1 && (
                  <Box sx={{ position: 'absolute', left: 15, top: 34, bottom: -14, width: 2, bgcolor: 'divider' }} />
                )}
              </Box>
              <Box sx={{ minWidth: 0, pt: 0.5 }}>
                <Typography
                  variant="body2"
                  data-testid="history-text"
                  sx={breakWords ? { wordBreak: 'break-word' } : undefined}
                >
                  {describe(item, translate)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {item.actor_name
                    ? translate(wording.by, {
                        name: personName(item.actor_name),
                        date: date(item.at, { dateStyle: 'medium', timeStyle: 'short' }),
                      })
                    : date(item.at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
