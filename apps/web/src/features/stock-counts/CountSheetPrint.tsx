import type { NamedStockTotal, StockCountTotals } from '@larder/domain';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { areaHeading, categoryHeading } from './count-rows';
import type { SheetArea } from './count-sheet';
import { unitName } from './unit-name';
import '../../components/print/page-print.css';
import './stock-print.css';

/**
 * The printed count sheet (operations-model §4): drawn beside the app while printing, the
 * only thing on the page (no header, navigation, side panel or buttons), on A4 or Letter:
 * the count's name and day, each storage area's items with what was counted (blank lines to
 * count on paper), and the totals by area, category and overall.
 */
export function CountSheetPrint({
  title,
  date,
  areas,
  totals,
  showCosts,
  cost,
}: {
  title: string;
  date: string;
  areas: readonly SheetArea[];
  totals: StockCountTotals;
  showCosts: boolean;
  cost: (value: number | null | undefined) => string;
}) {
  const { t } = useTranslation('stock-counts');
  const money = (value: number | null) => (value === null ? '' : cost(value));
  return createPortal(
    <div id="stock-print-root" className="stock-print-root" data-testid="count-sheet-print">
      <h1>{title}</h1>
      <p>{t('print.countedOn', { date })}</p>
      {areas.map((area) => (
        <section key={area.area} className="stock-print-area">
          <h2>{area.heading}</h2>
          <table className="stock-print-table">
            <thead>
              <tr>
                <th>{t('rows.item')}</th>
                <th>{t('rows.category')}</th>
                <th className="stock-print-figure">{t('rows.quantity')}</th>
                <th>{t('rows.unit')}</th>
                {showCosts && <th className="stock-print-figure">{t('rows.value')}</th>}
              </tr>
            </thead>
            <tbody>
              {area.lines.map((line) => (
                <tr key={line.key}>
                  <td>{line.name}</td>
                  <td>{line.category}</td>
                  <td className="stock-print-figure stock-print-blank">{line.qty}</td>
                  <td>{line.unit && unitName(line.unit)}</td>
                  {showCosts && <td className="stock-print-figure">{money(line.value)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <PrintTotals
        title={t('print.byArea')}
        column={t('totals.area')}
        rows={totals.byArea.map((t) => ({ ...t, label: areaHeading(t.name) }))}
        showCosts={showCosts}
        cost={cost}
      />
      <PrintTotals
        title={t('print.byCategory')}
        column={t('totals.category')}
        rows={totals.byCategory.map((t) => ({ ...t, label: categoryHeading(t.name) }))}
        showCosts={showCosts}
        cost={cost}
      />
      <p className="stock-print-total">
        {t('print.overall', { count: totals.overall.lines })}
        {showCosts && `, ${cost(totals.overall.value)}`}
        {showCosts &&
          totals.overall.missing > 0 &&
          ` ${t('withoutValue', { count: totals.overall.missing })}`}
      </p>
    </div>,
    document.body,
  );
}

function PrintTotals({
  title,
  column,
  rows,
  showCosts,
  cost,
}: {
  title: string;
  column: string;
  rows: readonly (NamedStockTotal & { label: string })[];
  showCosts: boolean;
  cost: (value: number | null | undefined) => string;
}) {
  const { t } = useTranslation('stock-counts');
  return (
    <section className="stock-print-area">
      <h2>{title}</h2>
      <table className="stock-print-table">
        <thead>
          <tr>
            <th>{column}</th>
            <th className="stock-print-figure">{t('totals.lines')}</th>
            {showCosts && <th className="stock-print-figure">{t('totals.value')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((total) => (
            <tr key={total.name}>
              <td>{total.label}</td>
              <td className="stock-print-figure">{total.lines}</td>
              {showCosts && <td className="stock-print-figure">{cost(total.value)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
