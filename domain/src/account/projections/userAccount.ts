import type { StoredEvent, UserType } from '../../shared/events';
import type { Projection } from '../../shared/projection';
import type { AccountDetailsUpdated } from '../../specialist/specialist';
import { SIGN_IN_METHODS, type AccountEvent, type SignInMethod } from '../account';

/** The list with `method` in (or out), in SIGN_IN_METHODS' order. */
function withMethod(methods: SignInMethod[] | undefined, method: SignInMethod, present: boolean): SignInMethod[] {
  const set = new Set(methods ?? []);
  if (present) set.add(method);
  else set.delete(method);
  return SIGN_IN_METHODS.filter((m) => set.has(m));
}

/** What `GET /auth/me` answers as `data`. */
export interface UserAccount {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  user_type: UserType;
  status: 'awaiting_password' | 'active' | 'erased';
  /** "Delete my account" asked for and not cancelled: when it happens, and whether the person may still cancel it. */
  erasure?: { erase_at: string; cancellable: boolean } | null;
  /** Every way the account can sign in: `password` once it has one, and each provider linked (an account opened through Google may have no password). */
  sign_in_methods?: SignInMethod[];
  /** Notification kinds also sent in the daily mail (absent: none). */
  notification_digest?: string[];
  /** An owner's or admin's phone and address as last saved on the Account page (a specialist's are on their profile). */
  phone_code?: string | null;
  phone_number?: string | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
  created_at: string;
  updated_at: string;
}

export const userAccountKey = (userId: string) => `user:${userId}`;
/** The accounts that want a daily mail of some notifications (the digest job reads it). */
export const NOTIFICATION_DIGEST_INDEX = 'idx:user:notification-digest';

export const userAccountProjection: Projection<UserAccount> = {
  name: 'UserAccount',
  version: 5,
  keyPrefixes: [userAccountKey(''), 'idx:user:'],
  keysOf(event) {
    const e = event as StoredEvent<AccountEvent | AccountDetailsUpdated>;
    switch (e.type) {
      case 'UserRegistered':
      case 'PasswordSet':
      case 'ExternalIdentityLinked':
      case 'ExternalIdentityUnlinked':
      case 'AccountErasureRequested':
      case 'AccountErasureCancelled':
      case 'AccountErased':
      case 'NotificationPreferencesSet':
      case 'OwnerAccountDetailsSet':
        return [userAccountKey(e.data.userId)];
      case 'AccountDetailsUpdated':
        return [userAccountKey(e.data.specialistId)];
      default:
        return [];
    }
  },
  evolve(doc, event) {
    const e = event as StoredEvent<AccountEvent | AccountDetailsUpdated>;
    const at = e.createdAt.toISOString();
    switch (e.type) {
      case 'UserRegistered': {
        const { userId, firstName, lastName, email, userType, registeredAt } = e.data;
        return {
          id: userId,
          first_name: firstName,
          last_name: lastName,
          email,
          user_type: userType,
          status: 'awaiting_password',
          created_at: registeredAt,
          updated_at: registeredAt,
        };
      }
      case 'PasswordSet':
        return (
          doc && {
            ...doc,
            status: 'active',
            sign_in_methods: withMethod(doc.sign_in_methods, 'password', true),
            updated_at: at,
          }
        );
      // An account opened through Google is active at once: it has no password to create.
      case 'ExternalIdentityLinked':
        return (
          doc && {
            ...doc,
            status: 'active',
            sign_in_methods: withMethod(doc.sign_in_methods, e.data.provider, true),
            updated_at: at,
          }
        );
      case 'ExternalIdentityUnlinked':
        return (
          doc && { ...doc, sign_in_methods: withMethod(doc.sign_in_methods, e.data.provider, false), updated_at: at }
        );
      // Names edited on the specialist's account form are the account's names too.
      case 'AccountDetailsUpdated':
        return (
          doc && {
            ...doc,
            first_name: e.data.details.first_name,
            last_name: e.data.details.last_name,
            updated_at: e.data.updatedAt,
          }
        );
      case 'OwnerAccountDetailsSet':
        return doc && { ...doc, ...e.data.details, updated_at: e.data.setAt };
      case 'AccountErasureRequested':
        return doc && { ...doc, erasure: { erase_at: e.data.eraseAt, cancellable: !e.data.byAdmin }, updated_at: at };
      case 'AccountErasureCancelled':
        return doc && { ...doc, erasure: null, updated_at: at };
      case 'AccountErased':
        return doc && { ...doc, status: 'erased', erasure: null, sign_in_methods: [], updated_at: at };
      case 'NotificationPreferencesSet':
        return doc && { ...doc, notification_digest: e.data.digest, updated_at: at };
      default:
        return doc;
    }
  },
  indexesOf(doc) {
    return doc.status === 'active' && (doc.notification_digest?.length ?? 0) > 0
      ? [{ key: NOTIFICATION_DIGEST_INDEX, member: doc.id }]
      : [];
  },
};
