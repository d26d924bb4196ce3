import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. */
const PRODUCTION_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
let COST: { N: number; r: number; p: number } = PRODUCTION_COST;

/**
 * For a test process whose subject is not the hash (a sign-in throttle test sends a hundred
 * guesses): N=2^12 hashes about 30 times quicker. Each hash records its own cost, so verifying
 * follows whichever made it. No service calls this; the test platform does when asked.
 */
export function hashPasswordsCheaply(): void {
  COST = { N: 2 ** 12, r: 8, p: 1 };
}
const KEY_LENGTH = 64;

/**
 * Each hash takes 128 MiB for a few hundred ms of a core: a pool runs at most `size` at once and
 * queues the rest. Work that is not ours to wait for (anonymous visitors' passcodes) gets a pool
 * of its own with a short queue, refused when full, so it never delays a sign-in.
 */
export class HashPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly size: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  /** Whether `run` would refuse now (every slot busy and the queue full). */
  get full(): boolean {
    return this.running >= this.size && this.waiting.length >= this.maxWaiting;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.full) throw new HashPoolFull();
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

export class HashPoolFull extends Error {
  constructor() {
    super('every password-hashing slot of this pool is taken');
  }
}

/** Sign-in, password changes and everything a signed-in or registering user waits for. */
export const accountHashing = new HashPool(2);
/** Share-link passcodes tried by anonymous visitors: one at a time, four waiting at most. */
export const publicHashing = new HashPool(1, 4);

function scrypt(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  pool: HashPool,
): Promise<Buffer> {
  return pool.run(() => scryptOnce(password, salt, params));
}

function scryptOnce(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r * params.p };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, COST, accountHashing);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(
  password: string,
  stored: string,
  pool: HashPool = accountHashing,
): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(N), r: Number(r), p: Number(p) },
    pool,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A dummy verification for unknown accounts, so timing does not reveal which emails exist. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
}
