import { baseline, lineHeight, Sketch, type LabelDrawing } from './label-drawing';
import type { LabelStyle } from './label-style';
import { wrapText } from './text-width';

/**
 * The US linear display for small packages (101.9(j)(13); nutrition-labels.md §2.5): the
 * panel's continuous string, "Nutrition Facts" in bold, wrapped in a hairline box.
 */
export function linearLayout(linear: string, title: string, st: LabelStyle): LabelDrawing {
  const sk = new Sketch();
  const inset = st.pad + st.border;
  const w = st.width - 2 * inset;
  const size = st.sizes.normal;
  let y = inset;
  const rest = linear.startsWith(title) ? linear.slice(title.length).trimStart() : linear;
  const lines = wrapText(`${title} ${rest}`, w, size);
  lines.forEach((line, i) => {
    const b = baseline(y, size);
    if (i === 0 && line.startsWith(title)) {
      sk.text(inset, b, size, [
        { text: `${title} `, bold: true },
        { text: line.slice(title.length + 1) },
      ]);
    } else sk.text(inset, b, size, line);
    y += lineHeight(size);
  });
  const height = y + inset;
  sk.box(st.border / 2, st.border / 2, st.width - st.border, height - st.border, st.border);
  return { width: st.width, height, shapes: sk.shapes };
}
