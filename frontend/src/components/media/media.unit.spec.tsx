import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { AudioPlayer } from './AudioPlayer';
import { PlayVideoTile } from './PlayVideoTile';
import { formatTime } from './formatTime';

function setDuration(el: HTMLMediaElement, seconds: number) {
  Object.defineProperty(el, 'duration', { configurable: true, value: seconds });
  fireEvent(el, new Event('loadedmetadata'));
}

describe('formatTime', () => {
  it.each([
    [0, '00:00'],
    [9.9, '00:09'],
    [75, '01:15'],
    [3600, '60:00'],
    [Number.NaN, '00:00'],
  ])('%s s → %s', (seconds, text) => expect(formatTime(seconds)).toBe(text));
});

describe('AudioPlayer (spec 2.5)', () => {
  it('plays and pauses, mutes, seeks and shows mm:ss times', () => {
    renderWithAdmin(<AudioPlayer src="/media/a.mp3" title="Intro" />);
    const audio = screen.getByTestId<HTMLAudioElement>('audio-element');
    setDuration(audio, 125);
    expect(screen.getByTestId('audio-total')).toHaveTextContent('02:05');

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(audio.play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio.muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();

    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: 61 } });
    expect(audio.currentTime).toBe(61);
    expect(screen.getByTestId('audio-elapsed')).toHaveTextContent('01:01');
  });

  it('shows the length the worker measured while the recording itself tells none (a browser WebM), then its own', () => {
    renderWithAdmin(<AudioPlayer src="/media/answers/a.webm" title="Intro" knownDuration={75} />);
    const audio = screen.getByTestId<HTMLAudioElement>('audio-element');
    setDuration(audio, Infinity);
    expect(screen.getByTestId('audio-total')).toHaveTextContent('01:15');
    expect(screen.getByRole('slider', { name: 'Seek' })).not.toBeDisabled();
    setDuration(audio, 76);
    expect(screen.getByTestId('audio-total')).toHaveTextContent('01:16');
  });
});

describe('video player modal (spec 2.5)', () => {
  it('opens from the Play Video tile with volume 0.5 and skips 15 seconds back and forward', async () => {
    renderWithAdmin(<PlayVideoTile src="/media/v.mp4" title="Intro" />);
    fireEvent.click(screen.getByTestId('play-video-tile'));
    const video = await screen.findByTestId<HTMLVideoElement>('video-element');
    setDuration(video, 100);

    expect(video.volume).toBe(0.5);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0.5');

    fireEvent.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    expect(video.currentTime).toBe(15);
    fireEvent.click(screen.getByRole('button', { name: 'Forward 15 seconds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    expect(video.currentTime).toBe(15);
    fireEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back 15 seconds' }));
    expect(video.currentTime).toBe(0);

    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: 42 } });
    expect(video.currentTime).toBe(42);
    expect(screen.getByTestId('video-time')).toHaveTextContent('00:42 / 01:40');

    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: 1 } });
    expect(video.volume).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(video.play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });
});
