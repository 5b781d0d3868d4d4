import { ActionIcon, Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CategoryRowProps {
  /** Ids of the row's controls start with this. */
  id: string;
  name: string;
  index: number;
  count: number;
  /** How many items use it. */
  used: number;
  readOnly: boolean;
  busy: boolean;
  onMove(to: number, button: 'up' | 'down'): void;
  onRename(name: string): Promise<void>;
  onDelete(): void;
}

/** One entry of a list: its name and use count; move, rename and delete when editable. */
export function CategoryRow(props: CategoryRowProps) {
  const { id, name, index, count, used, readOnly, busy } = props;
  const { t } = useTranslation(['categories', 'common']);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    try {
      await props.onRename(value);
      setEditing(false);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const cancel = () => {
    setEditing(false);
    setValue(name);
    setError(null);
  };

  if (editing) {
    return (
      <Group align="flex-start" gap="xs" data-testid="category-row" wrap="nowrap">
        <TextInput
          aria-label={t('row.newName', { name })}
          value={value}
          error={error}
          onChange={(e) => setValue(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void save();
            } else if (e.key === 'Escape') cancel();
          }}
          autoFocus
          style={{ flex: 1 }}
        />
        <Button size="xs" mt={4} loading={busy} onClick={() => void save()}>
          {t('common:save')}
        </Button>
        <Button size="xs" mt={4} variant="default" onClick={cancel}>
          {t('common:cancel')}
        </Button>
      </Group>
    );
  }

  return (
    <Group justify="space-between" gap="xs" data-testid="category-row" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Text data-testid="category-name">{name}</Text>
        {used > 0 && (
          <Badge size="sm" variant="light" color="gray">
            {t('itemCount', { count: used })}
          </Badge>
        )}
      </Group>
      {!readOnly && (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            id={`${id}-up`}
            variant="subtle"
            aria-label={t('row.up', { name })}
            disabled={index === 0}
            onClick={() => props.onMove(index - 1, 'up')}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            id={`${id}-down`}
            variant="subtle"
            aria-label={t('row.down', { name })}
            disabled={index === count - 1}
            onClick={() => props.onMove(index + 1, 'down')}
          >
            ↓
          </ActionIcon>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={t('row.renameName', { name })}
            disabled={busy}
            onClick={() => setEditing(true)}
          >
            {t('row.rename')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={t('row.deleteName', { name })}
            disabled={busy}
            onClick={props.onDelete}
          >
            {t('common:delete')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
