/**
 * Runs in the render pool (lib/render-pool.ts): the guest book as an .xlsx, built with exceljs
 * off the event loop. Nothing here touches the database.
 */
import ExcelJS from 'exceljs';
import { paiseToRupees } from '@venue/shared';
import { escapeCell } from '../../lib/cell-escape.ts';

export interface GuestsExportRow {
  name: string;
  mobileNumber: string;
  visits: number;
  noShows: number;
  cancellations: number;
  /** Venue-local `YYYY-MM-DD HH:MM`, or ''. */
  lastVisit: string;
  spendPaise: number;
  tags: string;
  notes: string;
}

export interface GuestsExportTask {
  rows: GuestsExportRow[];
}

const COLUMNS = [
  { header: 'Name', key: 'name', width: 24 },
  { header: 'Mobile number', key: 'mobileNumber', width: 16 },
  { header: 'Visits', key: 'visits', width: 8 },
  { header: 'No-shows', key: 'noShows', width: 10 },
  { header: 'Cancellations', key: 'cancellations', width: 14 },
  { header: 'Last visit', key: 'lastVisit', width: 18 },
  { header: 'Spend (₹)', key: 'spend', width: 12 },
  { header: 'Tags', key: 'tags', width: 24 },
  { header: 'Notes', key: 'notes', width: 48 },
] as const;

/** One sheet, one row per guest; names, tags and notes are typed by people, so escaped (decisions §4). */
export async function guestsWorkbook(task: GuestsExportTask): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Venue Dashboard';
  const sheet = workbook.addWorksheet('Guests', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  for (const row of task.rows) {
    sheet.addRow({
      name: escapeCell(row.name),
      mobileNumber: escapeCell(row.mobileNumber),
      visits: row.visits,
      noShows: row.noShows,
      cancellations: row.cancellations,
      lastVisit: row.lastVisit,
      spend: paiseToRupees(row.spendPaise),
      tags: escapeCell(row.tags),
      notes: escapeCell(row.notes),
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
