import { i18n } from '../../i18n/i18n';
import type appTexts from '../../locales/en/app.json';

/** A screen's entry in the catalogue's routes: its title, its summary. */
export type RouteTextId = keyof typeof appTexts.routes;

/** A screen's name in the interface language ('Dashboard'). */
export const routeTitle = (id: RouteTextId): string => i18n.t(`app:routes.${id}.title`);

/** What a screen does, in a sentence, in the interface language. */
export const routeSummary = (id: RouteTextId): string => i18n.t(`app:routes.${id}.summary`);
