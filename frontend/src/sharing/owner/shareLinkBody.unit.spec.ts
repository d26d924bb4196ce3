import { describe, expect, it } from 'vitest';
import type { ShareTarget } from '../ShareButton';
import {
  addressesOf,
  bodyOf,
  createFormResolver,
  EMPTY_FORM,
  extendFormResolver,
  instantOf,
  localOf,
  type ShareLinkFormValues,
} from './shareLinkBody';

/** The owner's share-link forms as request bodies, checked by the domain's schemas. */
const team: ShareTarget = {
  targetType: 'team',
  targetId: '0a4c3c36-8e3f-4a49-9d51-2f1b6b1a7c01',
  targetName: 'Launch squad',
};
const project: ShareTarget = { ...team, targetType: 'project' };
const NOW = Date.parse('2026-11-24T09:00:00Z');
const form = (values: Partial<ShareLinkFormValues>): ShareLinkFormValues => ({ ...EMPTY_FORM, ...values });
const resolve = (values: Partial<ShareLinkFormValues>, target = team) =>
  createFormResolver(target, () => NOW)(form(values), undefined, { fields: {}, shouldUseNativeValidation: false });
const messages = (errors: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { message: string }).message]));

describe('the create form', () => {
  it('sends a live link with no options as the bare body (no budget key for a team; rates not shown unless ticked)', async () => {
    const { values, errors } = await resolve({});
    expect(errors).toEqual({});
    expect(values).toEqual({
      target_type: 'team',
      target_id: team.targetId,
      mode: 'live',
      expires_at: null,
      passcode: null,
      allowed_emails: [],
      max_views: null,
      anonymised: false,
      show_rates: false,
      notify_on_first_open: false,
    });
    expect(bodyOf(form({}), team)).toEqual({
      target_type: 'team',
      target_id: team.targetId,
      mode: 'live',
      anonymised: false,
      notify_on_first_open: false,
      show_rates: false,
    });
    expect(bodyOf(form({ show_rates: true }), team)).toMatchObject({ show_rates: true });
    // Only a team link shows what the team costs.
    expect(bodyOf(form({ show_rates: true }), project)).not.toHaveProperty('show_rates');
  });

  it('keeps only the chosen gate’s option, addresses split and lower-cased, and the budget for a project', async () => {
    const { values } = await resolve(
      {
        mode: 'frozen',
        gate: 'email',
        passcode: 'left over',
        allowed_emails: 'Ana@Client.example, bo@client.example\nana@client.example',
        max_views: '5',
        show_budget: true,
        anonymised: true,
      },
      project,
    );
    expect(values).toMatchObject({
      mode: 'frozen',
      passcode: null,
      allowed_emails: ['ana@client.example', 'bo@client.example'],
      max_views: 5,
      show_budget: true,
      anonymised: true,
    });
    expect(
      bodyOf(form({ gate: 'passcode', passcode: 'open sesame', allowed_emails: 'x@y.example' }), team),
    ).toMatchObject({ passcode: 'open sesame' });
    expect(
      bodyOf(form({ gate: 'passcode', passcode: 'open sesame', allowed_emails: 'x@y.example' }), team),
    ).not.toHaveProperty('allowed_emails');
  });

  it('turns the local expiry into an instant, and refuses one in the past', async () => {
    const future = localOf('2026-12-01T10:30:00Z');
    const { values } = await resolve({ expires_at: future });
    expect(values.expires_at).toBe(new Date(future).toISOString());
    const past = await resolve({ expires_at: localOf('2026-11-23T10:00:00Z') });
    expect(messages(past.errors)).toEqual({ expires_at: 'app.sharing.messages.expiryInPast' });
  });

  it('names each refusal by the domain’s message, on the field that shows it', async () => {
    expect(messages((await resolve({ gate: 'passcode', passcode: 'abc' })).errors)).toEqual({
      passcode: 'app.sharing.messages.passcodeLength',
    });
    expect(messages((await resolve({ gate: 'passcode', passcode: '' })).errors)).toEqual({
      passcode: 'app.sharing.messages.passcodeLength',
    });
    expect(
      Object.keys((await resolve({ gate: 'email', allowed_emails: 'ana@client.example, not-an-address' })).errors),
    ).toEqual(['allowed_emails']);
    expect(messages((await resolve({ gate: 'email', allowed_emails: '  ' })).errors)).toEqual({
      allowed_emails: 'app.sharing.messages.allowedEmailsInvalid',
    });
    expect(messages((await resolve({ max_views: '0' })).errors)).toEqual({
      max_views: 'app.sharing.messages.maxViewsInvalid',
    });
    expect(messages((await resolve({ max_views: '2.5' })).errors)).toEqual({
      max_views: 'app.sharing.messages.maxViewsInvalid',
    });
  });
});

describe('the extend form', () => {
  const extend = (values: { expires_at: string; no_expiry: boolean }) =>
    extendFormResolver(() => NOW)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('sends a new instant, or null for no expiry', async () => {
    const local = localOf('2026-12-24T18:00:00Z');
    expect((await extend({ expires_at: local, no_expiry: false })).values).toEqual({
      expires_at: new Date(local).toISOString(),
    });
    expect((await extend({ expires_at: '', no_expiry: true })).values).toEqual({ expires_at: null });
  });

  it('refuses an empty or past date', async () => {
    expect(messages((await extend({ expires_at: '', no_expiry: false })).errors)).toEqual({
      expires_at: 'app.sharing.messages.expiryInvalid',
    });
    expect(messages((await extend({ expires_at: localOf('2026-11-24T08:00:00Z'), no_expiry: false })).errors)).toEqual({
      expires_at: 'app.sharing.messages.expiryInPast',
    });
  });
});

it('reads addresses and local date-times as people type them', () => {
  expect(addressesOf(' a@x.example;b@x.example\n\n c@x.example ,')).toEqual([
    'a@x.example',
    'b@x.example',
    'c@x.example',
  ]);
  expect(instantOf('')).toBeNull();
  expect(instantOf('tomorrow')).toBe('tomorrow');
  expect(localOf(null)).toBe('');
  expect(new Date(localOf('2026-11-24T09:05:00Z')).toISOString()).toBe('2026-11-24T09:05:00.000Z');
});
