import { textWidth } from './text-width';

/** A piece of a text line with its own weight or slant ("Trans" in italics). */
export interface Run {
  readonly text: string;
  readonly bold?: boolean;
  readonly italic?: boolean;
}

/** Where a printed value comes from: the row key and the panel column (for tests and tools). */
export interface CellRef {
  readonly key: string;
  readonly col: number;
}

export interface TextShape {
  readonly kind: 'text';
  readonly x: number;
  /** Baseline. */
  readonly y: number;
  readonly size: number;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly runs: readonly Run[];
  readonly cell?: CellRef;
}

/** A filled bar (rules, bars) or, with `stroke`, an outline (the label's box). */
export interface RectShape {
  readonly kind: 'rect';
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly stroke?: number;
}

export type Shape = TextShape | RectShape;

/** A laid-out label in points (1/72 in), drawn as SVG at its real size. */
export interface LabelDrawing {
  readonly width: number;
  readonly height: number;
  readonly shapes: readonly Shape[];
}

/** Collects shapes while a layout runs. */
export class Sketch {
  readonly shapes: Shape[] = [];

  text(
    x: number,
    y: number,
    size: number,
    runs: readonly Run[] | string,
    options: { anchor?: TextShape['anchor']; bold?: boolean; cell?: CellRef } = {},
  ): number {
    const list = typeof runs === 'string' ? [{ text: runs, bold: options.bold ?? false }] : runs;
    if (list.every((r) => r.text === '')) return 0;
    this.shapes.push({
      kind: 'text',
      x,
      y,
      size,
      anchor: options.anchor ?? 'start',
      runs: list,
      ...(options.cell ? { cell: options.cell } : {}),
    });
    return runsWidth(list, size);
  }

  rule(x: number, y: number, w: number, h: number): void {
    if (w > 0 && h > 0) this.shapes.push({ kind: 'rect', x, y, w, h });
  }

  box(x: number, y: number, w: number, h: number, stroke: number): void {
    this.shapes.push({ kind: 'rect', x, y, w, h, stroke });
  }
}

/** Width of runs set at `size`. */
export function runsWidth(runs: readonly Run[], size: number): number {
  return runs.reduce((w, r) => w + textWidth(r.text, size, r.bold ?? false), 0);
}

/** Baseline of a line of `size` whose box starts at `top` (cap height of the face ≈ 0.72 em). */
export const baseline = (top: number, size: number): number => top + size * 0.8;

/** Height of a line of `size`, with at least 1 pt leading. */
export const lineHeight = (size: number): number => Math.max(size * 1.2, size + 1);
