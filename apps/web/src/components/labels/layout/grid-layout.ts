import type { NutritionPanel, PanelRow } from '@larder/domain';
import { baseline, lineHeight, Sketch, type LabelDrawing } from './label-drawing';
import type { LabelStyle } from './label-style';
import { textWidth, wrapText } from './text-width';

const CELL_PAD = 4;
const HEADING_MAX = 74;

interface Column {
  readonly right: number;
  readonly width: number;
  readonly heading: string[];
}

/** Each value column as wide as its widest value or its heading wrapped at HEADING_MAX. */
function measureColumns(
  panel: NutritionPanel,
  st: LabelStyle,
): { widths: number[]; label: number } {
  const size = st.sizes.normal;
  const widths = panel.columns.map((c) =>
    Math.max(
      40,
      ...c.heading.map((h) => Math.min(textWidth(h, st.sizes.small, true), HEADING_MAX)),
    ),
  );
  let label = 0;
  for (const row of panel.rows) {
    if (row.kind !== 'nutrient') continue;
    label = Math.max(label, textWidth(row.label, size, row.bold) + row.indent * st.indent);
    row.cells.forEach((cell, i) => {
      if (cell) widths[i] = Math.max(widths[i] ?? 0, textWidth(cell.text, size));
    });
  }
  return { widths: widths.map((w) => w + 2 * CELL_PAD), label: label + CELL_PAD * 2 };
}

const drawRow = (
  sk: Sketch,
  row: PanelRow,
  ctx: { x: number; w: number; columns: Column[]; st: LabelStyle; centred: boolean },
  y: number,
  previous: PanelRow | null,
): number => {
  const { x, w, columns, st } = ctx;
  switch (row.kind) {
    case 'title': {
      const size = st.sizes.title;
      for (const line of row.lines) {
        sk.text(ctx.centred ? x + w / 2 : x, baseline(y, size), size, line, {
          bold: true,
          anchor: ctx.centred ? 'middle' : 'start',
        });
        y += lineHeight(size);
      }
      return y + 2;
    }
    case 'text': {
      const size = st.sizes[row.size];
      for (const line of row.lines)
        for (const part of wrapText(line, w, size, row.bold)) {
          sk.text(x, baseline(y, size), size, part, { bold: row.bold });
          y += lineHeight(size);
        }
      return y + 1;
    }
    case 'rule': {
      const h = st.rules[row.weight];
      sk.rule(x, y + 1, w, h);
      return y + h + 2;
    }
    case 'columns': {
      const size = st.sizes.small;
      sk.rule(x, y, w, st.rules.medium);
      y += st.rules.medium + 2;
      const lines = columns.map((c) => c.heading);
      const n = Math.max(1, ...lines.map((l) => l.length));
      lines.forEach((heading, i) => {
        const right = columns[i]?.right ?? x + w;
        heading.forEach((line, j) =>
          sk.text(right - CELL_PAD, baseline(y + j * lineHeight(size), size), size, line, {
            bold: row.bold,
            anchor: 'end',
          }),
        );
      });
      y += n * lineHeight(size) + 1;
      sk.rule(x, y, w, st.rules.hairline);
      return y + st.rules.hairline;
    }
    case 'nutrient': {
      const size = st.sizes[row.size];
      const h = lineHeight(size) + st.rowGap;
      if (previous?.kind === 'nutrient' && row.label !== '') sk.rule(x, y, w, st.rules.hairline);
      const b = baseline(y + st.rowGap / 2, size);
      if (row.label)
        sk.text(x + CELL_PAD + row.indent * st.indent, b, size, row.label, { bold: row.bold });
      row.cells.forEach((cell, i) => {
        const column = columns[i];
        if (cell && column)
          sk.text(column.right - CELL_PAD, b, size, cell.text, {
            anchor: 'end',
            cell: { key: row.key, col: i },
          });
      });
      return y + h;
    }
    case 'footnote': {
      const size = st.sizes.small;
      sk.rule(x, y, w, st.rules.medium);
      y += st.rules.medium + 2;
      for (const line of row.lines)
        for (const part of wrapText(line, w - CELL_PAD, size)) {
          sk.text(x + CELL_PAD / 2, baseline(y, size), size, part);
          y += lineHeight(size);
        }
      return y + 1;
    }
  }
};

/**
 * The table layout of the UK/EU and Australia & New Zealand panels (nutrition-labels.md §3.4,
 * §4.1): names at the left, each column's values right-aligned under its heading, numbers
 * aligned, lines between rows.
 */
export function gridLayout(panel: NutritionPanel, st: LabelStyle): LabelDrawing {
  const sk = new Sketch();
  const { widths, label } = measureColumns(panel, st);
  const inner = Math.max(st.width - 2 * st.pad, label + widths.reduce((a, b) => a + b, 0));
  const x = st.pad;
  let right = x + inner;
  const columns: Column[] = [];
  for (let i = panel.columns.length - 1; i >= 0; i--) {
    const width = widths[i] ?? 0;
    const heading = (panel.columns[i]?.heading ?? []).flatMap((h) =>
      wrapText(h, width - 2 * CELL_PAD + 0.01, st.sizes.small, true),
    );
    columns[i] = { right, width, heading };
    right -= width;
  }
  const ctx = { x, w: inner, columns, st, centred: panel.jurisdiction === 'au' };
  let y = st.pad;
  let previous: PanelRow | null = null;
  for (const row of panel.rows) {
    y = drawRow(sk, row, ctx, y, previous);
    previous = row;
  }
  const width = inner + 2 * st.pad;
  const height = y + st.pad;
  sk.box(st.border / 2, st.border / 2, width - st.border, height - st.border, st.border);
  return { width, height, shapes: sk.shapes };
}
