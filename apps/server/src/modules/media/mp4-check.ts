import { createFile, Log, MP4BoxBuffer, type Movie } from 'mp4box';

// The parser logs every box it dislikes to the console; a refused upload is answered, not logged.
Log.setLogLevel(Log.error);

/**
 * Whether `data` is an MP4 that a phone can play: its boxes parse (GPAC's MP4Box.js), they
 * cover the file exactly, and it holds a video track with frames and a picture size. The magic
 * bytes alone let through a 32-byte header, or a header followed by a web page (issue 16).
 */
export function isPlayableMp4(data: Buffer): boolean {
  if (!topLevelBoxesCoverFile(data)) return false;
  let info: Movie | null = null;
  const file = createFile();
  file.onReady = (ready) => {
    info = ready;
  };
  file.onError = () => {
    info = null;
  };
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength), 0));
    file.flush();
  } catch {
    return false;
  }
  const movie = info as Movie | null;
  return Boolean(
    movie?.videoTracks.some((track) => track.nb_samples > 0 && (track.video?.width ?? 0) > 0 && (track.video?.height ?? 0) > 0),
  );
}

/**
 * Walks the top-level boxes by their sizes: they must end exactly at the end of the file, so
 * nothing (such as HTML) trails the movie where no MP4 reader looks.
 */
function topLevelBoxesCoverFile(data: Buffer): boolean {
  let offset = 0;
  while (offset < data.length) {
    if (data.length - offset < 8) return false;
    let size = data.readUInt32BE(offset);
    if (size === 1) {
      if (data.length - offset < 16) return false;
      const large = data.readBigUInt64BE(offset + 8);
      if (large > BigInt(data.length)) return false;
      size = Number(large);
    } else if (size === 0) {
      size = data.length - offset;
    }
    if (size < 8) return false;
    offset += size;
  }
  return offset === data.length;
}
