/** The server's smallest crop box side, in pixels of the original. */
export const MIN_CROP_SIDE = 50;
/** The crop box on screen (the viewport) starts at 100×100 and may be resized between 50 px and the boundary. */
export const DEFAULT_VIEWPORT = 100;
export const MIN_VIEWPORT = 50;
export const MAX_ZOOM = 1.5;

export type QuarterTurn = 0 | 90 | 180 | 270;
export type CropPoints = [x1: number, y1: number, x2: number, y2: number];

export interface Size {
  width: number;
  height: number;
}

/** react-easy-crop's croppedAreaPixels: a box in natural pixels of the shown image turned by the rotation. */
export interface PixelArea extends Size {
  x: number;
  y: number;
}

export interface CropGeometry {
  /** clockwise, as the cropper shows it and the server applies after cutting */
  rotation: QuarterTurn;
  /** natural size of the shown image, upright (a derivative may be smaller than the original) */
  shown: Size;
  /** size of the upright original, in whose pixels the server takes the points */
  original: Size;
  /** force an exactly square box (a profile image) */
  square?: boolean;
}

/** Turns any angle into one of the four the server takes. */
export function quarterTurn(degrees: number): QuarterTurn {
  return ((((Math.round(degrees / 90) * 90) % 360) + 360) % 360) as QuarterTurn;
}

/**
 * The box of the rotated view in pixels of the upright shown image: the inverse of turning the
 * image clockwise, under which an upright (x, y) lands at (H − y, x) for 90°, (W − x, H − y) for
 * 180° and (y, W − x) for 270°.
 */
function unrotate({ x, y, width, height }: PixelArea, rotation: QuarterTurn, { width: W, height: H }: Size): CropPoints {
  switch (rotation) {
    case 0:
      return [x, y, x + width, y + height];
    case 90:
      return [y, H - (x + width), y + height, H - x];
    case 180:
      return [W - (x + width), H - (y + height), W - x, H - y];
    case 270:
      return [W - (y + height), x, W - y, x + width];
  }
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The side [start, end) of length `length` inside [0, bound], moved (not shrunk) when it sticks out. */
function fitSide(start: number, length: number, bound: number): [number, number] {
  const size = Math.min(length, bound);
  const from = clamp(start, 0, bound - size);
  return [from, from + size];
}

/**
 * The four points the server crops by ([x1, y1, x2, y2] in whole pixels of the upright original)
 * from the cropper's area, which is in pixels of the shown image as turned on screen.
 */
export function cropPoints(area: PixelArea, { rotation, shown, original, square = false }: CropGeometry): CropPoints {
  const [x1, y1, x2, y2] = unrotate(area, rotation, shown);
  const scaleX = original.width / shown.width;
  const scaleY = original.height / shown.height;
  let width = Math.round((x2 - x1) * scaleX);
  let height = Math.round((y2 - y1) * scaleY);
  if (square) width = height = Math.min(width, height, original.width, original.height);
  const [left, right] = fitSide(Math.round(x1 * scaleX), width, original.width);
  const [top, bottom] = fitSide(Math.round(y1 * scaleY), height, original.height);
  return [left, top, right, bottom];
}

/** The size of the crop the points make, after the rotation. */
export function croppedSize([x1, y1, x2, y2]: CropPoints, rotation: QuarterTurn): Size {
  const turned = rotation === 90 || rotation === 270;
  return turned ? { width: y2 - y1, height: x2 - x1 } : { width: x2 - x1, height: y2 - y1 };
}

/** Whether the server takes the box: at least MIN_CROP_SIDE on each side. */
export function isLargeEnough([x1, y1, x2, y2]: CropPoints): boolean {
  return x2 - x1 >= MIN_CROP_SIDE && y2 - y1 >= MIN_CROP_SIDE;
}

/**
 * The largest viewport side the cropper allows: the smaller side of the container and of the image
 * as the cropper fits it in (shrunk to fit, never enlarged). A quarter turn swaps the image's sides,
 * which leaves the smaller one as it is.
 */
export function maxViewport(container: Size, image: Size): number {
  const scale = Math.min(container.width / image.width, container.height / image.height, 1);
  const side = Math.min(container.width, container.height, image.width * scale, image.height * scale);
  return Number.isFinite(side) ? Math.max(MIN_VIEWPORT, Math.floor(side)) : MIN_VIEWPORT;
}
