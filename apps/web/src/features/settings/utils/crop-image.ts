/** Cuts the chosen square out of an image and encodes it for upload. */

/** Side of the uploaded square; the server scales it down to its own size. */
export const AVATAR_SIDE_PX = 512;

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Draws `area` of the image onto an AVATAR_SIDE_PX square and encodes it as WebP. Browsers that
 * cannot encode WebP hand back PNG instead, which the server accepts as well.
 */
export async function cropToBlob(image: CanvasImageSource, area: PixelArea): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIDE_PX;
  canvas.height = AVATAR_SIDE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas is not available');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, AVATAR_SIDE_PX, AVATAR_SIDE_PX);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.9));
  if (!blob) throw new Error('the canvas could not be encoded');
  return blob;
}
