import type { ResourceLanguage } from 'i18next';
import app from '../locales/en/app.json';
import common from '../locales/en/common.json';
import components from '../locales/en/components.json';
import errors from '../locales/en/errors.json';
import type { FRAME_NAMESPACES } from './namespaces';

/**
 * The English texts of the app's frame, bundled with it: the layouts, the status bar, the
 * shared components and the errors draw from the first frame. Each screen's own texts are
 * fetched with the screen.
 */
export const FRAME_ENGLISH: Readonly<Record<(typeof FRAME_NAMESPACES)[number], ResourceLanguage>> =
  { app, common, components, errors };
