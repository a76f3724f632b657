import { MAP_COUNTS, MAP_GRIDS } from '@domain/geo/map-grids.ts';
import { builder } from '../../graphql/builder.ts';
import { SpeciesRef } from '../species/schema.ts';
import { ObservationRef, LifeStageEnum } from './schema.ts';
import type { Prisma } from '../../db/generated/prisma/client.ts';
import {
  type GridCellCount,
  type GridCellSpecies,
  type GridCellSummary,
  gridCellWhere,
  type GridLayer,
  OBSERVATION_POINTS_MAX,
  observationGrid,
  observationGridCell,
  observationPointsWhere,
  parseBbox,
  POINT_SELECT,
  pointName,
} from './grid.ts';
import { presentPlace } from './place.ts';
import { OBSERVATION_ORDER, type ObservationFilter } from './service.ts';

const MapGridEnum = builder.enumType('MapGrid', {
  description: 'A grid layer of the observation map: the EEA reference grid of 100, 10 and 1 km (EPSG:3035), the national 2.5 km grid',
  values: MAP_GRIDS,
});
const MapCountEnum = builder.enumType('MapCount', { description: 'What a grid layer counts per cell: records, or distinct species', values: MAP_COUNTS });

export const ObservationFilterInput = builder.inputType('ObservationFilter', {
  description: 'The filters of the records list (`observations`), with the same meaning',
  fields: (t) => ({
    speciesId: t.int({ description: 'species (recId)' }),
    uploaderId: t.int({ description: 'uploader entity (recId)' }),
    status: t.intList({ description: '0 rejected, 1 accepted, 2 pending, 3 revoked' }),
    country: t.string({ description: 'geo filter: a country code; EU or absent = Europe' }),
    dateFrom: t.string({ description: 'YYYY-MM-DD' }),
    dateTo: t.string({ description: 'YYYY-MM-DD' }),
    lifeStage: t.field({ type: LifeStageEnum }),
    monthFrom: t.int({ description: 'first month of the first day, 1–12 (a range past December wraps)' }),
    monthTo: t.int({ description: 'last month of the first day, 1–12' }),
    year: t.int({ description: 'the year of the first day' }),
    entityId: t.int({ description: "a person's records, or a group's or project's: its members' (recId)" }),
  }),
});

export const filterOf = (filter: typeof ObservationFilterInput.$inferInput | null | undefined): ObservationFilter => filter ?? {};

const GridCellCountRef = builder.objectRef<GridCellCount>('GridCellCount').implement({
  fields: (t) => ({
    cell: t.exposeString('cell', { description: 'the cell code, e.g. 10kmE500N275 or 34TCT56_11' }),
    count: t.exposeInt('count'),
    lat: t.exposeFloat('lat', { description: "the cell's centre" }),
    lon: t.exposeFloat('lon'),
  }),
});

const ObservationGridRef = builder.objectRef<GridLayer>('ObservationGrid').implement({
  description: 'A grid layer: the cells holding records the viewer may see with the filter, each with its count',
  fields: (t) => ({
    grid: t.expose('grid', { type: MapGridEnum }),
    count: t.expose('count', { type: MapCountEnum }),
    cells: t.field({ type: [GridCellCountRef], resolve: (layer) => layer.cells }),
    maxCount: t.exposeInt('maxCount', { description: 'the largest count of a cell (0 without cells), for the legend' }),
  }),
});

const GridCellSpeciesRef = builder.objectRef<GridCellSpecies>('GridCellSpecies').implement({
  fields: (t) => ({
    species: t.field({
      type: SpeciesRef,
      nullable: true,
      description: 'null for a name typed without a catalogue species',
      // Prisma batches the cell's findUnique calls into one query.
      resolve: (row, _args, context) => (row.speciesId === null ? null : context.prisma.species.findUnique({ where: { id: row.speciesId } })),
    }),
    name: t.exposeString('name', { description: 'the scientific name, or the name as typed' }),
    count: t.exposeInt('count', { description: 'records in the cell' }),
    firstDate: t.exposeString('firstDate', { description: 'the earliest observation day, YYYY-MM-DD' }),
    lastDate: t.exposeString('lastDate', { description: 'the latest observation day, YYYY-MM-DD' }),
  }),
});

type GridCellParent = GridCellSummary & { filter: ObservationFilter };

const ObservationGridCellRef = builder.objectRef<GridCellParent>('ObservationGridCell').implement({
  description: 'One cell of a grid layer (the grid detail popup)',
  fields: (t) => ({
    grid: t.expose('grid', { type: MapGridEnum }),
    cell: t.exposeString('cell'),
    lat: t.exposeFloat('lat', { description: "the cell's centre" }),
    lon: t.exposeFloat('lon'),
    recordCount: t.exposeInt('recordCount'),
    species: t.field({ type: [GridCellSpeciesRef], description: 'most records first', resolve: (cell) => cell.species }),
    observations: t.prismaConnection({
      type: 'Observation',
      cursor: 'id',
      description: "the cell's records the viewer may see with the filter, newest observation first",
      resolve: (query, cell, _args, context) =>
        context.prisma.observation.findMany({ ...query, where: gridCellWhere(context.viewer, cell.grid, cell.cell, cell.filter), orderBy: OBSERVATION_ORDER }),
    }),
  }),
});

const ObservationPointRef = builder.prismaObject('Observation', {
  variant: 'ObservationPoint',
  description: 'A record as a point of the map, at its exact place (only records whose exact place the viewer may see)',
  select: POINT_SELECT,
  fields: (t) => ({
    observation: t.variant(ObservationRef),
    recId: t.exposeInt('id'),
    lat: t.float({ resolve: (row, _args, context) => presentPlace(context.viewer, row).lat! }),
    lon: t.float({ resolve: (row, _args, context) => presentPlace(context.viewer, row).lon! }),
    name: t.string({ description: 'the scientific name, or the name as typed', resolve: (row) => pointName(row) }),
  }),
});

interface PointsParent {
  where: Prisma.ObservationWhereInput;
  first: number;
}

const ObservationPointsRef = builder.objectRef<PointsParent>('ObservationPoints').implement({
  fields: (t) => ({
    points: t.prismaField({
      type: [ObservationPointRef],
      description: 'newest observation first',
      resolve: (query, parent, _args, context) =>
        context.prisma.observation.findMany({
          ...query,
          where: parent.where,
          orderBy: OBSERVATION_ORDER,
          take: parent.first,
        }),
    }),
    truncated: t.boolean({
      description: 'more records match than were given',
      resolve: async (parent, _args, context) => (await context.prisma.observation.count({ where: parent.where, take: parent.first + 1 })) > parent.first,
    }),
  }),
});

builder.queryFields((t) => ({
  observationGrid: t.field({
    type: ObservationGridRef,
    description: 'A grid layer of the observation map (/observation/map/): records or species counted per cell',
    args: {
      grid: t.arg({ type: MapGridEnum, required: true }),
      count: t.arg({ type: MapCountEnum, required: true }),
      filter: t.arg({ type: ObservationFilterInput }),
      bbox: t.arg.floatList({ description: 'west, south, east, north in degrees: only the cells centred in it' }),
    },
    resolve: (_root, args, context) => observationGrid(context.prisma, context.viewer, args.grid, args.count, filterOf(args.filter), parseBbox(args.bbox)),
  }),
  observationGridCell: t.field({
    type: ObservationGridCellRef,
    description: 'One cell of a grid layer: its species and records (/observation/map/grid/{grid_type}/{grid_id}/{type}/)',
    args: {
      grid: t.arg({ type: MapGridEnum, required: true }),
      cell: t.arg.string({ required: true, description: 'the cell code' }),
      filter: t.arg({ type: ObservationFilterInput }),
    },
    resolve: async (_root, args, context) => ({
      ...(await observationGridCell(context.prisma, context.viewer, args.grid, args.cell, filterOf(args.filter))),
      filter: filterOf(args.filter),
    }),
  }),
  observationPoints: t.field({
    type: ObservationPointsRef,
    description: 'Records as points of the map, at their exact places: generalised records only for whoever may see their exact place',
    args: {
      filter: t.arg({ type: ObservationFilterInput }),
      bbox: t.arg.floatList({ description: 'west, south, east, north in degrees' }),
      first: t.arg.int({ description: `at most ${OBSERVATION_POINTS_MAX} (the default)` }),
    },
    // The filter and box are checked here, so a bad one fails the field, not its points.
    resolve: (_root, args, context) => ({
      where: observationPointsWhere(context.viewer, filterOf(args.filter), parseBbox(args.bbox)),
      first: pointsFirst(args.first),
    }),
  }),
}));

function pointsFirst(first: number | null | undefined): number {
  return Math.min(Math.max(first ?? OBSERVATION_POINTS_MAX, 0), OBSERVATION_POINTS_MAX);
}
