import { builder } from '../../graphql/builder.ts';
import { filterOf, ObservationFilterInput } from './grid-schema.ts';
import { type LiveRecord, liveRecordFor } from './live.ts';
import { observationListWhere } from './service.ts';

const LiveObservationRef = builder.objectRef<LiveRecord>('LiveObservation').implement({
  description:
    "A newly accepted record for an open map, its place and cells as the subscriber may see them (a generalised record's exact place and fine cells stay hidden)",
  fields: (t) => ({
    recId: t.exposeInt('recId'),
    speciesId: t.exposeInt('speciesId', { nullable: true }),
    name: t.exposeString('name', { description: 'the scientific name, or the name as typed' }),
    dateFrom: t.exposeString('dateFrom', { description: 'YYYY-MM-DD' }),
    lat: t.exposeFloat('lat', { nullable: true, description: "as presented: a generalised record's public point for those who may not see its place" }),
    lon: t.exposeFloat('lon', { nullable: true }),
    generalised: t.exposeBoolean('generalised', { description: 'the exact place is withheld: not a point of the map, and no 1 km or 2.5 km cell' }),
    newOnMap: t.exposeBoolean('newOnMap', {
      description:
        "the subscriber's map with this filter did not hold the record before (a new record, or one whose earlier status it left out); a pending record others already saw is not new",
    }),
    eea100km: t.exposeString('eea100km', { nullable: true }),
    eea10km: t.exposeString('eea10km', { nullable: true }),
    eea1km: t.exposeString('eea1km', { nullable: true }),
    utm2_5km: t.exposeString('utm2_5km', { nullable: true }),
  }),
});

builder.subscriptionField('observationAccepted', (t) =>
  t.field({
    type: LiveObservationRef,
    description:
      "Records as they become accepted (approved, or saved straight into accepted) that match the filter and that the subscriber may read, each re-read through the subscriber's visibility rule (an open map adds them without reload)",
    args: { filter: t.arg({ type: ObservationFilterInput }) },
    subscribe: async function* (_root, args, context) {
      const filter = filterOf(args.filter);
      // A malformed filter fails the subscription at once, not at the first record.
      observationListWhere(context.viewer, filter);
      const accepted = context.services.bus.pubsub.subscribe('observationAccepted');
      try {
        for await (const event of accepted) {
          const record = await liveRecordFor(context.prisma, context.viewer, filter, event);
          if (record) yield record;
        }
      } finally {
        await accepted.return?.();
      }
    },
    resolve: (record) => record,
  }),
);
