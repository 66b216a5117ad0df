import {
  CreateQrCodeRequestSchema,
  CreateQrTablesRequestSchema,
  QrCodeBodySchema,
  QrCodeDeletedBodySchema,
  QrCodeIdParamsSchema,
  QrCodeListBodySchema,
  QrDownloadParamsSchema,
  QrSheetQuerySchema,
  QrStatsBodySchema,
  QrStatsQuerySchema,
  QrTablesBodySchema,
  UpdateQrCodeRequestSchema,
} from '../qr.ts';
import { defineEndpoints } from './define.ts';
import { qrRoutes } from './qr.routes.ts';

export const qrEndpoints = defineEndpoints(qrRoutes, {
  listQrCodes: { response: QrCodeListBodySchema },
  createQrCode: { body: CreateQrCodeRequestSchema, response: QrCodeBodySchema },
  createQrTables: { body: CreateQrTablesRequestSchema, response: QrTablesBodySchema },
  updateQrCode: { params: QrCodeIdParamsSchema, body: UpdateQrCodeRequestSchema, response: QrCodeBodySchema },
  deleteQrCode: { params: QrCodeIdParamsSchema, response: QrCodeDeletedBodySchema },
  getQrStats: { query: QrStatsQuerySchema, response: QrStatsBodySchema },
  getQrSheet: { query: QrSheetQuerySchema, response: null },
  downloadQrCode: { params: QrDownloadParamsSchema, response: null },
});
