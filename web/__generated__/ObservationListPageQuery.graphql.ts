/**
 * @generated SignedSource<<fbaa4abde8be1a20eba842d61aec5413>>
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
  lifeStage?: LifeStage | null | undefined;
  speciesId?: number | null | undefined;
  speciesKey: string;
  status?: ReadonlyArray<number> | null | undefined;
  uploader?: number | null | undefined;
  uploaderId: number;
  withSpecies: boolean;
  withUploader: boolean;
};
export type ObservationListPageQuery$data = {
  readonly entity?: {
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
  "name": "lifeStage"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "speciesId"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "speciesKey"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "uploader"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "uploaderId"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withSpecies"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withUploader"
},
v12 = [
  {
    "kind": "Variable",
    "name": "key",
    "variableName": "speciesKey"
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "scientificName",
  "storageKey": null
},
v14 = {
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
v15 = [
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "uploaderId"
  }
],
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v17 = {
  "kind": "Variable",
  "name": "country",
  "variableName": "country"
},
v18 = {
  "kind": "Variable",
  "name": "dateFrom",
  "variableName": "dateFrom"
},
v19 = {
  "kind": "Variable",
  "name": "dateTo",
  "variableName": "dateTo"
},
v20 = {
  "kind": "Variable",
  "name": "lifeStage",
  "variableName": "lifeStage"
},
v21 = {
  "kind": "Variable",
  "name": "speciesId",
  "variableName": "speciesId"
},
v22 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v23 = {
  "kind": "Variable",
  "name": "uploaderId",
  "variableName": "uploader"
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v25 = [
  (v16/*: any*/),
  (v24/*: any*/)
],
v26 = [
  (v17/*: any*/),
  (v18/*: any*/),
  (v19/*: any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v20/*: any*/),
  (v21/*: any*/),
  (v22/*: any*/),
  (v23/*: any*/)
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
      (v11/*: any*/)
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
            "args": (v12/*: any*/),
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": false,
            "selections": [
              (v13/*: any*/),
              (v14/*: any*/)
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
            "args": (v15/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": [
              (v16/*: any*/)
            ],
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
          (v17/*: any*/),
          (v18/*: any*/),
          (v19/*: any*/),
          (v20/*: any*/),
          (v21/*: any*/),
          (v22/*: any*/),
          (v23/*: any*/)
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
      (v6/*: any*/),
      (v10/*: any*/),
      (v9/*: any*/),
      (v11/*: any*/),
      (v5/*: any*/),
      (v8/*: any*/),
      (v4/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/),
      (v7/*: any*/),
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
            "args": (v12/*: any*/),
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "species",
            "plural": false,
            "selections": [
              (v13/*: any*/),
              (v14/*: any*/),
              (v24/*: any*/)
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
            "args": (v15/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": (v25/*: any*/),
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v26/*: any*/),
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
                  (v24/*: any*/),
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
                      (v13/*: any*/),
                      (v14/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "thumbnailUrl",
                        "storageKey": null
                      },
                      (v24/*: any*/)
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
                    "selections": (v25/*: any*/),
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
        "args": (v26/*: any*/),
        "filters": [
          "speciesId",
          "uploaderId",
          "lifeStage",
          "dateFrom",
          "dateTo",
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
    "cacheID": "32d75d41cf841a0465c495d8bc19ac77",
    "id": null,
    "metadata": {},
    "name": "ObservationListPageQuery",
    "operationKind": "query",
    "text": "query ObservationListPageQuery(\n  $speciesKey: String!\n  $withSpecies: Boolean!\n  $uploaderId: Int!\n  $withUploader: Boolean!\n  $speciesId: Int\n  $uploader: Int\n  $lifeStage: LifeStage\n  $dateFrom: String\n  $dateTo: String\n  $status: [Int!]\n  $country: String\n  $count: Int!\n) {\n  species(key: $speciesKey) @include(if: $withSpecies) {\n    scientificName\n    commonNames {\n      language\n      name\n    }\n    id\n  }\n  entity(recId: $uploaderId) @include(if: $withUploader) {\n    displayName\n    id\n  }\n  ...ObservationListPageList_query_27tEM5\n}\n\nfragment ObservationListItem_observation on Observation {\n  recId\n  status\n  flags\n  speciesText\n  dateFrom\n  dateTo\n  individuals\n  lifeStage\n  photoThumbnailUrl\n  species {\n    scientificName\n    commonNames {\n      language\n      name\n    }\n    thumbnailUrl\n    id\n  }\n  place {\n    generalised\n    country\n    region\n    closestSettlement\n    location\n    eea10km\n  }\n  uploader {\n    displayName\n    id\n  }\n}\n\nfragment ObservationListPageList_query_27tEM5 on Query {\n  observations(speciesId: $speciesId, uploaderId: $uploader, lifeStage: $lifeStage, dateFrom: $dateFrom, dateTo: $dateTo, status: $status, country: $country, first: $count) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ObservationListItem_observation\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "79ba68d004be11c67544f890c302c38e";

export default node;
