import type { Ref } from 'react';
import type { LabelDrawing, Shape } from './layout/label-drawing';
import { LABEL_FONT_FAMILY } from './layout/text-width';

const n = (v: number): number => Math.round(v * 100) / 100;

function ShapeElement({ shape }: { shape: Shape }) {
  if (shape.kind === 'rect')
    return shape.stroke ? (
      <rect
        x={n(shape.x)}
        y={n(shape.y)}
        width={n(shape.w)}
        height={n(shape.h)}
        fill="none"
        stroke="#000"
        strokeWidth={shape.stroke}
      />
    ) : (
      <rect x={n(shape.x)} y={n(shape.y)} width={n(shape.w)} height={n(shape.h)} fill="#000" />
    );
  return (
    <text
      x={n(shape.x)}
      y={n(shape.y)}
      fontSize={shape.size}
      textAnchor={shape.anchor}
      xmlSpace="preserve"
      data-key={shape.cell?.key}
      data-col={shape.cell?.col}
    >
      {shape.runs.map((run, i) => (
        <tspan
          key={i}
          fontWeight={run.bold ? 'bold' : undefined}
          fontStyle={run.italic ? 'italic' : undefined}
        >
          {run.text}
        </tspan>
      ))}
    </text>
  );
}

/**
 * A laid-out label as SVG at its real size (points); `scale` enlarges it on screen only.
 * Incomplete data is marked across the label, so it is never mistaken for a finished one.
 */
export function LabelSvg({
  drawing,
  title,
  scale = 1,
  incomplete = false,
  incompleteMark = '',
  ref,
}: {
  drawing: LabelDrawing;
  title: string;
  scale?: number;
  incomplete?: boolean;
  /** The words marked across a label drawn from incomplete data (the screen's language). */
  incompleteMark?: string;
  ref?: Ref<SVGSVGElement>;
}) {
  const { width, height } = drawing;
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      width={`${n(width)}pt`}
      height={`${n(height)}pt`}
      viewBox={`0 0 ${n(width)} ${n(height)}`}
      style={{ width: width * scale * (4 / 3), height: height * scale * (4 / 3) }}
      role="img"
      aria-label={title}
      fontFamily={LABEL_FONT_FAMILY}
      fill="#000"
    >
      <title>{title}</title>
      <rect x={0} y={0} width={n(width)} height={n(height)} fill="#fff" />
      {drawing.shapes.map((shape, i) => (
        <ShapeElement key={i} shape={shape} />
      ))}
      {incomplete && (
        <g data-testid="incomplete-mark" opacity={0.8}>
          <rect x={0} y={height / 2 - 14} width={width} height={28} fill="#fff3bf" />
          <text
            x={width / 2}
            y={height / 2 + 5}
            fontSize={14}
            fontWeight="bold"
            textAnchor="middle"
            fill="#c92a2a"
          >
            {incompleteMark}
          </text>
        </g>
      )}
    </svg>
  );
}
