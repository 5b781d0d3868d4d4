import { useTranslation } from 'react-i18next';
import {
  formatAmount,
  packLabel,
  planLabel,
  PRO_PRICE_PER_VENUE_PER_YEAR,
  STORE_PACKS,
  YEARLY_PLANS,
} from './plans';

/** Public pricing: yearly Pro plans per venue and the app-store licence packs. */
export function PricingPage() {
  const { t } = useTranslation('public');
  const includes = t('pricing.includes', { returnObjects: true });
  return (
    <div className="page-stack page-stack-xl">
      <div className="page-stack page-stack-sm page-narrow">
        <h1>{t('pricing.title')}</h1>
        <p className="page-lead">
          {t('pricing.intro', { price: formatAmount(PRO_PRICE_PER_VENUE_PER_YEAR) })}
        </p>
      </div>

      <div className="page-grid page-grid-2-5">
        {YEARLY_PLANS.map((plan) => (
          <article
            key={plan.planId}
            className="page-card page-card-lg page-stack page-stack-xs"
            data-plan-id={plan.planId}
          >
            <h2 className="page-h4">{planLabel(plan.venues)}</h2>
            <p className="page-price">{formatAmount(plan.amount)}</p>
            <p className="page-small page-dimmed">{t('pricing.perYear')}</p>
          </article>
        ))}
      </div>

      <div className="page-stack page-stack-sm">
        <h2>{t('pricing.includesTitle')}</h2>
        <ul className="page-list">
          {includes.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>

      <div className="page-stack page-stack-sm">
        <h2>{t('pricing.packsTitle')}</h2>
        <p>{t('pricing.packsIntro')}</p>
        <table className="page-table">
          <thead>
            <tr>
              <th>{t('pricing.pack')}</th>
              <th>{t('pricing.venues')}</th>
            </tr>
          </thead>
          <tbody>
            {STORE_PACKS.map((pack) => (
              <tr key={pack.productId} data-product-id={pack.productId}>
                <td>{packLabel(pack.venues)}</td>
                <td>{pack.venues}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
