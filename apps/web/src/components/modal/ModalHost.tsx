import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { answerDialog, useDialogs } from '../../state/dialog';

/** Shows the first waiting dialog of `confirm()` / `alert()` (spec section 2). */
export function ModalHost() {
  const { t } = useTranslation('components');
  const dialogs = useDialogs();
  const dialog = dialogs[0];
  return (
    <Modal
      opened={dialog !== undefined}
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
