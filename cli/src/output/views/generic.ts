/**
 * The fallback view for replies without a dedicated one (quotes, drafts, rewards ...): scalar fields
 * as a record, arrays of objects as tables, amounts in rupees by their field name, paging as a footer.
 */
import { dateTime, money, text } from '../format.ts';
import type { Printer } from '../printer.ts';
import type { Column } from '../table.ts';

const MONEY = /(price|total|amount|mrp|discount|subtotal|shipping|charge|refund|savings|value|balance)$/i;
const TIME = /(At|Date|date|timestamp|expires|validFrom|validTo)$/;
const MAX_COLUMNS = 7;

type Row = Record<string, unknown>;
const isRecord = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** One value for a cell or a field, formatted by its key. */
export function cell(key: string, value: unknown): string {
  if (typeof value === 'number' && MONEY.test(key) && !/percent|count|points/i.test(key)) return money(value);
  if (typeof value === 'string' && TIME.test(key)) return dateTime(value);
  if (Array.isArray(value)) return value.every(isScalar) ? value.map(text).join(', ') : `${value.length} items`;
  if (isRecord(value)) {
    const name = value.name ?? value.label ?? value.categoryName ?? value.brandName ?? value.title;
    return typeof name === 'string' ? name : text(value);
  }
  return text(value);
}

/** Table columns for rows of objects: their scalar keys (and named objects), the first few. */
export function columnsFor(rows: Row[]): Array<Column<Row>> {
  const keys: string[] = [];
  for (const row of rows.slice(0, 20))
    for (const [key, value] of Object.entries(row))
      if (
        !keys.includes(key) &&
        !/image|url|description/i.test(key) &&
        (isScalar(value) || isRecord(value) || (Array.isArray(value) && value.every(isScalar)))
      )
        keys.push(key);
  return keys
    .slice(0, MAX_COLUMNS)
    .map((key) => ({ header: key, value: (row) => cell(key, row[key]), right: rows.some((r) => typeof r[key] === 'number') }));
}

/** Prints a reply's data as well as a generic view can. */
export function renderData(out: Printer, data: unknown, title?: string): void {
  if (title) out.line(out.style.bold(title));
  if (Array.isArray(data)) {
    if (data.every(isRecord)) out.table(columnsFor(data), data);
    else for (const item of data) out.line(text(item));
    return;
  }
  if (!isRecord(data)) {
    out.line(text(data));
    return;
  }
  const scalars = Object.entries(data).filter(
    ([key, value]) => key !== 'paging' && !Array.isArray(value) && !(isRecord(value) && !('name' in value || 'label' in value)),
  );
  out.fields(scalars.map(([key, value]) => [key, cell(key, value)] as const));
  for (const [key, value] of Object.entries(data)) {
    if (Array.isArray(value) && value.length && value.every(isRecord)) {
      out.line();
      out.line(out.style.bold(key));
      out.table(columnsFor(value), value);
    } else if (isRecord(value) && key !== 'paging' && !('name' in value || 'label' in value)) {
      out.line();
      out.line(out.style.bold(key));
      out.fields(
        Object.entries(value)
          .filter(([, v]) => !isRecord(v) && !Array.isArray(v))
          .map(([k, v]) => [k, cell(k, v)] as const),
      );
    }
  }
  if (isRecord(data.paging)) pagingFooter(out, data.paging);
}

/** `Page 2 of 5 · 37 items` under a list (terminal only). */
export function pagingFooter(out: Printer, paging: Row): void {
  if (!out.tty) return;
  out.line(out.style.dim(`Page ${text(paging.pageNum)} of ${text(paging.totalPages)} · ${text(paging.totalItems)} items`));
}
