import { BASE_MAP_KINDS, type BaseMapTiles } from '../../config.ts';
import { builder } from '../../graphql/builder.ts';

const BaseMapKindRef = builder.enumType('BaseMapKind', {
  description: 'a kind of tile base map (recording §3)',
  values: Object.fromEntries(BASE_MAP_KINDS.map((kind) => [kind.toUpperCase(), { value: kind }])) as Record<
    Uppercase<BaseMapTiles['kind']>,
    { value: BaseMapTiles['kind'] }
  >,
});

const BaseMapRef = builder.objectRef<BaseMapTiles>('BaseMap').implement({
  description: "A tile base map of the observation map, as the server's MAP_TILES_* settings configure it",
  fields: (t) => ({
    kind: t.field({ type: BaseMapKindRef, resolve: (tiles) => tiles.kind }),
    url: t.exposeString('url', { description: "the XYZ URL template ({z}, {x}, {y}); it may hold the tile service's key, which the browser sends anyway" }),
    attribution: t.string({
      nullable: true,
      description: 'the credit the tile service asks to be shown (HTML-free text)',
      resolve: (tiles) => tiles.attribution ?? null,
    }),
  }),
});

builder.queryField('mapBaseMaps', (t) =>
  t.field({
    type: [BaseMapRef],
    description: 'the tile base maps configured for the map (street, topo, satellite); empty when the built-in country outlines are all there is',
    resolve: (_root, _args, context) => context.services.config.baseMaps,
  }),
);
