import type { ImageCandidate } from '@larder/domain';
import { liveQuery, type Observable } from 'dexie';
import type { ImageDb, ImageSuggestion } from './image-db';

/**
 * The web pictures suggested for a venue's ingredients on this device, beside its thumbnails
 * (the `suggestions` table of the venue's image database): written by the sync worker's
 * lookups, read live by the ingredient form, dismissed by the user.
 */
export class ImageSuggestions {
  constructor(private readonly db: ImageDb) {}

  /** Keeps what a search found for an ingredient (replacing anything earlier). */
  async put(foodkey: string, candidates: ImageCandidate[], searchedAt: number): Promise<void> {
    await this.db.suggestions.put({ foodkey, candidates, searchedAt, dismissed: false });
  }

  async get(foodkey: string): Promise<ImageSuggestion | null> {
    return (await this.db.suggestions.get(foodkey)) ?? null;
  }

  /** The pictures to offer for an ingredient, live: none once dismissed. */
  observe(foodkey: string): Observable<ImageCandidate[]> {
    return liveQuery(async () => {
      const found = await this.db.suggestions.get(foodkey);
      return found && !found.dismissed ? found.candidates : [];
    });
  }

  /** The user does not want these: they are dropped, and the ingredient not looked up again. */
  async dismiss(foodkey: string, at: number): Promise<void> {
    await this.db.suggestions.put({ foodkey, candidates: [], searchedAt: at, dismissed: true });
  }

  /** The foodkeys looked up already (with suggestions, none found, or dismissed). */
  async lookedUp(): Promise<Set<string>> {
    return new Set((await this.db.suggestions.toCollection().primaryKeys()) as string[]);
  }
}
