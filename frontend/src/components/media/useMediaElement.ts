import { useCallback, useEffect, useRef, useState } from 'react';

/** Shared state of an <audio> or <video> element: playing, time, duration, volume, muted. */
export function useMediaElement<E extends HTMLMediaElement>(initialVolume = 1) {
  const ref = useRef<E>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolumeState] = useState(initialVolume);
  const [muted, setMuted] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.volume = initialVolume;
    const sync = () => {
      setCurrent(el.currentTime);
      setDuration(Number.isFinite(el.duration) ? el.duration : 0);
    };
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onVolume = () => {
      setVolumeState(el.volume);
      setMuted(el.muted);
    };
    el.addEventListener('timeupdate', sync);
    el.addEventListener('loadedmetadata', sync);
    el.addEventListener('durationchange', sync);
    el.addEventListener('play', onPlay);
    el.addEventListener('pause', onPause);
    el.addEventListener('ended', onPause);
    el.addEventListener('volumechange', onVolume);
    return () => {
      el.removeEventListener('timeupdate', sync);
      el.removeEventListener('loadedmetadata', sync);
      el.removeEventListener('durationchange', sync);
      el.removeEventListener('play', onPlay);
      el.removeEventListener('pause', onPause);
      el.removeEventListener('ended', onPause);
      el.removeEventListener('volumechange', onVolume);
    };
  }, [initialVolume]);

  const toggle = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) {
      setPlaying(true);
      void el.play()?.catch(() => setPlaying(false));
    } else {
      el.pause();
      setPlaying(false);
    }
  }, []);

  const seek = useCallback((seconds: number) => {
    const el = ref.current;
    if (!el) return;
    const max = Number.isFinite(el.duration) ? el.duration : seconds;
    el.currentTime = Math.min(Math.max(0, seconds), max || 0);
    setCurrent(el.currentTime);
  }, []);

  const skip = useCallback((delta: number) => seek((ref.current?.currentTime ?? 0) + delta), [seek]);

  const setVolume = useCallback((value: number) => {
    const el = ref.current;
    const v = Math.min(1, Math.max(0, value));
    if (el) {
      el.volume = v;
      el.muted = v === 0;
    }
    setVolumeState(v);
    setMuted(v === 0);
  }, []);

  const toggleMute = useCallback(() => {
    const el = ref.current;
    const next = !(el?.muted ?? muted);
    if (el) el.muted = next;
    setMuted(next);
  }, [muted]);

  return { ref, playing, current, duration, volume, muted, toggle, seek, skip, setVolume, toggleMute };
}
