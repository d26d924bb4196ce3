import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import { Button, Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { EmptyState } from '../components/EmptyState';
import { AudioPlayer } from '../components/media/AudioPlayer';
import { PlayVideoTile } from '../components/media/PlayVideoTile';
import { paths } from '../routes/paths';
import type { ProfileState } from './completeness';

/** The user's own video or audio introduction (their first answered media question), played with the media widgets. */
export function IntroductionCard({ state }: { state: ProfileState }) {
  const translate = useTranslate();
  const answers = state.status === 'ready' ? (state.profile.video_ask ?? []) : [];
  const media = answers.find((a) => (a?.type === 'video' || a?.type === 'audio') && a.media_url);
  return (
    <Card data-testid="introduction-card">
      <CardHeader title={translate('app.dashboard.intro.title')} />
      <CardContent sx={{ pt: 1 }}>
        {state.status === 'loading' ? (
          <Skeleton variant="rounded" height={140} />
        ) : media?.type === 'video' ? (
          <PlayVideoTile
            src={media.media_url!}
            thumbnail={media.thumbnail ?? undefined}
            title={translate('app.dashboard.intro.title')}
          />
        ) : media?.type === 'audio' ? (
          <AudioPlayer src={media.media_url!} title={translate('app.dashboard.intro.title')} />
        ) : (
          <EmptyState
            dense
            icon={<VideocamOutlined />}
            title={translate('app.dashboard.intro.empty_title')}
            body={translate('app.dashboard.intro.empty_body')}
            action={
              <Button
                component={LinkBase}
                to={`${paths.profile}#basic-info`}
                size="small"
                endIcon={<ArrowForwardRounded />}
              >
                {translate('app.dashboard.intro.add')}
              </Button>
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
