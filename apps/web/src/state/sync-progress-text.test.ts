import { progressText, type SyncProgress } from '@larder/data';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { syncProgressText } from './sync-progress-text';

const EVENTS: SyncProgress[] = [
  { type: 'start', userId: 'me', mode: 'changes', venueName: 'Bistro' },
  { type: 'start', userId: 'me', mode: 'full', venueName: 'Bistro' },
  { type: 'record', userId: 'me', label: 'Recipe', name: 'Soup' },
  { type: 'record', userId: 'me', label: 'Ingredient', name: 'Salt' },
  { type: 'record', userId: 'me', label: 'Packaging Item', name: 'Box' },
  { type: 'record', userId: 'me', label: 'Supplier', name: 'Mill Co' },
  { type: 'updated', userId: 'me', label: 'Recipe', name: 'Soup' },
  { type: 'updated', userId: 'me', label: 'Ingredient', name: 'Dough' },
  { type: 'done', userId: 'me' },
  { type: 'error', userId: 'me', venueId: 'v', current: true },
  { type: 'error', userId: 'me', venueId: 'v', current: false },
  { type: 'site', userId: 'me' },
  { type: 'site-error', userId: 'me' },
  { type: 'patch', userId: 'me', status: 'start' },
  { type: 'patch', userId: 'me', status: 'done', updated: 2 },
  { type: 'patch', userId: 'me', status: 'error' },
  { type: 'legacy', userId: 'me', status: 'start', venueName: 'Harbour Café' },
  { type: 'legacy', userId: 'me', status: 'done', venueName: 'Harbour Café' },
  { type: 'legacy', userId: 'me', status: 'done', venueName: 'Harbour Café', unreadable: 1 },
  { type: 'legacy', userId: 'me', status: 'done', venueName: 'Harbour Café', unreadable: 3 },
  { type: 'legacy', userId: 'me', status: 'missing', venueName: 'Harbour Café' },
  { type: 'legacy', userId: 'me', status: 'error', venueName: 'Harbour Café' },
  { type: 'drive', userId: 'me', status: 'full' },
  { type: 'drive', userId: 'me', status: 'throttled' },
  { type: 'drive', userId: 'me', status: 'unavailable' },
  { type: 'drive', userId: 'me', status: 'sign-in' },
];

describe('syncProgressText (product spec §7, §8)', () => {
  it.each(EVENTS.map((event) => [`${event.type} ${JSON.stringify(event)}`, event] as const))(
    'says in English what the data layer says: %s',
    (_name, event) => {
      expect(syncProgressText(event, 'me')).toBe(progressText(event, 'me'));
    },
  );

  it("says nothing of another user's sync", () => {
    expect(syncProgressText(EVENTS[0]!, 'someone else')).toBeNull();
  });

  it('speaks French when the interface does', async () => {
    await i18n.changeLanguage('fr');
    expect(syncProgressText(EVENTS[0]!, 'me')).toBe('Synchronisation des changements récents...');
    expect(syncProgressText(EVENTS[2]!, 'me')).toBe('Recette synchronisée : Soup');
    expect(syncProgressText(EVENTS[9]!, 'me')).toBe('Synchronisation incomplète!');
    expect(syncProgressText(EVENTS[19]!, 'me')).toBe(
      'Données de l’application Windows synchronisées : Harbour Café (3 entrées n’ont pas pu être lues)',
    );
    expect(syncProgressText(EVENTS[25]!, 'me')).toBe('Échec du jeton');
  });
});
