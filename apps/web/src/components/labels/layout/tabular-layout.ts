import type { NutrientRow, NutritionPanel, PanelRow, TextRow } from '@larder/domain';
import { drawInlineRows, type Frame } from './inline-rows';
import { baseline, lineHeight, Sketch, type LabelDrawing } from './label-drawing';
import type { LabelStyle } from './label-style';
import { splitColumns } from './split-columns';
import { textWidth, wrapText } from './text-width';

const GAP = 8;

const isNutrient = (row: PanelRow): row is NutrientRow => row.kind === 'nutrient';

/** Title, servings, serving size and calories stacked in the left block. */
function drawLeftBlock(
  sk: Sketch,
  panel: NutritionPanel,
  f: Frame,
  top: number,
  st: LabelStyle,
): number {
  let y = top;
  const line = (text: string, size: number, bold: boolean) => {
    for (const part of wrapText(text, f.w, size, bold)) {
      sk.text(f.x, baseline(y, size), size, part, { bold });
      y += lineHeight(size);
    }
  };
  for (const row of panel.rows) {
    if (row.section !== 'heading' && row.section !== 'serving' && row.section !== 'calories')
      continue;
    if (row.kind === 'title') {
      for (const text of row.lines)
        for (const part of wrapText(text, f.w, st.sizes.title, true)) {
          sk.text(f.x, baseline(y, st.sizes.title), st.sizes.title, part, { bold: true });
          y += st.sizes.title * 1.02;
        }
      y += 2;
    } else if (row.kind === 'text') {
      const text = row as TextRow;
      for (const l of text.lines) line(l, st.sizes[text.size], text.bold);
      if (text.value) line(text.value.join(' '), st.sizes[text.size], text.bold);
      y += 1;
    } else if (row.kind === 'rule') {
      const h = st.rules[row.weight];
      sk.rule(f.x, y + 1, f.w, h);
      y += h + 3;
    } else if (isNutrient(row)) {
      const size = st.sizes[row.size];
      const amount = row.cells[0]?.text ?? '';
      sk.text(f.x, baseline(y, size), size, row.label, { bold: true });
      const fits =
        textWidth(row.label, size, true) + textWidth(amount, st.calorieNumber, true) + 4 <= f.w;
      if (!fits) y += lineHeight(size);
      const n = st.calorieNumber;
      sk.text(f.x + f.w, fits ? baseline(y, n) - (n - size) * 0.8 : baseline(y, n), n, amount, {
        bold: true,
        anchor: 'end',
        cell: { key: row.key, col: 0 },
      });
      y += fits ? lineHeight(Math.max(size, n * 0.8)) : lineHeight(n);
    }
  }
  return y;
}

/** "Vitamin D 2mcg 10% • Calcium 260mg 20% • …", wrapped between items. */
function drawVitamins(
  sk: Sketch,
  rows: NutrientRow[],
  f: Frame,
  top: number,
  st: LabelStyle,
): number {
  const size = st.sizes.normal;
  const items = rows.map((r) =>
    [r.label, r.cells[0]?.text, r.cells[1]?.text].filter(Boolean).join(' '),
  );
  let y = top;
  let line = '';
  const flush = () => {
    if (!line) return;
    sk.text(f.x, baseline(y, size), size, line);
    y += lineHeight(size) + 1;
    line = '';
  };
  for (const item of items) {
    const next = line ? `${line} • ${item}` : item;
    if (line && textWidth(next, size) > f.w) {
      flush();
      line = item;
    } else line = next;
  }
  flush();
  return y;
}

/**
 * The US tabular displays (101.9(d)(11), (j)(13); nutrition-labels.md §2.4-2.5): title,
 * serving and calories at the left, the nutrients in two side-by-side column groups, the
 * vitamins and minerals in a row, the footnote below.
 */
export function tabularLayout(
  panel: NutritionPanel,
  st: LabelStyle,
  leftWidth: number,
): LabelDrawing {
  const sk = new Sketch();
  const inset = st.pad + st.border;
  const left: Frame = { x: inset, w: leftWidth };
  const leftBottom = drawLeftBlock(sk, panel, left, inset, st);
  const barX = inset + leftWidth + GAP / 2;
  const rx = barX + st.rules.medium + GAP / 2;
  const right: Frame = { x: rx, w: st.width - inset - rx };
  const nutrients = panel.rows.filter(
    (r): r is NutrientRow => isNutrient(r) && r.section === 'nutrients',
  );
  const vitamins = panel.rows.filter(
    (r): r is NutrientRow => isNutrient(r) && r.section === 'vitamins',
  );
  const heading = panel.rows.find((r) => r.kind === 'columns');
  const groups = splitColumns(nutrients, 2);
  const gw = (right.w - GAP * (groups.length - 1)) / Math.max(1, groups.length);
  let y = inset;
  groups.forEach((group, i) => {
    const f: Frame = { x: right.x + i * (gw + GAP), w: gw };
    const gy = drawInlineRows(sk, heading ? [heading, ...group] : group, f, inset, st);
    y = Math.max(y, gy);
  });
  if (vitamins.length > 0) {
    sk.rule(right.x, y + 1, right.w, st.rules.medium);
    y = drawVitamins(sk, vitamins, right, y + st.rules.medium + 3, st);
  }
  const footnotes = panel.rows.filter((r) => r.kind === 'footnote');
  if (footnotes.length > 0) {
    sk.rule(right.x, y, right.w, st.rules.hairline);
    y = drawInlineRows(sk, footnotes, right, y + 1, st);
  }
  const bottom = Math.max(leftBottom, y) + inset;
  sk.rule(barX, inset, st.rules.medium, bottom - 2 * inset);
  sk.box(st.border / 2, st.border / 2, st.width - st.border, bottom - st.border, st.border);
  return { width: st.width, height: bottom, shapes: sk.shapes };
}
