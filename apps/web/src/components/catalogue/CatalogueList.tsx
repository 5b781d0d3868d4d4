import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRestricted } from '../../state/restricted';
import { VirtualTable } from './VirtualTable';

/** The top of a catalogue list page: its title, its other actions, and Add for an editor. */
export function CatalogueListHeader(props: {
  title: string;
  actions?: ReactNode;
  addPath: string;
  addLabel: string;
}) {
  const { canEdit } = useRestricted();
  return (
    <Group justify="space-between">
      <Title order={1}>{props.title}</Title>
      {props.actions}
      {canEdit && (
        <Button component={Link} to={props.addPath}>
          {props.addLabel}
        </Button>
      )}
    </Group>
  );
}

export interface CatalogueListProps<T extends { foodkey: string }> {
  /** Every item of the kind (the count says 'n of total'); undefined while loading. */
  all: readonly T[] | undefined;
  /** The items the search and filters leave, in order. */
  shown: readonly T[];
  /** 'ingredients', 'recipes', in the interface language: in 'Loading …' and 'n of total …'. */
  noun: string;
  /** What an empty venue is told, and where it adds the first item. */
  empty: { text: string; testId: string; addPath: string; addLabel: string };
  query: string;
  onQuery(query: string): void;
  searchTestId: string;
  /** The filters beside the search box. */
  filters: ReactNode;
  columns: number;
  head: ReactNode;
  renderRow(item: T): ReactNode;
}

/**
 * A catalogue list: loading and empty states, the search box (the product's search rule,
 * applied by the caller) with the filters, the count, and the rows in a virtual table.
 */
export function CatalogueList<T extends { foodkey: string }>(props: CatalogueListProps<T>) {
  const { t } = useTranslation(['components', 'common']);
  const { canEdit } = useRestricted();
  const { shown, renderRow } = props;
  const rowKey = useCallback((index: number) => shown[index]?.foodkey ?? String(index), [shown]);
  const row = useCallback((index: number) => renderRow(shown[index]!), [shown, renderRow]);

  if (!props.all) {
    return <Text c="dimmed">{t('catalogue.loadingList', { noun: props.noun })}</Text>;
  }
  if (props.all.length === 0) {
    const { empty } = props;
    return (
      <Stack gap="sm" align="flex-start" data-testid={empty.testId}>
        <Text>{empty.text}</Text>
        {canEdit && (
          <Button component={Link} to={empty.addPath} variant="light">
            {empty.addLabel}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('common:search')}
          placeholder={t('catalogue.searchPlaceholder')}
          value={props.query}
          onChange={(e) => props.onQuery(e.currentTarget.value)}
          data-testid={props.searchTestId}
        />
        {props.filters}
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('catalogue.shownOf', {
          shown: shown.length,
          total: props.all.length,
          noun: props.noun,
        })}
      </Text>
      <VirtualTable
        count={shown.length}
        rowKey={rowKey}
        columns={props.columns}
        head={props.head}
        row={row}
      />
    </Stack>
  );
}
