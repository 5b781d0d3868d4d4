import { createPortal } from 'react-dom';
import type { EstimateDocument } from './estimate-document';
import './estimate-print.css';

/**
 * The customer's copy of an estimate for printing (operations-model §6 "printable"): drawn
 * beside the app, hidden on screen; when printed it is the only thing on the page (no
 * header, navigation, side panel, status bar or buttons), fitting A4 and US Letter.
 */
export function EstimatePrintView({ doc }: { doc: EstimateDocument }) {
  return createPortal(
    <div id="estimate-print-root" data-testid="estimate-print">
      <div className="estimate-doc-head">
        <h1 className="estimate-doc-venue">{doc.venueName}</h1>
        <p className="estimate-doc-number">{doc.numberText}</p>
      </div>
      <h2 className="estimate-doc-title">{doc.title}</h2>
      <div>{doc.words.date}</div>
      {doc.customer.length > 0 && (
        <div>
          <strong>{doc.words.for}</strong>
          {doc.customer.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      )}
      <table className="estimate-doc-table">
        <thead>
          <tr>
            <th>{doc.words.item}</th>
            <th className="estimate-doc-figure">{doc.words.servings}</th>
            <th className="estimate-doc-figure">{doc.words.price}</th>
            <th className="estimate-doc-figure">{doc.words.amount}</th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line, i) => (
            <tr key={`line-${i}`}>
              <td>{line.name}</td>
              <td className="estimate-doc-figure">{line.servings}</td>
              <td className="estimate-doc-figure">{line.price}</td>
              <td className="estimate-doc-figure">{line.amount}</td>
            </tr>
          ))}
          {doc.extras.map((extra, i) => (
            <tr key={`extra-${i}`}>
              <td colSpan={3}>{extra.label}</td>
              <td className="estimate-doc-figure">{extra.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="estimate-doc-totals">
        <tbody>
          {doc.totals.map((total) => (
            <tr
              key={total.key}
              className={total.key === 'gross' ? 'estimate-doc-gross' : undefined}
              data-testid={`print-${total.key}`}
            >
              <td>{total.label}</td>
              <td>{total.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {doc.notes.trim() !== '' && (
        <div className="estimate-doc-notes">
          <strong>{doc.words.notes}</strong>
          <div>{doc.notes}</div>
        </div>
      )}
    </div>,
    document.body,
  );
}
