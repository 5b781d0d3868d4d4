import { ActionIcon, Button, type MantineSpacing } from '@mantine/core';

/** The × that removes one row of a form's list (parts, custom units, supplier codes). */
export function RemoveRowButton(props: {
  /** Names the row, e.g. 'Remove part 2'. */
  label: string;
  onClick(): void;
  mt?: MantineSpacing | number;
  mb?: MantineSpacing | number;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={props.label}
      onClick={props.onClick}
      {...(props.mt !== undefined ? { mt: props.mt } : {})}
      {...(props.mb !== undefined ? { mb: props.mb } : {})}
    >
      ×
    </ActionIcon>
  );
}

/** The button under a form's list that adds a row, e.g. 'Add part'. */
export function AddRowButton({ label, onClick }: { label: string; onClick(): void }) {
  return (
    <div>
      <Button variant="light" size="xs" onClick={onClick}>
        {label}
      </Button>
    </div>
  );
}
