/**
 * @generated SignedSource<<30cead4fe561dc3437ed942ee5f78164>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LifeStage = "CATERPILLAR" | "EGG" | "IMAGO" | "PUPA" | "%future added value";
export type ObservationFilter = {
  country?: string | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  entityId?: number | null | undefined;
  lifeStage?: LifeStage | null | undefined;
  monthFrom?: number | null | undefined;
  monthTo?: number | null | undefined;
  speciesId?: number | null | undefined;
  status?: ReadonlyArray<number> | null | undefined;
  uploaderId?: number | null | undefined;
  year?: number | null | undefined;
};
export type ObservationChartPageQuery$variables = {
  filter?: ObservationFilter | null | undefined;
  speciesKey: string;
  withSpecies: boolean;
};
export type ObservationChartPageQuery$data = {
  readonly observationStats: {
    readonly " $fragmentSpreads": FragmentRefs<"ObservationStatsView_stats">;
  };
  readonly species?: {
    readonly commonNames: ReadonlyArray<{
      readonly language: string;
      readonly name: string;
    }>;
    readonly scientificName: string;
  } | null | undefined;
};
export type ObservationChartPageQuery = {
  response: ObservationChartPageQuery$data;
  variables: ObservationChartPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "speciesKey"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withSpecies"
},
v3 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "speciesKey"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scientificName",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "CommonName",
  "kind": "LinkedField",
  "name": "commonNames",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    (v5/*: any*/)
  ],
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "records",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "species",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lifeStage",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ObservationChartPageQuery",
    "selections": [
      {
        "condition": "withSpecies",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*: any*/),
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": false,
            "selections": [
              (v4/*: any*/),
              (v6/*: any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v7/*: any*/),
        "concreteType": "ObservationStats",
        "kind": "LinkedField",
        "name": "observationStats",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ObservationStatsView_stats"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v2/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "ObservationChartPageQuery",
    "selections": [
      {
        "condition": "withSpecies",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v3/*: any*/),
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": false,
            "selections": [
              (v4/*: any*/),
              (v6/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v7/*: any*/),
        "concreteType": "ObservationStats",
        "kind": "LinkedField",
        "name": "observationStats",
        "plural": false,
        "selections": [
          (v8/*: any*/),
          (v9/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "YearStat",
            "kind": "LinkedField",
            "name": "byYear",
            "plural": true,
            "selections": [
              (v10/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PhenologyStat",
            "kind": "LinkedField",
            "name": "phenology",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "day",
                "storageKey": null
              },
              (v11/*: any*/),
              (v8/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "LifeStageStat",
            "kind": "LinkedField",
            "name": "byLifeStage",
            "plural": true,
            "selections": [
              (v11/*: any*/),
              (v8/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PlaceStat",
            "kind": "LinkedField",
            "name": "byPlace",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "country",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "region",
                "storageKey": null
              },
              (v8/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ObserverStat",
            "kind": "LinkedField",
            "name": "topObservers",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "entityId",
                "storageKey": null
              },
              (v5/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "StatusStat",
            "kind": "LinkedField",
            "name": "byStatus",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "status",
                "storageKey": null
              },
              (v8/*: any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AccumulationStat",
            "kind": "LinkedField",
            "name": "accumulation",
            "plural": true,
            "selections": [
              (v10/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "newSpecies",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "totalSpecies",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "acf6145c565475950128470849d57d4b",
    "id": null,
    "metadata": {},
    "name": "ObservationChartPageQuery",
    "operationKind": "query",
    "text": "query ObservationChartPageQuery(\n  $speciesKey: String!\n  $withSpecies: Boolean!\n  $filter: ObservationFilter\n) {\n  species(key: $speciesKey) @include(if: $withSpecies) {\n    scientificName\n    commonNames {\n      language\n      name\n    }\n    id\n  }\n  observationStats(filter: $filter) {\n    ...ObservationStatsView_stats\n  }\n}\n\nfragment ObservationStatsView_stats on ObservationStats {\n  records\n  species\n  firstDate\n  lastDate\n  byYear {\n    year\n    records\n    species\n  }\n  phenology {\n    day\n    lifeStage\n    records\n  }\n  byLifeStage {\n    lifeStage\n    records\n  }\n  byPlace {\n    country\n    region\n    records\n  }\n  topObservers {\n    entityId\n    name\n    records\n    species\n  }\n  byStatus {\n    status\n    records\n  }\n  accumulation {\n    year\n    newSpecies\n    totalSpecies\n  }\n}\n"
  }
};
})();

(node as any).hash = "2a33cee81f6c536768d16dfaeae88864";

export default node;
