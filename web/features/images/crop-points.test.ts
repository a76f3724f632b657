import { describe, expect, test } from 'vitest';
import { croppedSize, cropPoints, isLargeEnough, maxViewport, quarterTurn } from './crop-points.ts';

const same = { width: 400, height: 300 };

describe('cropPoints', () => {
  test('upright, shown at full size: the area is the box', () => {
    expect(cropPoints({ x: 10, y: 20, width: 100, height: 50 }, { rotation: 0, shown: same, original: same })).toEqual([10, 20, 110, 70]);
  });

  test('a smaller derivative on screen: scaled to pixels of the original', () => {
    const points = cropPoints({ x: 10, y: 20, width: 100, height: 50 }, { rotation: 0, shown: same, original: { width: 1600, height: 1200 } });
    expect(points).toEqual([40, 80, 440, 280]);
  });

  // A 400×300 image turned clockwise shows as 300×400; the cropper's area is in that turned view.
  test('90°: the top-left of the turned view is the bottom-left of the upright image', () => {
    expect(cropPoints({ x: 0, y: 0, width: 100, height: 60 }, { rotation: 90, shown: same, original: same })).toEqual([0, 200, 60, 300]);
  });

  test('180°: the top-left of the view is the bottom-right of the image', () => {
    expect(cropPoints({ x: 0, y: 0, width: 100, height: 60 }, { rotation: 180, shown: same, original: same })).toEqual([300, 240, 400, 300]);
  });

  test('270°: the top-left of the view is the top-right of the image', () => {
    expect(cropPoints({ x: 0, y: 0, width: 100, height: 60 }, { rotation: 270, shown: same, original: same })).toEqual([340, 0, 400, 100]);
  });

  test('every turn of the whole view is the whole image', () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      const turned = rotation % 180 ? { width: 300, height: 400 } : same;
      expect(cropPoints({ x: 0, y: 0, ...turned }, { rotation, shown: same, original: same })).toEqual([0, 0, 400, 300]);
    }
  });

  test('rounding never leaves the image, and a square stays square', () => {
    const geometry = { rotation: 0 as const, shown: { width: 333, height: 250 }, original: { width: 1000, height: 751 } };
    const [x1, y1, x2, y2] = cropPoints({ x: 233, y: 150, width: 100, height: 100 }, { ...geometry, square: true });
    expect(x2 - x1).toBe(y2 - y1);
    expect(x2).toBeLessThanOrEqual(1000);
    expect(y2).toBeLessThanOrEqual(751);
    expect(x1).toBeGreaterThanOrEqual(0);
  });
});

test('croppedSize swaps the sides for a quarter turn', () => {
  expect(croppedSize([0, 0, 300, 200], 90)).toEqual({ width: 200, height: 300 });
  expect(croppedSize([0, 0, 300, 200], 180)).toEqual({ width: 300, height: 200 });
});

test('isLargeEnough: 50 px on each side', () => {
  expect(isLargeEnough([0, 0, 50, 50])).toBe(true);
  expect(isLargeEnough([0, 0, 49, 200])).toBe(false);
});

test('quarterTurn keeps angles to 0, 90, 180 and 270', () => {
  expect([0, 90, 180, 270, 360, 450, -90, -180].map(quarterTurn)).toEqual([0, 90, 180, 270, 0, 90, 270, 180]);
});

test('maxViewport: the smaller side of the container and of the image fitted into it, never under 50', () => {
  expect(maxViewport({ width: 358, height: 360 }, { width: 1012, height: 759 })).toBe(268);
  expect(maxViewport({ width: 358, height: 200 }, { width: 759, height: 1012 })).toBe(150);
  // a small image is shown at its own size
  expect(maxViewport({ width: 358, height: 360 }, { width: 100, height: 67 })).toBe(67);
  expect(maxViewport({ width: 358, height: 360 }, { width: 30, height: 20 })).toBe(50);
  expect(maxViewport({ width: 358, height: 360 }, { width: 0, height: 0 })).toBe(50);
});
