import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, languageChoice, type LanguageChoice } from '../../i18n/i18n';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';

const asChoice = (value: string): LanguageChoice => (isLanguage(value) ? value : 'browser');

/**
 * The interface language of this device (not synced with the account): the browser's, the
 * default, or one chosen. A choice redraws every screen in it at once.
 */
export function LanguageSection() {
  const { t } = useTranslation('settings');
  const [choice, setChoice] = useState<LanguageChoice>(languageChoice);
  const options = [
    { value: 'browser', label: t('language.browser') },
    ...LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] })),
  ];
  return (
    <NativeSelect
      label={t('language.label')}
      description={t('language.description')}
      data={options}
      value={choice}
      onChange={(event) => {
        const chosen = asChoice(event.currentTarget.value);
        setChoice(chosen);
        void chooseLanguage(chosen);
      }}
      maw={320}
      data-testid="language-choice"
    />
  );
}
