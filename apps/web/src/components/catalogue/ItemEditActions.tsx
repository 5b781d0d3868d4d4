import { Button } from '@mantine/core';
import { Link } from 'react-router';

/** Edit (to the item's form) and Delete (asks first) on an item's page, for an editor. */
export function ItemEditActions(props: { editPath: string; deleting: boolean; onDelete(): void }) {
  return (
    <>
      <Button component={Link} to={props.editPath}>
        Edit
      </Button>
      <Button color="red" variant="light" loading={props.deleting} onClick={props.onDelete}>
        Delete
      </Button>
    </>
  );
}
