/**
 * @generated SignedSource<<1582b24598cb5474e6d88f35c5f74680>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LifeStage = "CATERPILLAR" | "EGG" | "IMAGO" | "PUPA" | "%future added value";
export type MapCount = "OBSERVATION" | "SPECIES" | "%future added value";
export type MapGrid = "EEA100KM" | "EEA10KM" | "EEA1KM" | "UTM2_5KM" | "%future added value";
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
};
export type mapLayersGridQuery$variables = {
  count: MapCount;
  filter?: ObservationFilter | null | undefined;
  grid: MapGrid;
};
export type mapLayersGridQuery$data = {
  readonly observationGrid: {
    readonly cells: ReadonlyArray<{
      readonly cell: string;
      readonly count: number;
      readonly lat: number;
      readonly lon: number;
    }>;
    readonly maxCount: number;
  };
};
export type mapLayersGridQuery = {
  response: mapLayersGridQuery$data;
  variables: mapLayersGridQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "grid"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "count",
        "variableName": "count"
      },
      {
        "kind": "Variable",
        "name": "filter",
        "variableName": "filter"
      },
      {
        "kind": "Variable",
        "name": "grid",
        "variableName": "grid"
      }
    ],
    "concreteType": "ObservationGrid",
    "kind": "LinkedField",
    "name": "observationGrid",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "maxCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "GridCellCount",
        "kind": "LinkedField",
        "name": "cells",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cell",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "count",
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
    "name": "mapLayersGridQuery",
    "selections": (v3/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*: any*/),
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Operation",
    "name": "mapLayersGridQuery",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "13da2fd3ede0ac0bd0ac3f2c540708ad",
    "id": null,
    "metadata": {},
    "name": "mapLayersGridQuery",
    "operationKind": "query",
    "text": "query mapLayersGridQuery(\n  $grid: MapGrid!\n  $count: MapCount!\n  $filter: ObservationFilter\n) {\n  observationGrid(grid: $grid, count: $count, filter: $filter) {\n    maxCount\n    cells {\n      cell\n      count\n      lat\n      lon\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a854b881fe77b567556bda1d4c162161";

export default node;
