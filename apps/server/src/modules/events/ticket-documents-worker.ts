/**
 * Runs in the render pool (lib/render-pool.ts): a buyer's receipt PDF and an event's sales
 * spreadsheet, off the event loop. Nothing here touches the database.
 */
import ExcelJS from 'exceljs';
import { escapeCell } from '../../lib/cell-escape.ts';
import { ticketReceiptPdf, type TicketReceiptDocument } from './ticket-receipt-pdf.ts';

export async function renderTicketReceipt(receipt: TicketReceiptDocument): Promise<Uint8Array> {
  return ticketReceiptPdf(receipt);
}

/** One row per order that took money; amounts in rupees with paise, as the wallet shows them. */
export interface SalesExportTask {
  rows: Array<{
    orderId: string;
    buyerName: string;
    mobileNumber: string;
    paidAt: string;
    status: string;
    tickets: number;
    totalPaise: number;
    gstRatePercent: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    gstPaise: number;
  }>;
}

const rupees = (paise: number) => paise / 100;
const MONEY_FORMAT = '#,##0.00';

const COLUMNS = [
  { header: 'Order', key: 'orderId', width: 28 },
  { header: 'Buyer', key: 'buyerName', width: 22 },
  { header: 'Mobile number', key: 'mobileNumber', width: 16 },
  { header: 'Paid at', key: 'paidAt', width: 18 },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Tickets', key: 'tickets', width: 8 },
  { header: 'Total (₹)', key: 'total', width: 12 },
  { header: 'GST rate %', key: 'gstRatePercent', width: 10 },
  { header: 'Taxable value (₹)', key: 'taxable', width: 16 },
  { header: 'CGST (₹)', key: 'cgst', width: 11 },
  { header: 'SGST (₹)', key: 'sgst', width: 11 },
  { header: 'GST (₹)', key: 'gst', width: 11 },
] as const;

export async function salesWorkbook(task: SalesExportTask): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Venue Dashboard';
  const sheet = workbook.addWorksheet('Sales', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };
  for (const row of task.rows) {
    sheet.addRow({
      orderId: row.orderId,
      buyerName: escapeCell(row.buyerName),
      mobileNumber: escapeCell(row.mobileNumber),
      paidAt: row.paidAt,
      status: row.status,
      tickets: row.tickets,
      total: rupees(row.totalPaise),
      gstRatePercent: row.gstRatePercent,
      taxable: rupees(row.taxablePaise),
      cgst: rupees(row.cgstPaise),
      sgst: rupees(row.sgstPaise),
      gst: rupees(row.gstPaise),
    });
  }
  for (const key of ['total', 'taxable', 'cgst', 'sgst', 'gst']) sheet.getColumn(key).numFmt = MONEY_FORMAT;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
