import { defineRoutes } from './define.ts';

/**
 * The QR manager (decisions §5) under /v2/qr-codes: reads for members, writes for members with
 * digitalMenuAccess. The public `/q/{code}` redirect that counts each scan is a guest page, not
 * a call of the API (qr.routes.ts on the server).
 */
export const qrRoutes = defineRoutes('qr codes', {
  listQrCodes: {
    method: 'GET',
    path: '/v2/qr-codes',
    access: 'member',
    summary: "The venue's QR codes with their scan counts",
  },
  createQrCode: {
    method: 'POST',
    path: '/v2/qr-codes',
    access: 'digitalMenuAccess',
    summary: 'Create a QR code for the menu, link page, booking page or a table',
    errors: ['CONFLICT'],
  },
  createQrTables: {
    method: 'POST',
    path: '/v2/qr-codes/tables',
    access: 'digitalMenuAccess',
    summary: "A room's worth of table codes at once; tables that have one keep it",
    errors: ['CONFLICT'],
  },
  updateQrCode: {
    method: 'PATCH',
    path: '/v2/qr-codes/:id',
    access: 'digitalMenuAccess',
    summary: 'A new label (and table number); the printed code keeps working',
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  deleteQrCode: {
    method: 'POST',
    path: '/v2/qr-codes/:id/delete',
    access: 'digitalMenuAccess',
    summary: 'Delete a QR code: the printed code stops working',
    errors: ['NOT_FOUND'],
  },
  getQrStats: {
    method: 'GET',
    path: '/v2/qr-codes/stats',
    access: 'member',
    summary: 'Scans per code per day over the last `days` days',
  },
  getQrSheet: {
    method: 'GET',
    path: '/v2/qr-codes/sheet.pdf',
    access: 'member',
    summary: 'A4 PDF, six codes per page: exactly the codes in `ids` (every code when none)',
    errors: ['NOT_FOUND', 'BUSINESS_RULE', 'RATE_LIMITED', 'UNAVAILABLE'],
    file: 'application/pdf',
  },
  downloadQrCode: {
    method: 'GET',
    path: '/v2/qr-codes/:id/download/:format',
    access: 'member',
    summary: 'The QR image with its name under it, as PNG or SVG (`format`)',
    errors: ['NOT_FOUND', 'UNAVAILABLE'],
    file: 'image/*',
  },
});
