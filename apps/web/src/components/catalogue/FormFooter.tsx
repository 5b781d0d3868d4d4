import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TrialLimitPrompt } from '../pro/TrialLimitPrompt';
import type { FormSave } from './use-form-save';

/**
 * The end of a catalogue form: why the last save failed (for the trial limit, the upgrade
 * prompt), then Save and Cancel.
 */
export function FormFooter({ save, onCancel }: { save: FormSave; onCancel(): void }) {
  const { t } = useTranslation(['components', 'common']);
  return (
    <>
      {save.trialLimit ? (
        <TrialLimitPrompt issue={save.trialLimit} keepPage />
      ) : (
        save.saveError && (
          <Alert color="red" title={t('catalogue.notSaved')} role="alert" data-testid="save-error">
            {save.saveError}
          </Alert>
        )
      )}
      <Group>
        <Button type="submit" loading={save.saving}>
          {t('common:save')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
      </Group>
    </>
  );
}
