import { describe, expect, it } from 'vitest';
import { cellHref, countChoice, geojsonHref, geojsonPageHref, layerChoice, listHref, mapFilter, mapHref, yearsOffered, layerBox } from './map-search.ts';

const params = (search: string) => new URLSearchParams(search);

describe("the observation map's URL", () => {
  it('reads the filter of the records list, the year and the country', () => {
    expect(mapFilter(params('species=12&uploader=3&stage=EGG&status=1&geo=hu&year=2024&month_from=4&month_to=6&entity=10'), true)).toEqual({
      speciesId: 12,
      uploaderId: 3,
      status: [1],
      country: 'HU',
      dateFrom: '2024-01-01',
      dateTo: '2024-12-31',
      lifeStage: 'EGG',
      monthFrom: 4,
      monthTo: 6,
      entityId: 10,
    });
  });

  it('lets a day range win over a year, keeps the status for validators only, and ignores junk', () => {
    expect(mapFilter(params('from=2024-05-01&year=2023&status=1&geo=XX&species=abc&year=1800'), false)).toEqual({
      speciesId: null,
      uploaderId: null,
      status: null,
      country: null,
      dateFrom: '2024-05-01',
      dateTo: null,
      lifeStage: null,
      monthFrom: null,
      monthTo: null,
      entityId: null,
    });
    expect(mapFilter(params('year=1989'), false).dateFrom).toBeNull();
  });

  it('picks the layer by zoom unless one is chosen', () => {
    expect(layerChoice(params(''))).toBe('auto');
    expect(layerChoice(params('layer=utm2_5km'))).toBe('utm2_5km');
    expect(layerChoice(params('layer=points'))).toBe('points');
    expect(layerChoice(params('layer=EEA10KM'))).toBe('auto');
  });

  it('counts species by default, records for a single species, or as chosen', () => {
    expect(countChoice(params(''))).toBe('SPECIES');
    expect(countChoice(params('species=4'))).toBe('OBSERVATION');
    expect(countChoice(params('species=4&count=species'))).toBe('SPECIES');
    expect(countChoice(params('count=observation'))).toBe('OBSERVATION');
  });

  it('links the list and the map both ways with the same filter, the year as a day range for the list', () => {
    expect(listHref(params('species=4&year=2024&layer=points&count=species'))).toBe('/observation/list/?species=4&from=2024-01-01&to=2024-12-31');
    expect(listHref(params(''))).toBe('/observation/list/');
    expect(mapHref(params('species=4&stage=IMAGO&_display_as=list'))).toBe('/observation/map/?stage=IMAGO&species=4');
  });

  it("opens a cell's popup with the map's filter", () => {
    expect(cellHref('utm2_5km', '34TCT56_11', 'SPECIES', params('geo=HU&layer=utm2_5km'))).toBe('/observation/map/grid/utm2_5km/34TCT56_11/species/?geo=HU');
    expect(cellHref('eea10km', '10kmE500N275', 'OBSERVATION', params(''))).toBe('/observation/map/grid/eea10km/10kmE500N275/observation/');
  });

  it('offers the years from this one down to 1990', () => {
    const years = yearsOffered(new Date('2026-06-01T12:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1990);
    expect(years).toHaveLength(37);
  });

  it('carries the filter to the GeoJSON download in the REST names, and to its page', () => {
    expect(geojsonHref(mapFilter(params('species=12&uploader=3&stage=EGG&status=1&geo=hu&year=2024&layer=points'), true))).toBe(
      '/api/map/get_geojson?species=12&uploader=3&status=1&country=HU&date_from=2024-01-01&date_to=2024-12-31&life_stage=EGG',
    );
    expect(geojsonHref(mapFilter(params(''), false))).toBe('/api/map/get_geojson');
    expect(geojsonPageHref(params('species=12&layer=points&count=species'))).toBe('/map/get_geojson/?species=12');
  });
});

describe('the box a layer asks for', () => {
  it('asks the coarse layers whole, and the fine ones for the view and half its size around it, once the view is known', () => {
    expect(layerBox('eea100km', [18, 46, 20, 48])).toBeNull();
    expect(layerBox('eea10km', null)).toBeNull();
    expect(layerBox('eea1km', null)).toBeUndefined();
    expect(layerBox('eea1km', [19.02, 47.43, 19.12, 47.53])).toEqual([18.75, 47.25, 19.25, 47.75]);
    expect(layerBox('utm2_5km', [19.03, 47.44, 19.11, 47.52])).toEqual([18.75, 47.25, 19.25, 47.75]);
    expect(layerBox('eea1km', [-179.9, -89.9, 179.9, 89.9])).toEqual([-180, -90, 180, 90]);
  });
});
