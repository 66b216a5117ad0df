/**
 * Runs in the render pool (lib/render-pool.ts): the bookings of a date range as an .xlsx, built
 * with exceljs off the event loop. Nothing here touches the database.
 */
import ExcelJS from 'exceljs';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@venue/shared';
import { escapeCell } from '../../lib/cell-escape.ts';

export interface BookingsExportRow {
  reference: string;
  date: string;
  time: string;
  partySize: number;
  name: string;
  mobileNumber: string;
  status: BookingStatus;
  note: string;
  /** When it was made, venue-local `YYYY-MM-DD HH:MM`. */
  createdAt: string;
}

export interface BookingsExportTask {
  rows: BookingsExportRow[];
}

const COLUMNS = [
  { header: 'Reference', key: 'reference', width: 12 },
  { header: 'Date', key: 'date', width: 12 },
  { header: 'Time', key: 'time', width: 8 },
  { header: 'Guests', key: 'partySize', width: 8 },
  { header: 'Name', key: 'name', width: 24 },
  { header: 'Mobile number', key: 'mobileNumber', width: 16 },
  { header: 'Status', key: 'status', width: 12 },
  { header: 'Note', key: 'note', width: 40 },
  { header: 'Booked at', key: 'createdAt', width: 18 },
] as const;

/**
 * One sheet, one row per booking. Guests type their name and note, so every text cell is
 * escaped against formula injection (decisions §4), as the menu export does.
 */
export async function bookingsWorkbook(task: BookingsExportTask): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Venue Dashboard';
  const sheet = workbook.addWorksheet('Bookings', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  for (const row of task.rows) {
    sheet.addRow({
      reference: escapeCell(row.reference),
      date: row.date,
      time: row.time,
      partySize: row.partySize,
      name: escapeCell(row.name),
      mobileNumber: escapeCell(row.mobileNumber),
      status: BOOKING_STATUS_LABELS[row.status],
      note: escapeCell(row.note),
      createdAt: row.createdAt,
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
