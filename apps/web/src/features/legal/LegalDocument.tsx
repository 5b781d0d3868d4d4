import { useTranslation } from 'react-i18next';
import { PageLink } from '../../components/page/page-navigation';
import { TaggedText } from '../../components/page/TaggedText';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** A legal page: title, introduction and numbered sections, as plain text. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}) {
  const { t } = useTranslation('public');
  return (
    <div className="page-stack">
      <h1>{title}</h1>
      <p>{intro}</p>
      {sections.map((section, index) => (
        <section key={section.heading} className="page-stack page-stack-xs">
          <h2 className="page-h4">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p>
        <TaggedText
          text={t('legal.questions')}
          parts={{
            contact: (text) => <PageLink to="/contact">{text}</PageLink>,
            home: (text) => <PageLink to="/">{text}</PageLink>,
          }}
        />
      </p>
    </div>
  );
}
