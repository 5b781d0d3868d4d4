import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/page/BusyButton';
import { PageLink } from '../../components/page/page-navigation';

/** Public home overview. */
export function HomePage() {
  const { t } = useTranslation('public');
  const pillars = t('home.pillars', { returnObjects: true });
  const features = t('home.features', { returnObjects: true });
  return (
    <div className="page-stack page-stack-xl">
      <div className="page-stack page-narrow">
        <h1>{t('home.title')}</h1>
        <p className="page-lead">{t('home.intro')}</p>
        <div className="page-links">
          <PageLink to="/signin" className={buttonClass('filled', 'md')}>
            {t('home.start')}
          </PageLink>
          <PageLink to="/pricing" className={buttonClass('light', 'md')}>
            {t('home.seePricing')}
          </PageLink>
        </div>
      </div>

      <div className="page-grid page-grid-3">
        {pillars.map((pillar, index) => (
          <div key={pillar.title} className="page-stack page-stack-xs">
            <span className="page-badge" aria-hidden="true">
              {index + 1}
            </span>
            <h2 className="page-h3">{pillar.title}</h2>
            <p>{pillar.text}</p>
          </div>
        ))}
      </div>

      <div className="page-stack page-stack-sm">
        <h2>{t('home.featuresTitle')}</h2>
        <ul className="page-list">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <p>{t('home.install')}</p>
      </div>
    </div>
  );
}
