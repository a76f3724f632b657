import { builder } from '../../graphql/builder.ts';
import type {
  AccumulationStat,
  LifeStageStat,
  MonthStat,
  ObservationStats,
  ObserverStat,
  PhenologyStat,
  PlaceStat,
  StatusStat,
  YearStat,
} from '@domain/observations/stats.ts';
import { filterOf, ObservationFilterInput } from './grid-schema.ts';
import { LifeStageEnum } from './schema.ts';
import { observationStats } from './stats.ts';

const YearStatRef = builder.objectRef<YearStat>('YearStat').implement({
  fields: (t) => ({ year: t.exposeInt('year'), records: t.exposeInt('records'), species: t.exposeInt('species') }),
});
const MonthStatRef = builder.objectRef<MonthStat>('MonthStat').implement({
  fields: (t) => ({ month: t.exposeInt('month', { description: '1–12' }), records: t.exposeInt('records') }),
});
const PhenologyStatRef = builder.objectRef<PhenologyStat>('PhenologyStat').implement({
  description: 'Records of a life stage on a day of the year (of their first day)',
  fields: (t) => ({ day: t.exposeInt('day', { description: '1–366' }), lifeStage: t.expose('lifeStage', { type: LifeStageEnum }), records: t.exposeInt('records') }),
});
const LifeStageStatRef = builder.objectRef<LifeStageStat>('LifeStageStat').implement({
  fields: (t) => ({ lifeStage: t.expose('lifeStage', { type: LifeStageEnum }), records: t.exposeInt('records') }),
});
const PlaceStatRef = builder.objectRef<PlaceStat>('PlaceStat').implement({
  fields: (t) => ({ country: t.exposeString('country'), region: t.exposeString('region', { nullable: true }), records: t.exposeInt('records') }),
});
const ObserverStatRef = builder.objectRef<ObserverStat>('ObserverStat').implement({
  description: 'A recorder among the most active of the records',
  fields: (t) => ({
    entityId: t.exposeInt('entityId', { description: 'the uploader entity (recId)' }),
    name: t.exposeString('name'),
    records: t.exposeInt('records'),
    species: t.exposeInt('species'),
  }),
});
const StatusStatRef = builder.objectRef<StatusStat>('StatusStat').implement({
  fields: (t) => ({ status: t.exposeInt('status', { description: '0 rejected, 1 accepted, 2 pending, 3 revoked' }), records: t.exposeInt('records') }),
});
const AccumulationStatRef = builder.objectRef<AccumulationStat>('AccumulationStat').implement({
  description: 'Species first seen in a year, and all species seen up to it',
  fields: (t) => ({ year: t.exposeInt('year'), newSpecies: t.exposeInt('newSpecies'), totalSpecies: t.exposeInt('totalSpecies') }),
});

const ObservationStatsRef = builder.objectRef<ObservationStats>('ObservationStats').implement({
  description: 'Statistics of the records the viewer may see with a filter (GET /api/observation/stat)',
  fields: (t) => ({
    records: t.exposeInt('records'),
    species: t.exposeInt('species', { description: 'distinct catalogue species' }),
    firstDate: t.exposeString('firstDate', { nullable: true, description: 'YYYY-MM-DD: the earliest first day' }),
    lastDate: t.exposeString('lastDate', { nullable: true, description: 'YYYY-MM-DD: the latest last day' }),
    byYear: t.field({ type: [YearStatRef], resolve: (stats) => stats.byYear }),
    byMonth: t.field({ type: [MonthStatRef], resolve: (stats) => stats.byMonth }),
    phenology: t.field({ type: [PhenologyStatRef], resolve: (stats) => stats.phenology }),
    byLifeStage: t.field({ type: [LifeStageStatRef], resolve: (stats) => stats.byLifeStage }),
    byPlace: t.field({ type: [PlaceStatRef], description: 'countries and regions, most records first', resolve: (stats) => stats.byPlace }),
    topObservers: t.field({ type: [ObserverStatRef], resolve: (stats) => stats.topObservers }),
    byStatus: t.field({ type: [StatusStatRef], resolve: (stats) => stats.byStatus }),
    accumulation: t.field({ type: [AccumulationStatRef], resolve: (stats) => stats.accumulation }),
  }),
});

builder.queryField('observationStats', (t) =>
  t.field({
    type: ObservationStatsRef,
    description: "Statistics of the records the viewer may see with the list's filter (/observation/chart/, the entity and species charts)",
    args: { filter: t.arg({ type: ObservationFilterInput }) },
    resolve: (_root, args, context) => observationStats(context.prisma, context.viewer, filterOf(args.filter)),
  }),
);
