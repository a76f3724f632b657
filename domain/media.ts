/** social-core §9 image size classes: each photo's width as a percent of the gallery's. */
export const IMAGE_SIZE_CLASSES = [100, 50, 33, 25] as const;
export type ImageSizeClass = (typeof IMAGE_SIZE_CLASSES)[number];

/** A stored size, or null (the automatic grid) when it is none of the classes. */
export function imageSizeClass(size: number | null | undefined): ImageSizeClass | null {
  return IMAGE_SIZE_CLASSES.find((each) => each === size) ?? null;
}

/** How many featured media a profile shows. */
export const FEATURED_MEDIA_SHOWN = 12;
