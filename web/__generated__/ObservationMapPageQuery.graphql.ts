/**
 * @generated SignedSource<<091964f356d1b5cba01742bce658da4d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BaseMapKind = "SATELLITE" | "STREET" | "TOPO" | "%future added value";
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
export type ObservationMapPageQuery$variables = {
  count: MapCount;
  entityKey: number;
  filter?: ObservationFilter | null | undefined;
  grid: MapGrid;
  speciesKey: string;
  uploaderId: number;
  withEntity: boolean;
  withGrid: boolean;
  withSpecies: boolean;
  withUploader: boolean;
};
export type ObservationMapPageQuery$data = {
  readonly entity?: {
    readonly displayName: string;
  } | null | undefined;
  readonly mapBaseMaps: ReadonlyArray<{
    readonly attribution: string | null | undefined;
    readonly kind: BaseMapKind;
    readonly url: string;
  }>;
  readonly observationGrid?: {
    readonly cells: ReadonlyArray<{
      readonly cell: string;
      readonly count: number;
      readonly lat: number;
      readonly lon: number;
    }>;
    readonly maxCount: number;
  };
  readonly scope?: {
    readonly displayName: string;
  } | null | undefined;
  readonly species?: {
    readonly commonNames: ReadonlyArray<{
      readonly language: string;
      readonly name: string;
    }>;
    readonly scientificName: string;
  } | null | undefined;
};
export type ObservationMapPageQuery = {
  response: ObservationMapPageQuery$data;
  variables: ObservationMapPageQuery$variables;
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
  "name": "entityKey"
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
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "speciesKey"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "uploaderId"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withEntity"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withGrid"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withSpecies"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withUploader"
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "BaseMap",
  "kind": "LinkedField",
  "name": "mapBaseMaps",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attribution",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v11 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "speciesKey"
  }
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scientificName",
  "storageKey": null
},
v13 = {
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = [
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "uploaderId"
  }
],
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v16 = [
  (v15/*: any*/)
],
v17 = [
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "entityKey"
  }
],
v18 = {
  "condition": "withGrid",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
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
  ]
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v20 = [
  (v15/*: any*/),
  (v19/*: any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/),
      (v4/*: any*/),
      (v5/*: any*/),
      (v6/*: any*/),
      (v7/*: any*/),
      (v8/*: any*/),
      (v9/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ObservationMapPageQuery",
    "selections": [
      (v10/*: any*/),
      {
        "condition": "withSpecies",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v11/*: any*/),
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": false,
            "selections": [
              (v12/*: any*/),
              (v13/*: any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withUploader",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v14/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": (v16/*: any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withEntity",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "scope",
            "args": (v17/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": (v16/*: any*/),
            "storageKey": null
          }
        ]
      },
      (v18/*: any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*: any*/),
      (v8/*: any*/),
      (v5/*: any*/),
      (v9/*: any*/),
      (v1/*: any*/),
      (v6/*: any*/),
      (v3/*: any*/),
      (v7/*: any*/),
      (v0/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Operation",
    "name": "ObservationMapPageQuery",
    "selections": [
      (v10/*: any*/),
      {
        "condition": "withSpecies",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v11/*: any*/),
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": false,
            "selections": [
              (v12/*: any*/),
              (v13/*: any*/),
              (v19/*: any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withUploader",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v14/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": (v20/*: any*/),
            "storageKey": null
          }
        ]
      },
      {
        "condition": "withEntity",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "scope",
            "args": (v17/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": (v20/*: any*/),
            "storageKey": null
          }
        ]
      },
      (v18/*: any*/)
    ]
  },
  "params": {
    "cacheID": "8c630f28d6e1c64b57d5e6e64ce2a78b",
    "id": null,
    "metadata": {},
    "name": "ObservationMapPageQuery",
    "operationKind": "query",
    "text": "query ObservationMapPageQuery(\n  $speciesKey: String!\n  $withSpecies: Boolean!\n  $uploaderId: Int!\n  $withUploader: Boolean!\n  $entityKey: Int!\n  $withEntity: Boolean!\n  $grid: MapGrid!\n  $withGrid: Boolean!\n  $count: MapCount!\n  $filter: ObservationFilter\n) {\n  mapBaseMaps {\n    kind\n    url\n    attribution\n  }\n  species(key: $speciesKey) @include(if: $withSpecies) {\n    scientificName\n    commonNames {\n      language\n      name\n    }\n    id\n  }\n  entity(recId: $uploaderId) @include(if: $withUploader) {\n    displayName\n    id\n  }\n  scope: entity(recId: $entityKey) @include(if: $withEntity) {\n    displayName\n    id\n  }\n  observationGrid(grid: $grid, count: $count, filter: $filter) @include(if: $withGrid) {\n    maxCount\n    cells {\n      cell\n      count\n      lat\n      lon\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b4aad8c2fbbd7dc3b6bbc1712bf1145d";

export default node;
