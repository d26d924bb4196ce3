import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_MISSING, startPostgresServer } from '@dth/testing';
import { PostgresKeyStore, SqliteKeyStore, type KeyStore } from './keyStore';
import { KeysMet, PersonalDataCipher, SEALED_FIELD, addressKeyIdOf, isSealed } from './personalDataCipher';

/* Both key stores (the SQLite file, and a real private PostgreSQL) under one contract, and the cipher over them. */
const adapters = [
  {
    name: 'SQLite',
    open: async () => {
      const dir = mkdtempSync(join(tmpdir(), 'keys-'));
      const file = join(dir, 'keys.sqlite');
      const keys = new SqliteKeyStore(file);
      return { keys, file, close: async () => (await keys.close(), rmSync(dir, { recursive: true, force: true })) };
    },
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      if (POSTGRES_MISSING) throw new Error(POSTGRES_MISSING);
      const server = await startPostgresServer();
      const keys = new PostgresKeyStore(server.url);
      return { keys, file: undefined, close: async () => (await keys.close(), await server.stop()) };
    },
  },
];

const registered = (userId: string) => ({
  userId,
  firstName: 'Ioana',
  lastName: 'Popescu',
  email: 'Ioana.Popescu@example.ro',
  userType: 'specialist',
  registeredAt: '2026-11-27T09:00:00.000Z',
});

describe.each(adapters)('personal data encryption with the key store on $name', ({ open }) => {
  let keys: KeyStore;
  let file: string | undefined;
  let close: () => Promise<void>;
  beforeAll(async () => ({ keys, file, close } = await open()));
  afterAll(() => close());

  it("seals each personal field under its person's key and version, leaves the rest readable, and opens it back", async () => {
    const cipher = new PersonalDataCipher(keys);
    const data = registered('u-1');
    const sealed = (await cipher.seal('UserRegistered', data)) as Record<string, string>;
    for (const name of ['firstName', 'lastName', 'email']) {
      expect(isSealed(sealed[name])).toBe(true);
      expect(sealed[name]).toMatch(/^pii:1:user-u-1:1:/);
    }
    // Quoted: a random ciphertext may hold "Ana" or "Clu" by chance, never a whole JSON value.
    expect(JSON.stringify(sealed)).not.toMatch(/"(Ioana|Popescu)"|example\.ro/);
    expect(sealed).toMatchObject({ userId: 'u-1', userType: 'specialist', registeredAt: data.registeredAt });
    // One ciphertext per person per event, named by the key id and version.
    expect(Object.keys(sealed[SEALED_FIELD] as unknown as object)).toEqual(['user-u-1:1']);
    expect(data.firstName).toBe('Ioana');
    expect(await new PersonalDataCipher(keys).open('UserRegistered', sealed)).toEqual(data);
    // Sealing twice is harmless (the migration may meet an event already sealed).
    expect(await cipher.seal('UserRegistered', sealed)).toEqual(sealed);
  });

  it("seals an address under the address's own key, item by item, and a nested field under the person", async () => {
    const cipher = new PersonalDataCipher(keys);
    const link = {
      linkId: 'l',
      targetType: 'profile',
      targetId: 'u-2',
      targetName: 'Ana Ionescu',
      allowedEmails: ['A@x.ro', 'b@x.ro'],
      anonymised: false,
    };
    const sealed = (await cipher.seal('ShareLinkCreated', link)) as typeof link;
    expect(sealed.targetName).toMatch(/^pii:1:user-u-2:1:/);
    expect(sealed.allowedEmails[0]).toContain(`:${addressKeyIdOf('a@x.ro')}:`);
    expect(sealed.allowedEmails[1]).toContain(`:${addressKeyIdOf('b@x.ro')}:`);
    const details = {
      specialistId: 'u-2',
      details: {
        first_name: 'Ana',
        last_name: 'Ionescu',
        phone_code: '+40',
        phone_number: null,
        country: 'RO',
        state: 'Cluj',
        city: 'Cluj-Napoca',
      },
    };
    const sealedDetails = (await cipher.seal('AccountDetailsUpdated', details)) as typeof details;
    expect(sealedDetails.details.country).toBe('RO');
    expect(sealedDetails.details.phone_number).toBeNull();
    expect(JSON.stringify(sealedDetails)).not.toMatch(/"(Ana|Ionescu|Cluj|Cluj-Napoca|\+40)"/);
    expect(await cipher.open('AccountDetailsUpdated', sealedDetails)).toEqual(details);
    expect(await cipher.open('ShareLinkCreated', sealed)).toEqual(link);
  });

  it("seals a client's name and message under their address's key, and reads them erased with the address", async () => {
    const cipher = new PersonalDataCipher(keys);
    const request = {
      linkId: 'l',
      requestId: 'r',
      kind: 'comment',
      profileId: null,
      shownProfileId: null,
      message: 'Looks right for Q3',
      name: 'Radu Client',
      email: 'radu@client.ro',
      ipHash: 'h',
      requestedAt: '2026-11-27T09:00:00.000Z',
    };
    const sealed = (await cipher.seal('ShareLinkRequestMade', request)) as Record<string, string>;
    for (const name of ['name', 'message', 'email'])
      expect(sealed[name]).toContain(`:${addressKeyIdOf('radu@client.ro')}:`);
    // Quoted, as above: CI met a ciphertext that held "Q3" by chance.
    expect(JSON.stringify(sealed)).not.toMatch(/"(Radu Client|Looks right for Q3)"|client\.ro/);
    expect(await cipher.open('ShareLinkRequestMade', sealed)).toEqual(request);
    await keys.erase([addressKeyIdOf('radu@client.ro')]);
    expect(await new PersonalDataCipher(keys).open('ShareLinkRequestMade', sealed)).toMatchObject({
      name: '',
      message: '',
      email: '',
      kind: 'comment',
    });
  });

  it("reads an erased person's fields as erased, in the next read and in a read that met the erasure, and only theirs", async () => {
    const cipher = new PersonalDataCipher(keys);
    const sealed = await cipher.seal('UserRegistered', registered('u-3'));
    const other = await cipher.seal('UserRegistered', registered('u-4'));
    const reading = new KeysMet();
    expect(await cipher.open('UserRegistered', sealed, reading)).toMatchObject({ firstName: 'Ioana' });
    expect(await keys.erase(['user-u-3'])).toBe(1);
    expect(await keys.erase(['user-u-3'])).toBe(0);
    expect(await cipher.open('UserRegistered', sealed)).toMatchObject({
      firstName: 'Erased',
      lastName: 'user',
      email: '',
      userId: 'u-3',
    });
    reading.forget(['user-u-3']);
    expect(await cipher.open('UserRegistered', sealed, reading)).toMatchObject({
      firstName: 'Erased',
      lastName: 'user',
      email: '',
    });
    expect(await cipher.open('UserRegistered', other, reading)).toMatchObject({ firstName: 'Ioana' });
    // A key made for the same id after an erasure is a new version (once a writer asks the key store again): the old ciphertext stays unreadable.
    const again = (await new PersonalDataCipher(keys).seal('UserRegistered', registered('u-3'))) as Record<
      string,
      string
    >;
    expect(again.firstName).toMatch(/^pii:1:user-u-3:2:/);
    expect(await cipher.open('UserRegistered', sealed)).toMatchObject({ firstName: 'Erased' });
  });

  it('refuses a key it never issued and a tampered value, loudly', async () => {
    const sealed = (await new PersonalDataCipher(keys).seal('AboutMeSet', {
      specialistId: 'u-5',
      description: 'Ten years of Rust',
    })) as Record<string, unknown>;
    const [[id, payload]] = Object.entries(sealed[SEALED_FIELD] as Record<string, string>);
    expect(id).toBe('user-u-5:1');
    const foreign = { ...sealed, description: 'pii:1:user-u-6:1:0', [SEALED_FIELD]: { 'user-u-6:1': payload } };
    await expect(new PersonalDataCipher(keys).open('AboutMeSet', foreign)).rejects.toThrow(/not in the key store/);
    const tampered = {
      ...sealed,
      [SEALED_FIELD]: { [id]: payload.slice(0, -4) + (payload.endsWith('AAAA') ? 'BBBB' : 'AAAA') },
    };
    await expect(new PersonalDataCipher(keys).open('AboutMeSet', tampered)).rejects.toThrow();
  });

  it('leaves no erased key behind in its file', async () => {
    if (!file) return;
    const cipher = new PersonalDataCipher(keys);
    await cipher.seal('UserRegistered', registered('u-7'));
    const material = (await keys.key('user-u-7', 1))!.material!;
    await keys.erase(['user-u-7']);
    expect(readFileSync(file).includes(material)).toBe(false);
  });

  it('writes plaintext with encryption off, and still reads what was sealed', async () => {
    const plain = new PersonalDataCipher(keys, false);
    expect(await plain.seal('UserRegistered', registered('u-8'))).toEqual(registered('u-8'));
    const sealed = await new PersonalDataCipher(keys).seal('UserRegistered', registered('u-8'));
    expect(await plain.open('UserRegistered', sealed)).toEqual(registered('u-8'));
  });
});
