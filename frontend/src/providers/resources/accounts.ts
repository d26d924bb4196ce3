import type { DataProvider, UpdateParams } from 'react-admin';
import type { Me, RegisterPayload } from '../accountsApi';
import { dataOf } from '../restCall';
import { accountErasure, dataExports, notificationPreferences } from './personalData';

/*
 * The account's own calls that are not signing in or out (those are the auth provider's): registering,
 * choosing a password from a mailed link, asking for one, and the account itself.
 */

/** The `registrations` resource: create registers (POST /auth/register), and the create-password link is mailed. */
export const registrations = {
  create: async (_resource: string, { data }: { data: RegisterPayload }) => ({
    data: await dataOf<{ id: string }>('/auth/register', { method: 'POST', json: data }),
  }),
} as unknown as Partial<DataProvider>;

/** The `passwords` resource: create sets the password a mailed link (`token`) allows, for its `purpose`. */
export const passwords = {
  create: async (
    _resource: string,
    { data }: { data: { purpose: 'create' | 'reset'; token: string; password: string } },
  ) => {
    await dataOf(`/auth/${data.purpose}-password/${encodeURIComponent(data.token)}`, {
      method: 'POST',
      json: { password: data.password },
    });
    return { data: { id: data.token } };
  },
} as unknown as Partial<DataProvider>;

/**
 * The `account` resource: the signed-in person's account (getOne: GET /auth/me, whatever the id), and an
 * owner's or admin's name, phone and address (update: PUT /account/details).
 */
export const account = {
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
} as unknown as Partial<DataProvider>;

/** The `password-reset-mails` resource: create mails the address a link to choose a new password. */
export const passwordResetMails = {
  create: async (_resource: string, { data }: { data: { email: string } }) => {
    await dataOf('/auth/forgot-password', { method: 'POST', json: { email: data.email } });
    return { data: { id: data.email } };
  },
} as unknown as Partial<DataProvider>;

/** The `sign-in-methods` resource: delete stops signing in with a linked provider (id: `google`). */
export const signInMethods = {
  delete: async (_resource: string, { id }: { id: string }) => ({
    data: {
      id,
      ...(await dataOf<{ sign_in_methods: string[] }>(`/account/sign-in-methods/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      })),
    },
  }),
} as unknown as Partial<DataProvider>;

/** Every resource of a person's own account and data, by name. */
export const accountMappings: Record<string, Partial<DataProvider>> = {
  account,
  registrations,
  passwords,
  'password-reset-mails': passwordResetMails,
  'data-exports': dataExports,
  'account-erasure': accountErasure,
  'notification-preferences': notificationPreferences,
  'sign-in-methods': signInMethods,
};
