import { deflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { call, multipart } from '../../../test/fixtures.ts';

/** A minimal zip with one deflated entry of `size` zero bytes: a classic bomb. */
export function zipBomb(size: number): Buffer {
  const content = deflateRawSync(Buffer.alloc(size));
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(0, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(0, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const centralOffset = local.length + name.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, content, central, name, end]);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /v2/import-menu-from-excel with `data` as the .xlsx file and `fields` (mode, validOnly). */
export function importMenuSheet(
  app: FastifyInstance,
  headers: Record<string, string>,
  data: Buffer,
  fields: Record<string, string>,
) {
  const body = multipart(fields, { filename: 'menu.xlsx', contentType: XLSX, data });
  return call(app, {
    method: 'POST',
    url: '/v2/import-menu-from-excel',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
