import type { NutrientRow, NutritionPanel, PanelRow } from '@larder/domain';
import { drawInlineRows, type Frame } from './inline-rows';
import { baseline, lineHeight, Sketch, type LabelDrawing } from './label-drawing';
import type { LabelStyle } from './label-style';
import { splitColumns } from './split-columns';

const GAP = 8;
const LEFT = 130;

const isNutrient = (row: PanelRow): row is NutrientRow => row.kind === 'nutrient';

/**
 * The Canadian bilingual horizontal format (Part 4, Fig. 4.1(B); nutrition-labels.md §5.3):
 * heading, serving and Calories at the left, the nutrients in side-by-side columns each
 * headed by "% Daily Value* / % valeur quotidienne*", the footnote below them.
 */
export function horizontalLayout(panel: NutritionPanel, st: LabelStyle): LabelDrawing {
  const sk = new Sketch();
  const inset = st.pad + st.border;
  const left: Frame = { x: inset, w: LEFT };
  const head = panel.rows.filter(
    (r) => r.section === 'heading' || r.section === 'serving' || r.section === 'calories',
  );
  const calories = head.filter(isNutrient).map((r) => ({ ...r, aside: null }));
  let leftBottom = drawInlineRows(
    sk,
    head.filter((r) => !isNutrient(r) && !(r.kind === 'rule' && r.section === 'calories')),
    left,
    inset,
    st,
  );
  leftBottom = drawInlineRows(sk, calories, left, leftBottom + 1, st);

  const barX = inset + LEFT + GAP / 2;
  const rx = barX + st.rules.thick + GAP / 2;
  const right: Frame = { x: rx, w: st.width - inset - rx };
  const nutrients = panel.rows.filter(
    (r): r is NutrientRow => isNutrient(r) && r.section !== 'calories',
  );
  const heading = panel.columns[panel.columns.length - 1]?.heading ?? [];
  const groups = splitColumns(nutrients, 2);
  const gw = (right.w - GAP * (groups.length - 1)) / Math.max(1, groups.length);
  let y = inset;
  const small = st.sizes.small;
  groups.forEach((group, i) => {
    const f: Frame = { x: right.x + i * (gw + GAP), w: gw };
    let gy = inset;
    for (const line of heading) {
      sk.text(f.x + f.w, baseline(gy, small), small, line, { bold: true, anchor: 'end' });
      gy += lineHeight(small);
    }
    sk.rule(f.x, gy + 0.5, f.w, st.rules.medium);
    gy = drawInlineRows(sk, group, f, gy + st.rules.medium + 1, st);
    y = Math.max(y, gy);
  });
  const footnotes = panel.rows.filter((r) => r.kind === 'footnote');
  if (footnotes.length > 0) {
    sk.rule(right.x, y, right.w, st.rules.medium);
    y = drawInlineRows(sk, footnotes, right, y + st.rules.medium, st);
  }
  const bottom = Math.max(leftBottom, y) + inset;
  sk.rule(barX, inset, st.rules.thick, bottom - 2 * inset);
  sk.box(st.border / 2, st.border / 2, st.width - st.border, bottom - st.border, st.border);
  return { width: st.width, height: bottom, shapes: sk.shapes };
}
