import type { ReactNode } from 'react';
import { mantineRem } from '../plain-fields/mantine-look';
import { PlainTd, PlainTh, PlainTr } from '../plain-fields/PlainTableCells';

/**
 * One labelled value in an item page's table of fields (a Mantine `Table withTableBorder`),
 * in plain cells: an item's page (the one a save opens) draws a dozen at once.
 */
export function DetailField(props: { label: string; testId?: string; children: ReactNode }) {
  return (
    <PlainTr>
      <PlainTh scope="row" style={{ width: mantineRem(200) }}>
        {props.label}
      </PlainTh>
      <PlainTd {...(props.testId ? { 'data-testid': props.testId } : {})}>{props.children}</PlainTd>
    </PlainTr>
  );
}
