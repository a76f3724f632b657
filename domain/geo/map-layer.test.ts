import { describe, expect, it } from 'vitest';
import { isMapGrid, isMapLayer, layerForView } from './map-layer.ts';
import { MAP_DEFAULT, POINT_ZOOM } from './map.ts';

const BUDAPEST = { lat: 47.5, lon: 19.05 };
const PARIS = { lat: 48.86, lon: 2.35 };

describe('the layer a view picks by itself', () => {
  it('is the 100 km grid far out, at the default view included', () => {
    expect(layerForView(MAP_DEFAULT.zoom, MAP_DEFAULT)).toBe('eea100km');
    expect(layerForView(6.99, BUDAPEST)).toBe('eea100km');
  });

  it('is the 10 km grid at the scale of a country', () => {
    expect(layerForView(7, BUDAPEST)).toBe('eea10km');
    expect(layerForView(9.5, PARIS)).toBe('eea10km');
  });

  it('is the national 2.5 km grid over the Carpathian Basin and the 1 km grid elsewhere, at the scale of a county', () => {
    expect(layerForView(10, BUDAPEST)).toBe('utm2_5km');
    expect(layerForView(12.9, BUDAPEST)).toBe('utm2_5km');
    expect(layerForView(10, PARIS)).toBe('eea1km');
  });

  it('is points once zoomed in, at the zoom a single record is shown at', () => {
    expect(layerForView(13, PARIS)).toBe('points');
    expect(layerForView(POINT_ZOOM, BUDAPEST)).toBe('points');
  });

  it('knows the URL names of grids and layers', () => {
    expect(isMapGrid('utm2_5km')).toBe(true);
    expect(isMapGrid('points')).toBe(false);
    expect(isMapLayer('points')).toBe(true);
    expect(isMapLayer('EEA10KM')).toBe(false);
    expect(isMapLayer(null)).toBe(false);
  });
});
