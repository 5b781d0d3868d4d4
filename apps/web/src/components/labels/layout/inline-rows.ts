import type { NutrientRow, PanelRow } from '@larder/domain';
import { baseline, lineHeight, type Run, type Sketch } from './label-drawing';
import type { LabelStyle } from './label-style';
import { textWidth, wrapText } from './text-width';

/** The horizontal extent rows are drawn in. */
export interface Frame {
  readonly x: number;
  readonly w: number;
}

/** A nutrient's name as runs: the italic part ("Trans") set apart, bold per the panel. */
export function nameRuns(row: NutrientRow): Run[] {
  const bold = row.bold;
  if (!row.italic || !row.label.includes(row.italic)) return [{ text: row.label, bold }];
  const at = row.label.indexOf(row.italic);
  return [
    { text: row.label.slice(0, at), bold },
    { text: row.italic, bold, italic: true },
    { text: row.label.slice(at + row.italic.length), bold },
  ].filter((r) => r.text !== '');
}

/** The amount printed after the name, unless the name already holds it (US added sugars). */
const amountAfterName = (row: NutrientRow): string | null => {
  const amount = row.cells[0]?.text ?? null;
  return amount && !row.label.includes(amount) ? amount : null;
};

/** The percent cell of an inline row (the last column), if any. */
const percentCell = (row: NutrientRow) => {
  const last = row.cells.length - 1;
  return last > 0 ? { cell: row.cells[last] ?? null, col: last } : { cell: null, col: last };
};

function caloriesRow(sk: Sketch, row: NutrientRow, f: Frame, top: number, st: LabelStyle): number {
  const size = st.sizes[row.size];
  const amount = row.cells[0]?.text ?? '';
  const cell = { key: row.key, col: 0 };
  if (st.caloriesNumberRight) {
    const h = lineHeight(st.calorieNumber);
    const y = baseline(top, st.calorieNumber) - 1;
    sk.text(f.x, y, size, row.label, { bold: true });
    sk.text(f.x + f.w, y, st.calorieNumber, amount, { bold: true, anchor: 'end', cell });
    return top + h;
  }
  const asideSize = st.sizes.small;
  const aside = row.aside ?? [];
  const y = baseline(top, size);
  const w = sk.text(f.x, y, size, `${row.label} `, { bold: true });
  sk.text(f.x + w, y, size, amount, { bold: true, cell });
  aside.forEach((line, i) =>
    sk.text(f.x + f.w, baseline(top, asideSize) + i * lineHeight(asideSize), asideSize, line, {
      bold: true,
      anchor: 'end',
    }),
  );
  return top + Math.max(lineHeight(size), aside.length * lineHeight(asideSize)) + 1;
}

/**
 * Draws rows in the inline style of US and Canadian tables: each name followed by its
 * amount, the %DV at the right, hairlines between nutrient lines, bars as the panel says.
 * Returns the y below the last row.
 */
export function drawInlineRows(
  sk: Sketch,
  rows: readonly PanelRow[],
  f: Frame,
  top: number,
  st: LabelStyle,
): number {
  let y = top;
  let previous: PanelRow | null = null;
  let spanned = false;
  for (const row of rows) {
    switch (row.kind) {
      case 'title': {
        const size = st.sizes.title;
        for (const line of row.lines) {
          sk.text(f.x, baseline(y, size) - size * 0.05, size, line, { bold: true });
          y += size * 1.05;
        }
        y += 1;
        break;
      }
      case 'text': {
        const size = st.sizes[row.size];
        const value = row.value?.join(' ') ?? '';
        const valueW = value ? textWidth(value, size, row.bold) + size * 0.5 : 0;
        row.lines.forEach((line, i) => {
          wrapText(line, i === 0 ? f.w - valueW : f.w, size, row.bold).forEach((part, j) => {
            const b = baseline(y, size);
            sk.text(f.x, b, size, part, { bold: row.bold });
            if (i === 0 && j === 0 && value)
              sk.text(f.x + f.w, b, size, value, { bold: row.bold, anchor: 'end' });
            y += lineHeight(size);
          });
        });
        y += 0.5;
        break;
      }
      case 'rule': {
        const h = st.rules[row.weight];
        y += row.weight === 'hairline' ? 1 : 1.5;
        sk.rule(f.x, y, f.w, h);
        y += h + (row.weight === 'hairline' ? 1 : 1.5);
        break;
      }
      case 'columns': {
        const size = st.sizes.small;
        const heading = row.cells[row.cells.length - 1] ?? [];
        heading.forEach((line) => {
          sk.text(f.x + f.w, baseline(y, size), size, line, { bold: row.bold, anchor: 'end' });
          y += lineHeight(size);
        });
        if (st.hairlines) sk.rule(f.x, y, f.w, st.rules.hairline);
        break;
      }
      case 'nutrient': {
        if (row.section === 'calories' && row.size === 'large') {
          y = caloriesRow(sk, row, f, y, st);
          break;
        }
        const size = st.sizes[row.size];
        const h = lineHeight(size) + st.rowGap;
        if (st.hairlines && previous?.kind === 'nutrient' && previous.section !== 'calories') {
          const indent = row.indent >= 2 ? st.indent * 1.5 : 0;
          const short = spanned ? st.sizes.normal * 2.5 : 0;
          sk.rule(f.x + indent, y, f.w - indent - short, st.rules.hairline);
        }
        const b = baseline(y + st.rowGap / 2, size);
        const x = f.x + row.indent * st.indent;
        const name = nameRuns(row);
        const nameW = sk.text(x, b, size, name);
        const amount = amountAfterName(row);
        if (amount)
          sk.text(x + nameW + size * 0.3, b, size, amount, { cell: { key: row.key, col: 0 } });
        const { cell, col } = percentCell(row);
        if (cell) {
          const py = row.percentSpan === 2 ? b + h / 2 : b;
          sk.text(f.x + f.w, py, size, [{ text: cell.text, bold: row.percentBold }], {
            anchor: 'end',
            cell: { key: row.key, col },
          });
        }
        spanned = row.percentSpan === 2;
        y += h;
        break;
      }
      case 'footnote': {
        const size = st.sizes.small;
        y += 1;
        for (const line of row.lines)
          for (const part of wrapText(line, f.w, size)) {
            sk.text(f.x, baseline(y, size), size, part);
            y += lineHeight(size);
          }
        break;
      }
    }
    previous = row;
  }
  return y;
}
