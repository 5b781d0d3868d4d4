import { Anchor, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRestricted } from '../../state/restricted';
import { openRestrictedPanel } from '../../state/restricted-panel';

/** Restricted mode from the settings: its state, and the panel that sets the code and the mode. */
export function RestrictedModeSection() {
  const { codeExists, on } = useRestricted();
  const { t } = useTranslation('settings');
  const state = on
    ? t('restricted.on')
    : codeExists
      ? t('restricted.codeSet')
      : t('restricted.noCode');
  return (
    <Fieldset legend={t('restricted.legend')} data-testid="settings-restricted">
      <Stack gap="sm">
        <Text size="sm">{state}</Text>
        <Group>
          <Button variant="light" onClick={openRestrictedPanel}>
            {t('restricted.open')}
          </Button>
          {codeExists && (
            <Anchor component={Link} to="/restricted-reset" size="sm">
              {t('restricted.forgot')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
