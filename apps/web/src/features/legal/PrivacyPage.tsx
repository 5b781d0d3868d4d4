import { useTranslation } from 'react-i18next';
import { LegalDocument } from './LegalDocument';

/** Privacy policy. */
export function PrivacyPage() {
  const { t } = useTranslation('public');
  return (
    <LegalDocument
      title={t('legal.privacy.title')}
      intro={t('legal.privacy.intro')}
      sections={t('legal.privacy.sections', { returnObjects: true })}
    />
  );
}
