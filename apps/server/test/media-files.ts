import { crc32 } from 'node:zlib';
import { createFile } from 'mp4box';
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

/**
 * A real MP4 with one 16x16 H.264 video track of three frames, written by MP4Box.js (the frames'
 * bytes are not a picture, but every box a player reads is there).
 */
export function mp4File(): Buffer {
  const file = createFile();
  const sps = [0x67, 0x42, 0x00, 0x1e, 0x95, 0xa8, 0x28, 0x0f, 0x64];
  const pps = [0x68, 0xce, 0x38, 0x80];
  // AVCDecoderConfigurationRecord: version 1, baseline profile, level 3.0, one SPS, one PPS.
  const avcC = new Uint8Array([1, 0x42, 0x00, 0x1e, 0xff, 0xe1, 0, sps.length, ...sps, 1, 0, pps.length, ...pps]);
  const track = file.addTrack({ type: 'avc1', width: 16, height: 16, timescale: 1000, avcDecoderConfigRecord: avcC.buffer });
  for (let frame = 0; frame < 3; frame += 1) {
    file.addSample(track, new Uint8Array([0, 0, 0, 2, 0x65, 0x88]), { duration: 40, is_sync: frame === 0 });
  }
  return Buffer.from(file.getBuffer().buffer as ArrayBuffer);
}

/** Only the start of an MP4: an `ftyp` box padded to 32 bytes. The magic bytes pass; there is no movie. */
export function mp4HeaderOnly(): Buffer {
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write('isom', 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2mp41', 16, 'latin1');
  return ftyp;
}

/** An MP4 header followed by a web page: a file that is a "video" by its first bytes and HTML after. */
export function mp4HtmlPolyglot(): Buffer {
  return Buffer.concat([mp4HeaderOnly(), Buffer.from('<!doctype html><html><script>alert(document.domain)</script></html>')]);
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
