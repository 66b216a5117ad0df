import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** Real files for the media tests, made on the spot (tests make their own data). */

export function pngFile(width = 30, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 230, g: 80, b: 20, alpha: 0.6 } } })
    .png()
    .toBuffer();
}

/**
 * A 40x20 JPEG as a phone writes it: EXIF with camera make, a GPS position and orientation 6
 * (the camera was turned, so the picture shows 20 wide and 40 high).
 */
export function phoneJpegFile(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function gifFile(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 0, g: 128, b: 0 } } })
    .gif()
    .toBuffer();
}

/** A two-frame animated GIF (red, then blue), `width` wide. */
export async function animatedGifFile(width = 40): Promise<Buffer> {
  const frame = (colour: string) =>
    sharp({ create: { width, height: 20, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .gif({ delay: [200, 200] })
    .toBuffer();
}

export function webpFile(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 0, g: 0, b: 200 } } })
    .webp()
    .toBuffer();
}

/** A minimal MP4: an `ftyp` box (brand isom) followed by an empty `mdat` box. */
export function mp4File(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write('isom', 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2', 16, 'latin1');
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

/** The start of a Linux executable (ELF), padded like a real binary. */
export function elfFile(): Buffer {
  const header = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
  return Buffer.concat([header, Buffer.alloc(4096, 0x90)]);
}

/** The start of a Windows executable (MZ … PE\0\0). */
export function peFile(): Buffer {
  const file = Buffer.alloc(4096, 0);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
}

/** A PNG whose header claims `width` x `height` pixels but carries a 1x1 picture's data. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngFile(1, 1));
  // IHDR is the first chunk: length (4) at 8, type at 12, data at 16 (width, height), CRC after 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A real PNG's signature and header followed by noise: the magic bytes pass, decoding cannot. */
export async function brokenPngFile(): Promise<Buffer> {
  const png = await pngFile(64, 64);
  return Buffer.concat([png.subarray(0, 33), Buffer.alloc(2048, 0x42)]);
}
