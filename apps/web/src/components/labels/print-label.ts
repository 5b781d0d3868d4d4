import './label-print.css';

const ROOT_ID = 'label-print-root';
const PRINTING = 'printing-label';

/**
 * Prints just the label at its real size: a copy of the svg goes into a print-only container
 * and the print stylesheet (label-print.css) hides the rest of the page until printing ends.
 */
export function printLabel(svg: SVGSVGElement): void {
  document.getElementById(ROOT_ID)?.remove();
  const root = document.createElement('div');
  root.id = ROOT_ID;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute('style');
  root.appendChild(copy);
  document.body.appendChild(root);
  document.body.classList.add(PRINTING);
  const done = () => {
    root.remove();
    document.body.classList.remove(PRINTING);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
