/**
 * @generated SignedSource<<fd2bf3d83b7cc9e6d3b0efe79c83dc50>>
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
export type SpeciesChartSectionQuery$variables = {
  filter?: ObservationFilter | null | undefined;
};
export type SpeciesChartSectionQuery$data = {
  readonly observationStats: {
    readonly " $fragmentSpreads": FragmentRefs<"ObservationStatsView_stats">;
  };
};
export type SpeciesChartSectionQuery = {
  response: SpeciesChartSectionQuery$data;
  variables: SpeciesChartSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "filter"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "records",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "species",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "year",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lifeStage",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SpeciesChartSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
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
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "SpeciesChartSectionQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "ObservationStats",
        "kind": "LinkedField",
        "name": "observationStats",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
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
              (v4/*: any*/),
              (v2/*: any*/),
              (v3/*: any*/)
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
              (v5/*: any*/),
              (v2/*: any*/)
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
              (v5/*: any*/),
              (v2/*: any*/)
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
              (v2/*: any*/)
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              (v2/*: any*/),
              (v3/*: any*/)
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
              (v2/*: any*/)
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
              (v4/*: any*/),
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
    "cacheID": "da25d5edd89e95ec2017e64cc5949fea",
    "id": null,
    "metadata": {},
    "name": "SpeciesChartSectionQuery",
    "operationKind": "query",
    "text": "query SpeciesChartSectionQuery(\n  $filter: ObservationFilter\n) {\n  observationStats(filter: $filter) {\n    ...ObservationStatsView_stats\n  }\n}\n\nfragment ObservationStatsView_stats on ObservationStats {\n  records\n  species\n  firstDate\n  lastDate\n  byYear {\n    year\n    records\n    species\n  }\n  phenology {\n    day\n    lifeStage\n    records\n  }\n  byLifeStage {\n    lifeStage\n    records\n  }\n  byPlace {\n    country\n    region\n    records\n  }\n  topObservers {\n    entityId\n    name\n    records\n    species\n  }\n  byStatus {\n    status\n    records\n  }\n  accumulation {\n    year\n    newSpecies\n    totalSpecies\n  }\n}\n"
  }
};
})();

(node as any).hash = "7156eb471dff620fe69b75740c57a8d7";

export default node;
