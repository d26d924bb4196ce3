import type { UpdateParams } from 'react-admin';
import type { AppMethods } from '../dataProvider';
import type { Me, RegisterPayload } from '../accountsApi';
import { dataOf } from '../restCall';
import { mapping } from './mapping';
import { accountErasure, dataExports, downloadDataArchive, notificationPreferences } from './personalData';
import type { MappingsOf } from './registry';

/*
 * The account's own calls that are not signing in or out (those are the auth provider's): the account itself and
 * the person's data, and the named methods of registering, choosing a password from a mailed link and asking for one.
 */

/**
 * The `account` resource: the signed-in person's account (getOne: GET /auth/me, whatever the id), and an
 * owner's or admin's name, phone and address (update: PUT /account/details).
 */
const account = mapping({
  getOne: async () => ({ data: await dataOf<Me>('/auth/me') }),
  update: async (_resource: string, { id, data, previousData }: UpdateParams<Me>) => {
    const { first_name, last_name, phone_code, phone_number, country, state, city } = data;
    const details = await dataOf<Partial<Me>>('/account/details', {
      method: 'PUT',
      json: { first_name, last_name, phone_code, phone_number, country, state, city },
    });
    // The answer holds the details alone: the rest of the account is as it was.
    return { data: { ...previousData, ...details, id } };
  },
});

/** The `sign-in-methods` resource: delete stops signing in with a linked provider (id: `google`). */
const signInMethods = mapping({
  delete: async (_resource: string, { id }: { id: string }) => ({
    data: {
      id,
      ...(await dataOf<{ sign_in_methods: string[] }>(`/account/sign-in-methods/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      })),
    },
  }),
});

/** Every resource of a person's own account and data, by name. */
export const mappings = {
  account,
  'data-exports': dataExports,
  'account-erasure': accountErasure,
  'notification-preferences': notificationPreferences,
  'sign-in-methods': signInMethods,
} satisfies MappingsOf<'accounts'>;

export const methods = {
  signUp: (account: RegisterPayload) => dataOf<{ id: string }>('/auth/register', { method: 'POST', json: account }),
  setPassword: async ({
    purpose,
    token,
    password,
  }: {
    purpose: 'create' | 'reset';
    token: string;
    password: string;
  }) => {
    await dataOf(`/auth/${purpose}-password/${encodeURIComponent(token)}`, { method: 'POST', json: { password } });
  },
  mailPasswordReset: async (email: string) => {
    await dataOf('/auth/forgot-password', { method: 'POST', json: { email } });
  },
  downloadDataArchive,
} satisfies Pick<AppMethods, 'signUp' | 'setPassword' | 'mailPasswordReset' | 'downloadDataArchive'>;
