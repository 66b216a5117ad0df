import sharp from 'sharp';

/** What a stored image is: the server re-encodes uploads (photos become WebP), so journeys read it, not its bytes. */
export async function imageInfo(bytes: Buffer): Promise<{ format: string | undefined; width: number; height: number }> {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width: width ?? 0, height: height ?? 0 };
}
