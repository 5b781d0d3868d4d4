import {
  ActionIcon,
  Checkbox,
  Group,
  MantineProvider,
  NativeSelect,
  NumberInput,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../i18n/languages';
import { DetailField } from '../catalogue/DetailField';
import { themeFor } from '../theme';
import { PlainActionIcon } from './PlainActionIcon';
import { PlainCheckbox, PlainCheckboxGroup } from './PlainCheckboxGroup';
import { PlainDecimalInput } from './PlainDecimalInput';
import { PlainGroup } from './PlainGroup';
import { PlainNativeSelect, type PlainSelectData } from './PlainNativeSelect';
import { PlainSmallText } from './PlainSmallText';
import { PlainTd, PlainTh, PlainTr } from './PlainTableCells';
import { PlainTextInput } from './PlainTextInput';
import type { DecimalValue } from './typed-decimal';

/**
 * The markup `node` draws, each element's attributes in name order (their order has no
 * meaning) and each id named by its order (ids differ from draw to draw).
 */
function markup(node: ReactNode, language: Language = 'en'): string {
  const { container, unmount } = render(
    <MantineProvider theme={themeFor(language)}>{node}</MantineProvider>,
  );
  for (const el of container.querySelectorAll('*')) {
    // (A list of ids is the same list whatever the spaces between them.)
    const attributes = [...el.attributes]
      .map(
        (a) =>
          [
            a.name,
            a.name === 'aria-describedby' ? a.value.split(/\s+/).join(' ') : a.value,
          ] as const,
      )
      .sort();
    for (const [name] of attributes) el.removeAttribute(name);
    for (const [name, value] of attributes) el.setAttribute(name, value);
  }
  const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
  let html = container.innerHTML;
  ids.forEach((id, i) => {
    html = html.split(id).join(`ID${i}`);
  });
  unmount();
  return html;
}

const noop = () => {};
const units: PlainSelectData = [
  { value: '', label: 'Choose a unit', disabled: true },
  { group: 'Weight', items: [{ value: 'g', label: 'g' }, 'kg'] },
];

describe('plain fields draw the markup of the Mantine component they look like', () => {
  it.each([
    ['without an error', undefined],
    ['with an error', 'Line 1 note is too long'],
  ])('TextInput %s', (_, error) => {
    expect(
      markup(<PlainTextInput label="Note" w={160} value="x" error={error} onChange={noop} />),
    ).toBe(markup(<TextInput label="Note" w={160} value="x" error={error} onChange={noop} />));
  });

  it('TextInput, read only, with a placeholder and events', () => {
    const field = { label: 'Item', w: 260, placeholder: 'Search', readOnly: true };
    const events = { onFocus: noop, onClick: noop, onKeyDown: noop };
    expect(
      markup(<PlainTextInput {...field} {...events} aria-haspopup="listbox" value="Flour" />),
    ).toBe(markup(<TextInput {...field} {...events} aria-haspopup="listbox" value="Flour" />));
  });

  it.each([
    ['a description', { description: 'Lost in cooking' }],
    [
      'a description, a largest width, an error, disabled',
      {
        description: 'Lost in cooking',
        maw: 280,
        error: 'Water loss is not a number',
        disabled: true,
      },
    ],
    ['no width', {}],
  ])('NumberInput (no controls) with %s', (_, extra) => {
    expect(markup(<PlainDecimalInput label="Water" value={2} onChange={noop} {...extra} />)).toBe(
      markup(
        <NumberInput
          label="Water"
          hideControls
          decimalScale={10}
          value={2}
          onChange={noop}
          {...extra}
        />,
      ),
    );
    expect(markup(<PlainTextInput label="Water" value="2" onChange={noop} {...extra} />)).toBe(
      markup(<TextInput label="Water" value="2" onChange={noop} {...extra} />),
    );
  });

  it.each([
    ['without an error', undefined],
    ['with an error', 'Line 1 quantity is required'],
  ])('NumberInput (no controls) %s', (_, error) => {
    expect(
      markup(<PlainDecimalInput label="Qty" w={110} value={2.5} error={error} onChange={noop} />),
    ).toBe(
      markup(
        <NumberInput
          label="Qty"
          hideControls
          decimalScale={10}
          w={110}
          value={2.5}
          error={error}
          onChange={noop}
        />,
      ),
    );
  });

  it.each([
    ['without an error', undefined],
    ['with an error', 'Line 1 unit is not a unit of the item'],
  ])('NativeSelect %s', (_, error) => {
    expect(
      markup(
        <PlainNativeSelect
          label="Unit"
          w={140}
          data={units}
          value="g"
          error={error}
          onChange={noop}
        />,
      ),
    ).toBe(
      markup(
        <NativeSelect
          label="Unit"
          w={140}
          data={units as never}
          value="g"
          error={error}
          onChange={noop}
        />,
      ),
    );
  });

  it('a subtle ActionIcon, enabled and disabled, in a Group', () => {
    expect(
      markup(
        <PlainGroup gap={2} wrap="nowrap" mb={4}>
          <PlainActionIcon id="a" aria-label="Move up" disabled onClick={noop}>
            ↑
          </PlainActionIcon>
          <PlainActionIcon color="red" aria-label="Remove" onClick={noop}>
            ×
          </PlainActionIcon>
        </PlainGroup>,
      ),
    ).toBe(
      markup(
        <Group gap={2} wrap="nowrap" mb={4}>
          <ActionIcon id="a" variant="subtle" aria-label="Move up" disabled onClick={noop}>
            ↑
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label="Remove" onClick={noop}>
            ×
          </ActionIcon>
        </Group>,
      ),
    );
  });

  it('a row Group and a small Text', () => {
    expect(
      markup(
        <PlainGroup gap="xs" align="flex-end" data-testid="row">
          <PlainSmallText mb={8} miw={80} aria-live="polite" data-testid="cost">
            $1.00
          </PlainSmallText>
        </PlainGroup>,
      ),
    ).toBe(
      markup(
        <Group align="flex-end" wrap="wrap" gap="xs" data-testid="row">
          <Text size="sm" mb={8} miw={80} aria-live="polite" data-testid="cost">
            $1.00
          </Text>
        </Group>,
      ),
    );
  });

  it('plain rows and cells in a head and a body, in a Table withTableBorder', () => {
    expect(
      markup(
        <Table withTableBorder maw={420}>
          <Table.Thead>
            <PlainTr>
              <PlainTh>Date</PlainTh>
              <PlainTh>Price</PlainTh>
            </PlainTr>
          </Table.Thead>
          <Table.Tbody>
            <PlainTr>
              <PlainTh scope="row">per g</PlainTh>
              <PlainTd data-testid="unit-cost-gram">$0.01</PlainTd>
            </PlainTr>
          </Table.Tbody>
        </Table>,
      ),
    ).toBe(
      markup(
        <Table withTableBorder maw={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Price</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">per g</Table.Th>
              <Table.Td data-testid="unit-cost-gram">$0.01</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>,
      ),
    );
  });

  it("an item page's DetailField rows, in a Table withTableBorder", () => {
    expect(
      markup(
        <Table withTableBorder>
          <Table.Tbody>
            <DetailField label="Key">FLOUR</DetailField>
            <DetailField label="Par level" testId="par-level">
              <b>2 kg</b>
            </DetailField>
          </Table.Tbody>
        </Table>,
      ),
    ).toBe(
      markup(
        <Table withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" w={200}>
                Key
              </Table.Th>
              <Table.Td>FLOUR</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row" w={200}>
                Par level
              </Table.Th>
              <Table.Td data-testid="par-level">
                <b>2 kg</b>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>,
      ),
    );
  });
});

describe("plain checkboxes draw the markup of Mantine's Checkbox.Group and Checkbox", () => {
  it.each([
    ['without a description or an error', {}],
    ['with a description and an error', { description: 'Tick each', error: 'Choose one' }],
  ])('%s', (_, extra) => {
    const props = { label: 'Allergens', value: ['eggs'], onChange: noop, ...extra };
    expect(
      markup(
        <PlainCheckboxGroup {...props}>
          <PlainGroup gap="md" mt="xs">
            <PlainCheckbox value="celery" label="Celery" />
            <PlainCheckbox
              value="eggs"
              label={
                <PlainGroup component="span" gap={4} wrap="nowrap">
                  Eggs
                </PlainGroup>
              }
            />
          </PlainGroup>
        </PlainCheckboxGroup>,
      ),
    ).toBe(
      markup(
        <Checkbox.Group {...props}>
          <Group gap="md" mt="xs">
            <Checkbox value="celery" label="Celery" />
            <Checkbox
              value="eggs"
              label={
                <Group component="span" gap={4} wrap="nowrap">
                  Eggs
                </Group>
              }
            />
          </Group>
        </Checkbox.Group>,
      ),
    );
  });

  it('ticking and unticking gives the ticked values, in the order they were ticked', () => {
    function Picker() {
      const [value, setValue] = useState<string[]>(['eggs']);
      return (
        <PlainCheckboxGroup label="Allergens" value={value} onChange={setValue}>
          <PlainCheckbox value="celery" label="Celery" />
          <PlainCheckbox value="eggs" label="Eggs" />
          <p data-testid="value">{value.join(',')}</p>
        </PlainCheckboxGroup>
      );
    }
    render(
      <MantineProvider theme={themeFor('en')}>
        <Picker />
      </MantineProvider>,
    );
    const group = screen.getByRole('group', { name: 'Allergens' });
    expect(screen.getByLabelText<HTMLInputElement>('Eggs').checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Celery'));
    expect(screen.getByTestId('value').textContent).toBe('eggs,celery');
    fireEvent.click(screen.getByLabelText('Eggs'));
    expect(screen.getByTestId('value').textContent).toBe('celery');
    expect(screen.getByLabelText<HTMLInputElement>('Eggs').checked).toBe(false);
    expect(group.contains(screen.getByLabelText('Celery'))).toBe(true);
  });
});

describe('the plain decimal field keeps what NumberInput keeps', () => {
  /** What each field shows and gives after each text is typed into it. */
  function typed(
    field: 'plain' | 'mantine',
    texts: string[],
    language: Language = 'en',
    start: DecimalValue = '',
  ) {
    const seen: DecimalValue[] = [];
    function Field() {
      const [value, setValue] = useState<DecimalValue>(start);
      const onChange = (next: DecimalValue) => {
        seen.push(next);
        setValue(next);
      };
      return field === 'plain' ? (
        <PlainDecimalInput label="Qty" w={110} value={value} onChange={onChange} />
      ) : (
        <NumberInput
          label="Qty"
          hideControls
          decimalScale={10}
          w={110}
          value={value}
          onChange={onChange}
        />
      );
    }
    const { unmount } = render(
      <MantineProvider theme={themeFor(language)}>
        <Field />
      </MantineProvider>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Qty');
    const shown: [string, DecimalValue | undefined][] = [[input.value, start]];
    for (const text of texts) {
      fireEvent.change(input, { target: { value: text } });
      shown.push([input.value, seen.at(-1)]);
    }
    unmount();
    return shown;
  }

  it('numbers once they read as one, text while typing, letters dropped', () => {
    const texts = ['1', '1.', '1.5', '1.50', 'abc', '-2', '', '1e3', '0.12345678901'];
    expect(typed('plain', texts)).toEqual(typed('mantine', texts));
    expect(typed('plain', texts)).toEqual([
      ['', ''],
      ['1', 1],
      ['1.', '1.'],
      ['1.5', 1.5],
      ['1.50', '1.50'],
      ['', ''],
      ['-2', -2],
      ['', ''],
      ['13', 13],
      ['0.1234567890', '0.1234567890'],
    ]);
  });

  it('a comma typed as the decimal point is kept as a point', () => {
    expect(typed('plain', ['1,5', '2,'])).toEqual([
      ['', ''],
      ['1.5', 1.5],
      ['2.', '2.'],
    ]);
  });

  it('in French it shows a decimal comma and takes a comma, as the theme says', () => {
    const texts = ['2,5', '1,', '1,50', '7'];
    expect(typed('plain', texts, 'fr', 0.5)).toEqual(typed('mantine', texts, 'fr', 0.5));
    expect(typed('plain', texts, 'fr', 0.5)).toEqual([
      ['0,5', 0.5],
      ['2,5', 2.5],
      ['1,', '1.'],
      ['1,50', '1.50'],
      ['7', 7],
    ]);
  });

  it('in French a figure pasted with a point is taken too, shown with a comma', () => {
    expect(typed('plain', ['3.25'], 'fr', 2.5)).toEqual([
      ['2,5', 2.5],
      ['3,25', 3.25],
    ]);
  });
});
