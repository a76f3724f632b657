/**
 * @generated SignedSource<<dd1b6a7555bf10fb8d5bf6145e8031c2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
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
export type mapLayersPointsQuery$variables = {
  bbox?: ReadonlyArray<number> | null | undefined;
  filter?: ObservationFilter | null | undefined;
  first?: number | null | undefined;
};
export type mapLayersPointsQuery$data = {
  readonly observationPoints: {
    readonly points: ReadonlyArray<{
      readonly lat: number;
      readonly lon: number;
      readonly name: string;
      readonly recId: number;
    }>;
    readonly truncated: boolean;
  };
};
export type mapLayersPointsQuery = {
  response: mapLayersPointsQuery$data;
  variables: mapLayersPointsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bbox"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "bbox",
        "variableName": "bbox"
      },
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      }
    ],
    "concreteType": "ObservationPoints",
    "kind": "LinkedField",
    "name": "observationPoints",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "truncated",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ObservationPoint",
        "kind": "LinkedField",
        "name": "points",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lat",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lon",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "mapLayersPointsQuery",
    "selections": (v3/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Operation",
    "name": "mapLayersPointsQuery",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "16c917a074ff4d8f883835048997518a",
    "id": null,
    "metadata": {},
    "name": "mapLayersPointsQuery",
    "operationKind": "query",
    "text": "query mapLayersPointsQuery(\n  $filter: ObservationFilter\n  $bbox: [Float!]\n  $first: Int\n) {\n  observationPoints(filter: $filter, bbox: $bbox, first: $first) {\n    truncated\n    points {\n      recId\n      lat\n      lon\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cecee12d881e162ee2e1822d016a6f89";

export default node;
