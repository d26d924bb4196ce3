import { describe, expect, it } from 'vitest';
import { rawAvatar } from './rawAvatar';

const doc = (avatar: unknown, extra: object = {}) =>
  JSON.stringify({ id: 'x', first_name: 'A "quoted" \\ name', avatar, ...extra });

describe('rawAvatar', () => {
  it.each([null, '/media/avatars/abc-256.webp', 'with "quotes" and \\ backslashes'])(
    'reads %j exactly as JSON.stringify writes it',
    (avatar) => {
      expect(rawAvatar(doc(avatar))).toBe(JSON.stringify(avatar));
      expect(JSON.parse(rawAvatar(doc(avatar)))).toEqual(avatar);
    },
  );

  it('is not fooled by the same text inside an earlier string value', () => {
    const json = JSON.stringify({ id: 'x', first_name: '"avatar":"/evil"', avatar: '/media/real.webp' });
    expect(rawAvatar(json)).toBe('"/media/real.webp"');
  });

  it('answers null when there is no avatar key', () => {
    expect(rawAvatar('{"id":"x"}')).toBe('null');
  });
});
