import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand/BrandMark';
import { PageLink } from '../../components/page/page-navigation';
import { MAIN_ID, SkipLink } from './SkipLink';

/** Default layout: a plain centred page with the name linking home. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <div data-testid="layout-default" className="larder-default larder-page">
      <SkipLink />
      <div className="page-container page-container-sm page-pad">
        <header className="page-header-gap">
          <PageLink to="/" className="page-brand" aria-label={t('frame.homeLink')}>
            <BrandMark />
          </PageLink>
        </header>
        <main id={MAIN_ID} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
