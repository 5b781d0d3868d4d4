import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/brand/BrandMark';
import { PageLink } from '../../components/page/page-navigation';
import { routeTitle } from '../route-texts/route-texts';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The site navigation: each link is named by its page's title. */
const NAV_ITEMS = [
  { to: '/', page: 'home' },
  { to: '/gallery', page: 'gallery' },
  { to: '/pricing', page: 'pricing' },
  { to: '/contact', page: 'contact' },
  { to: '/signin', page: 'signIn' },
] as const;

/** Public layout: header with the name and the site navigation, footer with legal links. */
export function HomeLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  return (
    <div data-testid="layout-home" className="larder-home larder-page">
      <SkipLink />
      <header className="larder-home-header">
        <div className="page-container page-row page-pad-sm">
          <PageLink to="/" className="page-brand" aria-label={t('frame.homeLink')}>
            <BrandMark />
          </PageLink>
          <nav aria-label={t('frame.mainNav')} className="page-links">
            {NAV_ITEMS.map((item) => (
              <PageLink
                key={item.to}
                to={item.to}
                markCurrent
                className="larder-nav-link page-nav-link"
              >
                {routeTitle(item.page)}
              </PageLink>
            ))}
          </nav>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="larder-home-main">
        <div className="page-container page-pad">{children}</div>
      </main>
      <footer className="larder-home-footer">
        <div className="page-container page-row page-pad-md">
          <p className="page-small page-dimmed">{t('frame.tagline')}</p>
          <nav aria-label={t('frame.legalNav')} className="page-links page-small">
            <PageLink to="/terms">{t('frame.terms')}</PageLink>
            <PageLink to="/privacy">{t('frame.privacy')}</PageLink>
          </nav>
        </div>
      </footer>
    </div>
  );
}
