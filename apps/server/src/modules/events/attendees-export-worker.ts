/**
 * Runs in the render pool (lib/render-pool.ts): an event's guest list as an .xlsx, built with
 * exceljs off the event loop. Nothing here touches the database.
 */
import ExcelJS from 'exceljs';
import type { Attendee } from '@venue/shared';
import { escapeCell } from '../../lib/cell-escape.ts';

export interface AttendeesExportTask {
  rows: Array<Omit<Attendee, 'checkedInAt' | '_id' | 'orderId'> & { checkedInAt: string }>;
}

const COLUMNS = [
  { header: 'Name', key: 'attendeeName', width: 24 },
  { header: 'Mobile number', key: 'mobileNumber', width: 16 },
  { header: 'Ticket', key: 'ticketTypeName', width: 18 },
  { header: 'Code', key: 'code', width: 14 },
  { header: 'Status', key: 'status', width: 10 },
  { header: 'Checked in', key: 'checkedInAt', width: 18 },
] as const;

/**
 * One row per ticket; buyers type their names and answers, so text cells are escaped (decisions
 * §4). Each question asked (by its words) gets a column after the fixed ones.
 */
export async function attendeesWorkbook(task: AttendeesExportTask): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Venue Dashboard';
  const sheet = workbook.addWorksheet('Guests', { views: [{ state: 'frozen', ySplit: 1 }] });
  const questions = [...new Set(task.rows.flatMap((row) => row.answers.map((answer) => answer.label)))];
  sheet.columns = [
    ...COLUMNS.map((column) => ({ ...column })),
    ...questions.map((label, index) => ({ header: escapeCell(label), key: `question${index}`, width: 24 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of task.rows) {
    const answers = Object.fromEntries(
      questions.map((label, index) => [
        `question${index}`,
        escapeCell(row.answers.find((answer) => answer.label === label)?.answer ?? ''),
      ]),
    );
    sheet.addRow({
      ...answers,
      attendeeName: escapeCell(row.attendeeName),
      mobileNumber: escapeCell(row.mobileNumber),
      ticketTypeName: escapeCell(row.ticketTypeName),
      code: row.code,
      status: row.status,
      checkedInAt: row.checkedInAt,
    });
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
