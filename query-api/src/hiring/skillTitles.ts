import { catalogListKey, wordsOf, type CatalogList } from '@dth/domain';
import type { Keyspace, ReadModelStore } from '@dth/infrastructure';

/**
 * The skills catalog's titles, kept in memory for `q`: a word of a query matches a skill when it
 * starts a word of the skill's title, and the skill is then searched by its id (its index), so
 * no title text is indexed per specialist. Re-read only when the read models moved on.
 */
export class SkillTitles {
  private raw: string | null = null;
  private seenAt = -1n;
  private seenKeyspace?: Keyspace;
  private skills: { id: number; words: string[] }[] = [];

  constructor(private readonly readModels: ReadModelStore) {}

  async matching(tokens: readonly string[]): Promise<number[][]> {
    await this.refresh();
    return tokens.map((token) => this.skills.filter((s) => s.words.some((w) => w.startsWith(token))).map((s) => s.id));
  }

  private async refresh(): Promise<void> {
    const { currentCheckpoint, keyspace } = this.readModels;
    if (currentCheckpoint === this.seenAt && keyspace === this.seenKeyspace) return;
    const raw = await this.readModels.getRaw(catalogListKey('skills'));
    this.seenAt = currentCheckpoint;
    this.seenKeyspace = keyspace;
    if (raw === this.raw) return;
    this.raw = raw;
    const list = raw ? (JSON.parse(raw) as CatalogList).data : [];
    this.skills = list.map((item) => ({
      id: item.id,
      words: wordsOf((item as { skill_title?: string }).skill_title ?? ''),
    }));
  }
}
