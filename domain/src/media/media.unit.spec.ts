import { describe, expect, it } from 'vitest';
import { isPublicMediaKey, mediaUrl } from './media';

describe('public media keys (what /media serves)', () => {
  it('are the avatar renditions, company logos, video thumbnails and answer recordings', () => {
    for (const key of [
      'avatars/3f9a-64.webp',
      'avatars/3f9a-256.jpg',
      'logos/3f9a-512.webp',
      'thumbnails/3f9a.jpg',
      'answers/3f9a.webm',
    ])
      expect(isPublicMediaKey(key), key).toBe(true);
  });

  it('never the avatar originals, kept as uploaded, nor anything outside the public prefixes', () => {
    for (const key of [
      'originals/3f9a.gif',
      'avatars/../originals/3f9a.gif',
      'avatars/%2e%2e/originals/3f9a.gif',
      'avatars/nested/3f9a.webp',
      'avatars/',
      'avatars',
      'Avatars/3f9a.webp',
      'avatarsx/3f9a.webp',
      '3f9a.webp',
      '/avatars/3f9a.webp',
      'avatars/3f9a.tar.gz',
      'avatars/3f9a.webp?acl',
    ])
      expect(isPublicMediaKey(key), key).toBe(false);
  });

  it('are what the read model links to', () => {
    expect(mediaUrl('avatars/3f9a-64.webp')).toBe('/media/avatars/3f9a-64.webp');
  });
});
