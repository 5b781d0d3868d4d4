import type { NutritionPanel } from '@larder/domain';
import { drawInlineRows } from './inline-rows';
import { Sketch, type LabelDrawing } from './label-drawing';
import type { LabelStyle } from './label-style';

/**
 * The vertical US and Canadian tables (nutrition-labels.md §2.2, §5.1): a hairline box, the
 * rows top to bottom in the panel's order with its bars and rules.
 */
export function verticalLayout(panel: NutritionPanel, st: LabelStyle): LabelDrawing {
  const sk = new Sketch();
  const inset = st.pad + st.border;
  const bottom = drawInlineRows(sk, panel.rows, { x: inset, w: st.width - 2 * inset }, inset, st);
  const height = bottom + inset;
  sk.box(st.border / 2, st.border / 2, st.width - st.border, height - st.border, st.border);
  return { width: st.width, height, shapes: sk.shapes };
}
