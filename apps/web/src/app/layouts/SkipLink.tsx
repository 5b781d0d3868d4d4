import { useTranslation } from 'react-i18next';

/** First focusable element of each layout: jumps past the navigation. */
export function SkipLink() {
  const { t } = useTranslation('app');
  return (
    <a className="larder-skip-link" href="#main">
      {t('frame.skipToContent')}
    </a>
  );
}

export const MAIN_ID = 'main';
