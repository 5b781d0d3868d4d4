import { useTranslation } from 'react-i18next';
import { LegalDocument } from './LegalDocument';

/** Terms of service. */
export function TermsPage() {
  const { t } = useTranslation('public');
  return (
    <LegalDocument
      title={t('legal.terms.title')}
      intro={t('legal.terms.intro')}
      sections={t('legal.terms.sections', { returnObjects: true })}
    />
  );
}
