import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** Shown for any path that is not a route. */
export function NotFoundPage() {
  const { t } = useTranslation('public');
  const { pathname } = useLocation();
  return (
    <Stack gap="md" data-testid="not-found">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>
        <Trans
          t={t}
          i18nKey="notFound.text"
          values={{ path: pathname }}
          components={{ code: <Code /> }}
        />
      </Text>
      <Anchor component={Link} to="/">
        {t('notFound.home')}
      </Anchor>
    </Stack>
  );
}
