import type { NutritionPanel, PanelColumn, PanelRow } from '@larder/domain';
import { html, type SafeHtml } from './html.js';

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
    case 'text':
      return html`<tr>
        <td colspan="${span}">
          ${panelRow.lines.join(' ')}${
            panelRow.value ? html` <b>${panelRow.value.join(' ')}</b>` : ''
          }
        </td>
      </tr>`;
    case 'nutrient':
      return html`<tr class="n${panelRow.indent}">
        <th scope="row">${panelRow.label}</th>
        ${panelRow.cells.map((cell) => html`<td>${cell?.text ?? ''}</td>`)}
      </tr>`;
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
  const footnotes = panel.rows.filter((r) => r.kind === 'footnote');
  const span = panel.columns.length + 1;
  return html`<details class="nut">
    <summary>Nutrition</summary>
    <table>
      <caption>
        ${title?.kind === 'title' ? title.lines.join(' / ') : 'Nutrition'}
      </caption>
      <thead>
        <tr>
          <td></td>
          ${panel.columns.map((c) => html`<th scope="col">${columnName(c)}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${panel.rows.map((r) => row(r, span))}
      </tbody>
    </table>
    ${footnotes.map((f) =>
      f.kind === 'footnote' ? html`<p class="fn">${f.lines.join(' ')}</p>` : null,
    )}
  </details>`;
}
