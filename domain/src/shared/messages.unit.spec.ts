import { describe, expect, it } from 'vitest';
import { accountMessages } from '../account/messages';
import { mediaMessages } from '../media/media';
import { specialistMessages } from '../specialist/messages';
import { NotFoundError, ValidationError } from './errors';
import { messageCatalog, messageCodeOf } from './messages';

describe('messageCodeOf', () => {
  it('names a message by its namespace and key', () => {
    expect(messageCodeOf(accountMessages.emailRequired)).toBe('account.emailRequired');
    expect(messageCodeOf(specialistMessages.skillsRequired)).toBe('specialist.skillsRequired');
    expect(messageCodeOf(mediaMessages.tooLarge)).toBe('media.tooLarge');
  });

  it('gives a text two namespaces share the code of the first', () => {
    expect(specialistMessages.emailInvalid).toBe(accountMessages.emailInvalid);
    expect(messageCodeOf(specialistMessages.emailInvalid)).toBe('account.emailInvalid');
  });

  it('has no code for worded or unknown text', () => {
    expect(messageCodeOf(specialistMessages.unknownIds('skill', [9]))).toBeUndefined();
    expect(messageCodeOf('Something else')).toBeUndefined();
    expect(messageCodeOf(undefined)).toBeUndefined();
  });

  it('resolves every fixed message back to a code whose key words it', () => {
    for (const messages of Object.values(messageCatalog)) {
      for (const text of Object.values(messages)) {
        if (typeof text !== 'string') continue;
        const [namespace, key] = messageCodeOf(text)!.split('.') as [keyof typeof messageCatalog, string];
        expect((messageCatalog[namespace] as Record<string, unknown>)[key]).toBe(text);
      }
    }
  });
});

describe('domain errors carry the codes of their messages', () => {
  it('names the message and each field message it knows', () => {
    const error = new ValidationError(specialistMessages.skillsRequired, {
      skills: specialistMessages.skillsRequired,
      'specialist.industry_title': specialistMessages.industryTitleRequired,
      other: 'Unknown skill id: 9',
    });
    expect(error.messageCode).toBe('specialist.skillsRequired');
    expect(error.fieldCodes).toEqual({
      skills: 'specialist.skillsRequired',
      'specialist.industry_title': 'specialist.industryTitleRequired',
    });
    expect(new NotFoundError(specialistMessages.profileNotFound).messageCode).toBe('specialist.profileNotFound');
    expect(new NotFoundError().messageCode).toBeUndefined();
  });
});
