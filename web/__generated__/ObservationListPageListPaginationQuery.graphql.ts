/**
 * @generated SignedSource<<8c923b25ac3a44c513bd0cadf8513bde>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LifeStage = "CATERPILLAR" | "EGG" | "IMAGO" | "PUPA" | "%future added value";
export type ObservationListPageListPaginationQuery$variables = {
  count: number;
  country?: string | null | undefined;
  cursor?: string | null | undefined;
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
export type ObservationListPageListPaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ObservationListPageList_query">;
};
export type ObservationListPageListPaginationQuery = {
  response: ObservationListPageListPaginationQuery$data;
  variables: ObservationListPageListPaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "country"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dateFrom"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "dateTo"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "entityId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "lifeStage"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "monthFrom"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "monthTo"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "speciesId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "uploaderId"
  }
],
v1 = {
  "kind": "Variable",
  "name": "country",
  "variableName": "country"
},
v2 = {
  "kind": "Variable",
  "name": "dateFrom",
  "variableName": "dateFrom"
},
v3 = {
  "kind": "Variable",
  "name": "dateTo",
  "variableName": "dateTo"
},
v4 = {
  "kind": "Variable",
  "name": "entityId",
  "variableName": "entityId"
},
v5 = {
  "kind": "Variable",
  "name": "lifeStage",
  "variableName": "lifeStage"
},
v6 = {
  "kind": "Variable",
  "name": "monthFrom",
  "variableName": "monthFrom"
},
v7 = {
  "kind": "Variable",
  "name": "monthTo",
  "variableName": "monthTo"
},
v8 = {
  "kind": "Variable",
  "name": "speciesId",
  "variableName": "speciesId"
},
v9 = {
  "kind": "Variable",
  "name": "status",
  "variableName": "status"
},
v10 = {
  "kind": "Variable",
  "name": "uploaderId",
  "variableName": "uploaderId"
},
v11 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v1/*: any*/),
  (v2/*: any*/),
  (v3/*: any*/),
  (v4/*: any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v5/*: any*/),
  (v6/*: any*/),
  (v7/*: any*/),
  (v8/*: any*/),
  (v9/*: any*/),
  (v10/*: any*/)
],
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ObservationListPageListPaginationQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v1/*: any*/),
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v2/*: any*/),
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          (v9/*: any*/),
          (v10/*: any*/)
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
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ObservationListPageListPaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v11/*: any*/),
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
                  (v12/*: any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "scientificName",
                        "storageKey": null
                      },
                      {
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "thumbnailUrl",
                        "storageKey": null
                      },
                      (v12/*: any*/)
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
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "displayName",
                        "storageKey": null
                      },
                      (v12/*: any*/)
                    ],
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
        "args": (v11/*: any*/),
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
    "cacheID": "9b839183a51c062e65b629173002f3d8",
    "id": null,
    "metadata": {},
    "name": "ObservationListPageListPaginationQuery",
    "operationKind": "query",
    "text": "query ObservationListPageListPaginationQuery(\n  $count: Int!\n  $country: String\n  $cursor: String\n  $dateFrom: String\n  $dateTo: String\n  $entityId: Int\n  $lifeStage: LifeStage\n  $monthFrom: Int\n  $monthTo: Int\n  $speciesId: Int\n  $status: [Int!]\n  $uploaderId: Int\n) {\n  ...ObservationListPageList_query_4sZM6G\n}\n\nfragment ObservationListItem_observation on Observation {\n  recId\n  status\n  flags\n  speciesText\n  dateFrom\n  dateTo\n  individuals\n  lifeStage\n  photoThumbnailUrl\n  species {\n    scientificName\n    commonNames {\n      language\n      name\n    }\n    thumbnailUrl\n    id\n  }\n  place {\n    generalised\n    country\n    region\n    closestSettlement\n    location\n    eea10km\n  }\n  uploader {\n    displayName\n    id\n  }\n}\n\nfragment ObservationListPageList_query_4sZM6G on Query {\n  observations(speciesId: $speciesId, uploaderId: $uploaderId, lifeStage: $lifeStage, dateFrom: $dateFrom, dateTo: $dateTo, monthFrom: $monthFrom, monthTo: $monthTo, entityId: $entityId, status: $status, country: $country, first: $count, after: $cursor) {\n    totalCount\n    edges {\n      node {\n        id\n        ...ObservationListItem_observation\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2bc00c36c95be75a366daa194bb58ff0";

export default node;
