import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { domainResolver } from '../../forms/domainResolver';
import type { ShareTarget } from '../ShareButton';
import { createShareLinkSchema, extendShareLinkSchema, shareLinkMessages } from '../sharingDomain';

/**
 * The owner's forms as the domain's schemas see them: the create form's values become the body of
 * POST /share-links (a local date-time as an instant, the gate's one option, addresses split from
 * the text), then `createShareLinkSchema` checks it; its messages land on the form's fields.
 */
export type Gate = 'none' | 'passcode' | 'email';

export interface ShareLinkFormValues {
  mode: 'live' | 'frozen';
  expires_at: string;
  gate: Gate;
  passcode: string;
  allowed_emails: string;
  max_views: string;
  anonymised: boolean;
  show_budget: boolean;
  show_rates: boolean;
  notify_on_first_open: boolean;
}

export const EMPTY_FORM: ShareLinkFormValues = {
  mode: 'live',
  expires_at: '',
  gate: 'none',
  passcode: '',
  allowed_emails: '',
  max_views: '',
  anonymised: false,
  show_budget: false,
  show_rates: false,
  notify_on_first_open: false,
};

/** Addresses one per line, or separated by commas, semicolons or spaces. */
export const addressesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/** A `datetime-local` value (the viewer's time zone) as an ISO instant; what cannot be read stays as typed, for the schema to refuse. */
export function instantOf(local: string): string | null {
  if (!local.trim()) return null;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
}

/** An ISO instant as a `datetime-local` value in the viewer's time zone. */
export function localOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

export function bodyOf(values: ShareLinkFormValues, target: ShareTarget): Record<string, unknown> {
  const body: Record<string, unknown> = {
    target_type: target.targetType,
    target_id: target.targetId,
    mode: values.mode,
    expires_at: instantOf(values.expires_at),
    passcode: values.gate === 'passcode' ? values.passcode : null,
    allowed_emails: values.gate === 'email' ? addressesOf(values.allowed_emails) : null,
    max_views: values.max_views.trim() === '' ? null : Number(values.max_views),
    anonymised: values.anonymised,
    notify_on_first_open: values.notify_on_first_open,
  };
  // Only a project has a budget; the API refuses the key for anything else.
  if (target.targetType === 'project') body.show_budget = values.show_budget;
  // Only a team link shows what the team costs (never unless asked: a visitor sees no rate by default).
  if (target.targetType === 'team') body.show_rates = values.show_rates;
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null));
}

const createResolver = domainResolver(createShareLinkSchema);
const extendResolver = domainResolver(extendShareLinkSchema);

/** The form field that shows a body key's message (each address is one line of one field). */
const fieldOf = (path: string) => (path.startsWith('allowed_emails') ? 'allowed_emails' : path);

function remapped(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    if ('message' in node && typeof (node as { message?: unknown }).message === 'string') {
      const field = fieldOf(path.join('.'));
      if (!(field in out)) set(out, field, node);
      return;
    }
    for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(errors, []);
  return out;
}

const issue = (message: string) => ({ type: 'custom', message: `app.sharing.messages.${message}` });

/** The create form's resolver: valid values come out as the request body, as the domain's schema parses it. */
export function createFormResolver(target: ShareTarget, now: () => number = Date.now): Resolver<FieldValues> {
  return async (values, context, options) => {
    const form = values as ShareLinkFormValues;
    const body = bodyOf(form, target);
    const result = await createResolver(body, context, options);
    const errors = remapped(result.errors);
    if (form.gate === 'email' && addressesOf(form.allowed_emails).length === 0 && !errors.allowed_emails)
      set(errors, 'allowed_emails', issue('allowedEmailsInvalid'));
    if (form.gate === 'passcode' && !form.passcode && !errors.passcode)
      set(errors, 'passcode', issue('passcodeLength'));
    const expires = typeof body.expires_at === 'string' ? Date.parse(body.expires_at) : NaN;
    if (!errors.expires_at && Number.isFinite(expires) && expires <= now())
      set(errors, 'expires_at', issue('expiryInPast'));
    if (Object.keys(errors).length) return { values: {}, errors };
    const { show_budget: showBudget, show_rates: showRates, ...parsed } = result.values as Record<string, unknown>;
    return {
      values: {
        ...parsed,
        ...(target.targetType === 'project' ? { show_budget: showBudget } : {}),
        ...(target.targetType === 'team' ? { show_rates: showRates } : {}),
      },
      errors: {},
    };
  };
}

/** The extend form: a new expiry, or none. */
export function extendFormResolver(now: () => number = Date.now): Resolver<FieldValues> {
  return async (values, context, options) => {
    const { expires_at: local, no_expiry: noExpiry } = values as { expires_at: string; no_expiry: boolean };
    const body = { expires_at: noExpiry ? null : (instantOf(local) ?? '') };
    const result = await extendResolver(body, context, options);
    const errors = { ...result.errors };
    const expires = typeof body.expires_at === 'string' ? Date.parse(body.expires_at) : NaN;
    if (!errors.expires_at && Number.isFinite(expires) && expires <= now())
      set(errors, 'expires_at', issue('expiryInPast'));
    return Object.keys(errors).length ? { values: {}, errors } : { values: result.values, errors: {} };
  };
}

export { shareLinkMessages };
