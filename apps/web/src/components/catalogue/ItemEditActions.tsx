import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Edit (to the item's form) and Delete (asks first) on an item's page, for an editor. */
export function ItemEditActions(props: { editPath: string; deleting: boolean; onDelete(): void }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Button component={Link} to={props.editPath}>
        {t('edit')}
      </Button>
      <Button color="red" variant="light" loading={props.deleting} onClick={props.onDelete}>
        {t('delete')}
      </Button>
    </>
  );
}
