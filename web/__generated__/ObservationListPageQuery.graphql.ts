/**
 * @generated SignedSource<<69002b4666fc73bb7159bce2854680d5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LifeStage = "CATERPILLAR" | "EGG" | "IMAGO" | "PUPA" | "%future added value";
export type ObservationListPageQuery$variables = {
  count: number;
  country?: string | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  entityId?: number | null | undefined;
  entityKey: number;
  lifeStage?: LifeStage | null | undefined;
  monthFrom?: number | null | undefined;
  monthTo?: number | null | undefined;
  speciesId?: number | null | undefined;
  speciesKey: string;
  status?: ReadonlyArray<number> | null | undefined;
  uploader?: number | null | undefined;
  uploaderId: number;
  withEntity: boolean;
  withSpecies: boolean;
  withUploader: boolean;
};
export type ObservationListPageQuery$data = {
  readonly entity?: {
    readonly displayName: string;
  } | null | undefined;
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
  readonly " $fragmentSpreads": FragmentRefs<"ObservationListPageList_query">;
};
export type ObservationListPageQuery = {
  response: ObservationListPageQuery$data;
  variables: ObservationListPageQuery$variables;
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
  "name": "country"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateFrom"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "dateTo"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "entityId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "entityKey"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lifeStage"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "monthFrom"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "monthTo"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "speciesId"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "speciesKey"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "uploader"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "uploaderId"
},
v14 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withEntity"
},
v15 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withSpecies"
},
v16 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withUploader"
},
v17 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "speciesKey"
  }
],
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scientificName",
  "storageKey": null
},
v19 = {
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
v20 = [
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "uploaderId"
  }
],
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v22 = [
  (v21/*: any*/)
],
v23 = [
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "entityKey"
  }
],
v24 = {
  "kind": "Variable",
  "name": "country",
  "variableName": "country"
},
v25 = {
  "kind": "Variable",
  "name": "dateFrom",
  "variableName": "dateFrom"
},
v26 = {
  "kind": "Variable",
  "name": "dateTo",
  "variableName": "dateTo"
},
v27 = {
  "kind": "Variable",
  "name": "entityId",
  "variableName": "entityId"
},
v28 = {
  "kind": "Variable",
  "name": "lifeStage",
  "variableName": "lifeStage"
},
v29 = {
  "kind": "Variable",
  "name": "monthFrom",
  "variableName": "monthFrom"
},
v30 = {
  "kind": "Variable",
  "name": "monthTo",
  "variableName": "monthTo"
},
v31 = {
  "kind": "Variable",
  "name": "speciesId",
  "variableName": "speciesId"
},
v32 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v33 = {
  "kind": "Variable",
  "name": "uploaderId",
  "variableName": "uploader"
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v35 = [
  (v21/*: any*/),
  (v34/*: any*/)
],
v36 = [
  (v24/*: any*/),
  (v25/*: any*/),
  (v26/*: any*/),
  (v27/*: any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v28/*: any*/),
  (v29/*: any*/),
  (v30/*: any*/),
  (v31/*: any*/),
  (v32/*: any*/),
  (v33/*: any*/)
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
      (v9/*: any*/),
      (v10/*: any*/),
      (v11/*: any*/),
      (v12/*: any*/),
      (v13/*: any*/),
      (v14/*: any*/),
      (v15/*: any*/),
      (v16/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ObservationListPageQuery",
    "selections": [
      {
        "condition": "withSpecies",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v17/*: any*/),
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": false,
            "selections": [
              (v18/*: any*/),
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
            "args": (v20/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": (v22/*: any*/),
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
            "args": (v23/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": (v22/*: any*/),
            "storageKey": null
          }
        ]
      },
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v24/*: any*/),
          (v25/*: any*/),
          (v26/*: any*/),
          (v27/*: any*/),
          (v28/*: any*/),
          (v29/*: any*/),
          (v30/*: any*/),
          (v31/*: any*/),
          (v32/*: any*/),
          (v33/*: any*/)
        ],
        "kind": "FragmentSpread",
        "name": "ObservationListPageList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v10/*: any*/),
      (v15/*: any*/),
      (v13/*: any*/),
      (v16/*: any*/),
      (v5/*: any*/),
      (v14/*: any*/),
      (v9/*: any*/),
      (v12/*: any*/),
      (v6/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/),
      (v7/*: any*/),
      (v8/*: any*/),
      (v4/*: any*/),
      (v11/*: any*/),
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "ObservationListPageQuery",
    "selections": [
      {
        "condition": "withSpecies",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v17/*: any*/),
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": false,
            "selections": [
              (v18/*: any*/),
              (v19/*: any*/),
              (v34/*: any*/)
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
            "args": (v20/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": (v35/*: any*/),
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
            "args": (v23/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": (v35/*: any*/),
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v36/*: any*/),
        "concreteType": "QueryObservationsConnection",
        "kind": "LinkedField",
        "name": "observations",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryObservationsConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Observation",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v34/*: any*/),
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
                    "name": "status",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "flags",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "speciesText",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dateFrom",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "dateTo",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "individuals",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lifeStage",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "photoThumbnailUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Species",
                    "kind": "LinkedField",
                    "name": "species",
                    "plural": false,
                    "selections": [
                      (v18/*: any*/),
                      (v19/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "thumbnailUrl",
                        "storageKey": null
                      },
                      (v34/*: any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "ObservationPlace",
                    "kind": "LinkedField",
                    "name": "place",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "generalised",
                        "storageKey": null
                      },
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "closestSettlement",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "location",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "eea10km",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Entity",
                    "kind": "LinkedField",
                    "name": "uploader",
                    "plural": false,
                    "selections": (v35/*: any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v36/*: any*/),
        "filters": [
          "speciesId",
          "uploaderId",
          "lifeStage",
          "dateFrom",
          "dateTo",
          "monthFrom",
          "monthTo",
          "entityId",
          "status",
          "country"
        ],
        "handle": "connection",
        "key": "ObservationListPage_observations",
        "kind": "LinkedHandle",
        "name": "observations"
      }
    ]
  },
  "params": {
    "cacheID": "567e590f33146f5fa80bc446d26a0ed2",
    "id": null,
    "metadata": {},
    "name": "ObservationListPageQuery",
    "operationKind": "query",
    "text": "query ObservationListPageQuery(\n  $speciesKey: String!\n  $withSpecies: Boolean!\n  $uploaderId: Int!\n  $withUploader: Boolean!\n  $entityKey: Int!\n  $withEntity: Boolean!\n  $speciesId: Int\n  $uploader: Int\n  $lifeStage: LifeStage\n  $dateFrom: String\n  $dateTo: String\n  $monthFrom: Int\n  $monthTo: Int\n  $entityId: Int\n  $status: [Int!]\n  $country: String\n  $count: Int!\n) {\n  species(key: $speciesKey) @include(if: $withSpecies) {\n    scientificName\n    commonNames {\n      language\n      name\n    }\n    id\n  }\n  entity(recId: $uploaderId) @include(if: $withUploader) {\n    displayName\n    id\n  }\n  scope: entity(recId: $entityKey) @include(if: $withEntity) {\n    displayName\n    id\n  }\n  ...ObservationListPageList_query_2mysd1\n}\n\nfragment ObservationListItem_observation on Observation {\n  recId\n  status\n  flags\n  speciesText\n  dateFrom\n  dateTo\n  individuals\n  lifeStage\n  photoThumbnailUrl\n  species {\n    scientificName\n    commonNames {\n      language\n      name\n    }\n    thumbnailUrl\n    id\n  }\n  place {\n    generalised\n    country\n    region\n    closestSettlement\n    location\n    eea10km\n  }\n  uploader {\n    displayName\n    id\n  }\n}\n\nfragment ObservationListPageList_query_2mysd1 on Query {\n  observations(speciesId: $speciesId, uploaderId: $uploader, lifeStage: $lifeStage, dateFrom: $dateFrom, dateTo: $dateTo, monthFrom: $monthFrom, monthTo: $monthTo, entityId: $entityId, status: $status, country: $country, first: $count) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ObservationListItem_observation\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "be39590a01d58d4f0699b8bc486714b6";

export default node;
