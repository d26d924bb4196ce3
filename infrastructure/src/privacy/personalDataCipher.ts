import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ERASED_AS, PERSONAL_DATA, addressKeyId, personKeyId, visitPath } from '@dth/domain';
import { systemClock, type Clock } from '../runtime/clock';
import type { DataKey, KeyStore } from './keyStore';

/*
 * A sealed event: each personal field holds a marker `pii:1:{key id}:{key version}:{slot}`, and the
 * event's `$sealed` holds, per key, one AES-256-GCM ciphertext of the JSON list of that key's values
 * (`{key id}:{version}` → base64url(iv ‖ tag ‖ ciphertext)). One encryption per person per event, not
 * per field: the cost stays small (docs/performance.md), and the key id and version travel with the data.
 */
const MARKER = /^pii:1:([^:]+):(\d+):(\d+)$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SEALED_FIELD = '$sealed';
/** How long an append may keep using a person's current key before asking the key store again. */
const CURRENT_KEY_TTL_MS = 60_000;

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith('pii:1:');

/** The key id of an address: sha256 of it lower-cased, so every spelling of it meets the same key. */
export const addressKeyIdOf = (address: string) =>
  addressKeyId(createHash('sha256').update(address.trim().toLowerCase()).digest('hex'));

/**
 * The keys one read has met (`{key id}:{version}` → the key, or null once erased). Reads keep no keys
 * beyond one read, so an erasure is seen by the next read everywhere; a subscription, which reads for
 * ever, drops the keys an `AccountErased` it meets destroyed.
 */
export class KeysMet extends Map<string, Buffer | null> {
  forget(keyIds: readonly string[]): void {
    const gone = new Set(keyIds);
    for (const met of this.keys()) if (gone.has(met.slice(0, met.lastIndexOf(':')))) this.delete(met);
  }
}

type Sealed = Record<string, unknown> & { [SEALED_FIELD]?: Record<string, string> };

/**
 * Encrypts the personal fields of events (domain PERSONAL_DATA) under their person's data key, and
 * decrypts them back; the fields of an erased key read as their erased values.
 */
export class PersonalDataCipher {
  /** Current keys by id, for a minute: a key erased meanwhile only makes what is written now unreadable too. */
  private readonly current = new Map<string, { key: Required<DataKey>; until: number }>();

  constructor(
    private readonly keys: KeyStore,
    /** Off: new events are written in plaintext (measurements only; erasure cannot shred them). Reading always decrypts. */
    private readonly encrypting = true,
    /** How long a current key is kept in memory is counted on it (tests move it). */
    private readonly clock: Clock = systemClock,
  ) {}

  /** Whether an event type has personal fields (the others pass through untouched). */
  static covers(type: string): boolean {
    return PERSONAL_DATA[type] !== undefined;
  }

  async seal(type: string, data: object): Promise<object> {
    const rule = PERSONAL_DATA[type];
    if (!rule || !this.encrypting || SEALED_FIELD in data) return data;
    const copy = structuredClone(data) as Sealed;
    const person = rule.personOf(copy);
    const values = new Map<string, { value: unknown; replace: (marker: string) => void }[]>();
    for (const field of rule.fields) {
      visitPath(copy, field.path, (value, replace) => {
        if (value === null || value === undefined) return;
        const address = field.address
          ? value
          : field.addressIn
            ? (data as Record<string, unknown>)[field.addressIn]
            : null;
        const keyId =
          field.address || field.addressIn
            ? typeof address === 'string' && address
              ? addressKeyIdOf(address)
              : null
            : person && personKeyId(person);
        if (!keyId) return;
        if (!values.has(keyId)) values.set(keyId, []);
        values.get(keyId)!.push({ value, replace });
      });
    }
    if (values.size === 0) return data;
    const sealed: Record<string, string> = {};
    for (const [keyId, entries] of values) {
      const key = await this.currentKey(keyId);
      entries.forEach((entry, slot) => entry.replace(`pii:1:${keyId}:${key.version}:${slot}`));
      sealed[`${keyId}:${key.version}`] = encrypt(
        key,
        entries.map((entry) => entry.value),
      );
    }
    copy[SEALED_FIELD] = sealed;
    return copy;
  }

  /** `met`: the keys this read has met so far. */
  async open(type: string, data: object, met: KeysMet = new KeysMet()): Promise<object> {
    const rule = PERSONAL_DATA[type];
    const sealed = (data as Sealed)[SEALED_FIELD];
    if (!rule || !sealed) return data;
    const lists = new Map<string, unknown[] | null>();
    for (const [id, payload] of Object.entries(sealed)) {
      const split = id.lastIndexOf(':');
      const material = await this.material(id.slice(0, split), Number(id.slice(split + 1)), met);
      lists.set(id, material ? decrypt(id, material, payload) : null);
    }
    const copy = structuredClone(data) as Sealed;
    delete copy[SEALED_FIELD];
    for (const field of rule.fields) {
      visitPath(copy, field.path, (value, replace) => {
        const [, keyId, version, slot] = (typeof value === 'string' && MARKER.exec(value)) || [];
        if (keyId === undefined) return;
        const list = lists.get(`${keyId}:${version}`);
        replace(list ? list[Number(slot)] : structuredClone(ERASED_AS[field.erasedAs]));
      });
    }
    return copy;
  }

  private async currentKey(keyId: string): Promise<Required<DataKey>> {
    const known = this.current.get(keyId);
    const now = this.clock.now().getTime();
    if (known && known.until > now) return known.key;
    const key = await this.keys.currentKey(keyId);
    this.current.set(keyId, { key, until: now + CURRENT_KEY_TTL_MS });
    if (this.current.size > 10_000) this.current.delete(this.current.keys().next().value!);
    return key;
  }

  private async material(keyId: string, version: number, met: KeysMet): Promise<Buffer | null> {
    const known = met.get(`${keyId}:${version}`);
    if (known !== undefined) return known;
    const key = await this.keys.key(keyId, version);
    // A key never issued is a key store that is not the log's own: loud, not read as an erasure.
    if (!key)
      throw new Error(
        `The data key ${keyId} v${version} is not in the key store: is KEY_STORE_FILE (or KEY_STORE) the one this event log was written with?`,
      );
    const material = key.material ?? null;
    met.set(`${keyId}:${version}`, material);
    return material;
  }
}

function encrypt({ keyId, version, material }: Required<DataKey>, values: unknown[]): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', material, iv);
  cipher.setAAD(Buffer.from(`${keyId}:${version}`));
  const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function decrypt(id: string, material: Buffer, payload: string): unknown[] {
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', material, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(id));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return JSON.parse(
    Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8'),
  ) as unknown[];
}
