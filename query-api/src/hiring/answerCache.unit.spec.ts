import { describe, expect, it } from 'vitest';
import { Keyspace, type ReadModelStore } from '@dth/infrastructure';
import { AnswerCache } from './answerCache';

const models = { keyspace: new Keyspace({}), currentCheckpoint: 10n };
const answer = (body: string) => ({ body, headers: {} });

describe('AnswerCache', () => {
  it('answers from memory while the read models stand still, and computes again once they move', async () => {
    const cache = new AnswerCache(models as unknown as ReadModelStore);
    let computed = 0;
    const compute = async () => answer(`v${++computed}`);
    expect((await cache.get('k', compute)).body).toBe('v1');
    expect((await cache.get('k', compute)).body).toBe('v1');
    models.currentCheckpoint = 11n;
    expect((await cache.get('k', compute)).body).toBe('v2');
    models.keyspace = models.keyspace.with({ Team: 2 }); // a replay switched one read model
    expect((await cache.get('k', compute)).body).toBe('v3');
    expect((await cache.get('k', compute, true)).body).toBe('v4'); // no-cache
    expect((await cache.get('k', compute)).body).toBe('v4');
  });

  it('does not keep an answer computed while the read models moved', async () => {
    const cache = new AnswerCache(models as unknown as ReadModelStore);
    await cache.get('k', async () => {
      models.currentCheckpoint += 1n;
      return answer('during');
    });
    expect((await cache.get('k', async () => answer('after'))).body).toBe('after');
  });

  it('follows a checkpoint of its own when given one (the audit store, which may lag the read models)', async () => {
    let audit = 10n;
    const cache = new AnswerCache(models as unknown as ReadModelStore, undefined, async () => audit);
    let computed = 0;
    const compute = async () => answer(`v${++computed}`);
    expect((await cache.get('k', compute)).body).toBe('v1');
    models.currentCheckpoint += 5n; // the read models moved, the audit did not
    expect((await cache.get('k', compute)).body).toBe('v1');
    audit = 11n;
    expect((await cache.get('k', compute)).body).toBe('v2');
  });

  it('forgets the least recently used answers beyond its size', async () => {
    const cache = new AnswerCache(models as unknown as ReadModelStore, 10);
    await cache.get('a', async () => answer('aaaa'));
    await cache.get('b', async () => answer('bbbb'));
    await cache.get('a', async () => answer('new a'));
    await cache.get('c', async () => answer('cccc'));
    expect((await cache.get('a', async () => answer('recomputed'))).body).toBe('aaaa');
    expect((await cache.get('b', async () => answer('recomputed'))).body).toBe('recomputed');
  });
});
