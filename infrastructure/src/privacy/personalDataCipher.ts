import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { ERASED_AS, PERSONAL_DATA, addressKeyId, personKeyId, visitPath, type PersonalField } from '@dth/domain';
import type { DataKey, KeyStore } from './keyStore';

/** `pii:{format}:{key id}:{key version}:{base64url(iv ‖ tag ‖ ciphertext)}`: the key id and version travel with the value. */
const ENVELOPE = /^pii:1:([^:]+):(\d+):([A-Za-z0-9_-]+)$/;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith('pii:1:');

/** The key id of an address: sha256 of it lower-cased, so every spelling of it meets the same key. */
export const addressKeyIdOf = (address: string) => addressKeyId(createHash('sha256').update(address.trim().toLowerCase()).digest('hex'));

/**
 * The keys one read or one append has met (`{key id}:{version}` → the key, or null once erased). A
 * process keeps no keys beyond one operation, so an erasure is seen by the next read everywhere; a
 * subscription, which reads for ever, drops the keys an `AccountErased` it meets destroyed.
 */
export class KeysMet extends Map<string, Buffer | null> {
  forget(keyIds: readonly string[]): void {
    const gone = new Set(keyIds);
    for (const met of this.keys()) if (gone.has(met.slice(0, met.lastIndexOf(':')))) this.delete(met);
  }
}

/**
 * Encrypts the personal fields of events (domain PERSONAL_DATA) with AES-256-GCM under their
 * person's data key, and decrypts them back; a field whose key was erased reads as its erased value.
 */
export class PersonalDataCipher {
  constructor(
    private readonly keys: KeyStore,
    /** Off: new events are written in plaintext (measurements only; erasure cannot shred them). Reading always decrypts. */
    private readonly encrypting = true,
  ) {}

  /** Whether an event type has personal fields (the others pass through untouched). */
  static covers(type: string): boolean {
    return PERSONAL_DATA[type] !== undefined;
  }

  /** `met`: the keys of the same append (an event's fields share theirs). */
  async seal(type: string, data: object, met = new Map<string, Promise<Required<DataKey>>>()): Promise<object> {
    const rule = PERSONAL_DATA[type];
    if (!rule || !this.encrypting) return data;
    const copy = structuredClone(data) as Record<string, unknown>;
    const person = rule.personOf(copy);
    const work: Promise<void>[] = [];
    for (const field of rule.fields) {
      visitPath(copy, field.path, (value, replace) => {
        if (value === null || value === undefined || isSealed(value)) return;
        const keyId = field.address ? (typeof value === 'string' && value ? addressKeyIdOf(value) : null) : person && personKeyId(person);
        if (!keyId) return;
        if (!met.has(keyId)) met.set(keyId, this.keys.currentKey(keyId));
        work.push(met.get(keyId)!.then((key) => replace(encrypt(key, value))));
      });
    }
    await Promise.all(work);
    return copy;
  }

  /** `met`: the keys this read has met so far. */
  async open(type: string, data: object, met: KeysMet = new KeysMet()): Promise<object> {
    const rule = PERSONAL_DATA[type];
    if (!rule) return data;
    let copy: Record<string, unknown> | undefined;
    const work: Promise<void>[] = [];
    for (const field of rule.fields) {
      // The walk finds sealed values first; the copy is made only when there is one to open.
      const sealed: string[] = [];
      visitPath(data, field.path, (value) => void (isSealed(value) && sealed.push(value)));
      if (sealed.length === 0) continue;
      copy ??= structuredClone(data) as Record<string, unknown>;
      visitPath(copy, field.path, (value, replace) => {
        if (isSealed(value)) work.push(this.decrypt(value, field, met).then(replace));
      });
    }
    await Promise.all(work);
    return copy ?? data;
  }

  private async decrypt(sealed: string, field: PersonalField, met: KeysMet): Promise<unknown> {
    const [, keyId, versionText, payload] = ENVELOPE.exec(sealed) ?? [];
    if (keyId === undefined) throw new Error(`A personal field is not a readable envelope (${field.path})`);
    const material = await this.material(keyId, Number(versionText), met);
    if (!material) return structuredClone(ERASED_AS[field.erasedAs]);
    const bytes = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', material, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`${keyId}:${versionText}`));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text);
  }

  private async material(keyId: string, version: number, met: KeysMet): Promise<Buffer | null> {
    const known = met.get(`${keyId}:${version}`);
    if (known !== undefined) return known;
    const key = await this.keys.key(keyId, version);
    // A key never issued is a key store that is not the log's own: loud, not read as an erasure.
    if (!key) throw new Error(`The data key ${keyId} v${version} is not in the key store: is KEY_STORE_FILE (or KEY_STORE) the one this event log was written with?`);
    const material = key.material ?? null;
    met.set(`${keyId}:${version}`, material);
    return material;
  }
}

function encrypt({ keyId, version, material }: Required<DataKey>, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', material, iv);
  cipher.setAAD(Buffer.from(`${keyId}:${version}`));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `pii:1:${keyId}:${version}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}
