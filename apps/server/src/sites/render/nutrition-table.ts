import type { NutritionPanel, PanelColumn, PanelRow } from '@larder/domain';
import { markup, type SafeHtml } from './html.js';

/** A column's heading when the format prints none. */
const COLUMN_NAMES: Readonly<Record<PanelColumn['key'], string>> = {
  perServing: 'Per serving',
  per100g: 'Per 100 g',
  perPortion: 'Per portion',
  dv: '% Daily Value',
  ri: '% Reference intake',
  di: '% Daily intake',
};

const columnName = (column: PanelColumn) =>
  column.heading.length > 0 ? column.heading.join(' / ') : COLUMN_NAMES[column.key];

function row(panelRow: PanelRow, span: number): SafeHtml | null {
  switch (panelRow.kind) {
    case 'text': {
      const value = panelRow.value ? markup` <b>${panelRow.value.join(' ')}</b>` : null;
      return markup`<tr><td colspan="${span}">${panelRow.lines.join(' ')}${value}</td></tr>`;
    }
    case 'nutrient': {
      const cells = panelRow.cells.map((cell) => markup`<td>${cell?.text ?? ''}</td>`);
      return markup`<tr class="n${panelRow.indent}"><th scope="row">${panelRow.label}</th>${cells}</tr>`;
    }
    default:
      return null;
  }
}

/**
 * A dish's nutrition panel as an accessible table: the label format's title as caption, its
 * columns, its serving lines and nutrient rows with the printed texts (every number is the
 * domain's `nutritionPanel`), and its footnotes; folded under "Nutrition" so the menu stays
 * short, open without JavaScript.
 */
export function nutritionTable(panel: NutritionPanel): SafeHtml {
  const title = panel.rows.find((r) => r.kind === 'title');
  const caption = title?.kind === 'title' ? title.lines.join(' / ') : 'Nutrition';
  const span = panel.columns.length + 1;
  const headings = panel.columns.map((c) => markup`<th scope="col">${columnName(c)}</th>`);
  const rows = panel.rows.map((r) => row(r, span));
  const notes = panel.rows.map((f) =>
    f.kind === 'footnote' ? markup`<p class="fn">${f.lines.join(' ')}</p>` : null,
  );
  return markup`<details class="nut"><summary>Nutrition</summary><table><caption>${caption}</caption><thead><tr><td></td>${headings}</tr></thead><tbody>${rows}</tbody></table>${notes}</details>`;
}
