import { Button, Group, Modal, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { answerDialog, useDialogs } from '../../state/dialog';

/**
 * Shows the first waiting dialog of `confirm()` / `alert()` (spec section 2). Fetched with the
 * first dialog, it opens once mounted, so that dialog too opens with the modal's transition.
 */
export function ModalHost() {
  const { t } = useTranslation('components');
  const mounted = useMounted();
  const dialogs = useDialogs();
  const dialog = dialogs[0];
  return (
    <Modal
      opened={mounted && dialog !== undefined}
      onClose={() => dialog && answerDialog(dialog.id, false)}
      title={dialog?.title}
      withCloseButton={dialog?.withCloseButton ?? false}
      closeButtonProps={{ 'aria-label': t('modal.closeDialog') }}
      centered
      data-testid="modal-dialog"
    >
      {dialog && (
        <>
          <Text>{dialog.message}</Text>
          <Group justify="flex-end" mt="lg">
            {!dialog.alert && (
              <Button variant="default" onClick={() => answerDialog(dialog.id, false)}>
                {dialog.rejectText}
              </Button>
            )}
            <Button data-autofocus onClick={() => answerDialog(dialog.id, true)}>
              {dialog.confirmText}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
