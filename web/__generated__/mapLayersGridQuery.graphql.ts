/**
 * @generated SignedSource<<95ed55f07b1ad6425887ef76b0c833a3>>
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
  year?: number | null | undefined;
};
export type mapLayersGridQuery$variables = {
  bbox?: ReadonlyArray<number> | null | undefined;
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
  "name": "bbox"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "grid"
},
v4 = [
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
      (v2/*: any*/),
      (v3/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "mapLayersGridQuery",
    "selections": (v4/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "mapLayersGridQuery",
    "selections": (v4/*: any*/)
  },
  "params": {
    "cacheID": "bc8ec932252b8876bd06c86e01b94742",
    "id": null,
    "metadata": {},
    "name": "mapLayersGridQuery",
    "operationKind": "query",
    "text": "query mapLayersGridQuery(\n  $grid: MapGrid!\n  $count: MapCount!\n  $filter: ObservationFilter\n  $bbox: [Float!]\n) {\n  observationGrid(grid: $grid, count: $count, filter: $filter, bbox: $bbox) {\n    maxCount\n    cells {\n      cell\n      count\n      lat\n      lon\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b0b09955947c8fa33177527a5151da84";

export default node;
