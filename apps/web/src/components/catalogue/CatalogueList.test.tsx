import { Table } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { CatalogueList } from './CatalogueList';
import { renderRoutes } from './test-store';
import { VIRTUAL_ROW_PROPS } from './VirtualTable';

const items = [{ foodkey: 'FLOUR' }, { foodkey: 'SALT' }, { foodkey: 'SUGAR' }];

function List({ noun }: { noun: string }) {
  return (
    <CatalogueList
      all={items}
      shown={items.slice(0, 2)}
      noun={noun}
      empty={{ text: 'none', testId: 'empty', addPath: '/add', addLabel: 'add' }}
      query=""
      onQuery={() => {}}
      searchTestId="search"
      filters={null}
      columns={1}
      head={<Table.Tr />}
      renderRow={(item) => (
        <tr key={item.foodkey} {...VIRTUAL_ROW_PROPS}>
          <td>{item.foodkey}</td>
        </tr>
      )}
    />
  );
}

describe('CatalogueList', () => {
  it('counts the items shown of all, and offers the search', async () => {
    renderRoutes([{ path: '/', element: <List noun="ingredients" /> }], '/');
    expect(await screen.findByText('2 of 3 ingredients')).toBeTruthy();
    expect(screen.getByLabelText('Search').getAttribute('placeholder')).toBe('3 or more letters');
  });

  it('says it in French', async () => {
    renderRoutes([{ path: '/', element: <List noun="ingrédients" /> }], '/');
    await screen.findByText('2 of 3 ingrédients');
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('2 sur 3 ingrédients')).toBeTruthy();
    expect(screen.getByLabelText('Rechercher').getAttribute('placeholder')).toBe(
      '3 lettres ou plus',
    );
  });
});
