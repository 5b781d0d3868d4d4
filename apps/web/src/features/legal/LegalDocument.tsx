import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text>{intro}</Text>
      {sections.map((section, index) => (
        <Stack key={section.heading} gap="xs" component="section">
          <Title order={2} size="h4">
            {index + 1}. {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
      <Text>
        <Trans
          t={t}
          i18nKey="legal.questions"
          components={{
            contact: <Anchor component={Link} to="/contact" />,
            home: <Anchor component={Link} to="/" />,
          }}
        />
      </Text>
    </Stack>
  );
}
