/**
 * @generated SignedSource<<cb9a44dff00bb73d4c0e38cb20e4c0cd>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MediaListPageQuery$variables = {
  count: number;
  entityId?: number | null | undefined;
  named: boolean;
  namedId: number;
  uploaderId?: number | null | undefined;
};
export type MediaListPageQuery$data = {
  readonly entity?: {
    readonly displayName: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"MediaListPageList_query">;
};
export type MediaListPageQuery = {
  response: MediaListPageQuery$data;
  variables: MediaListPageQuery$variables;
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
  "name": "entityId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "named"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "namedId"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "uploaderId"
},
v5 = [
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "namedId"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v7 = {
  "kind": "Variable",
  "name": "entityId",
  "variableName": "entityId"
},
v8 = {
  "kind": "Variable",
  "name": "uploaderId",
  "variableName": "uploaderId"
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = [
  (v7/*: any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  {
    "kind": "Literal",
    "name": "mediaType",
    "value": "i"
  },
  (v8/*: any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/),
      (v4/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "MediaListPageQuery",
    "selections": [
      {
        "condition": "named",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": [
              (v6/*: any*/)
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
          (v7/*: any*/),
          (v8/*: any*/)
        ],
        "kind": "FragmentSpread",
        "name": "MediaListPageList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "MediaListPageQuery",
    "selections": [
      {
        "condition": "named",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": [
              (v6/*: any*/),
              (v9/*: any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v10/*: any*/),
        "concreteType": "QueryMediaListConnection",
        "kind": "LinkedField",
        "name": "mediaList",
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
            "concreteType": "QueryMediaListConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Media",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v9/*: any*/),
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
                    "name": "thumb",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "title",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "fileName",
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
        "args": (v10/*: any*/),
        "filters": [
          "uploaderId",
          "entityId"
        ],
        "handle": "connection",
        "key": "MediaListPage_mediaList",
        "kind": "LinkedHandle",
        "name": "mediaList"
      }
    ]
  },
  "params": {
    "cacheID": "26af68432716d65af24ff1f2432bd903",
    "id": null,
    "metadata": {},
    "name": "MediaListPageQuery",
    "operationKind": "query",
    "text": "query MediaListPageQuery(\n  $uploaderId: Int\n  $entityId: Int\n  $named: Boolean!\n  $namedId: Int!\n  $count: Int!\n) {\n  entity(recId: $namedId) @include(if: $named) {\n    displayName\n    id\n  }\n  ...MediaListPageList_query_37oO6h\n}\n\nfragment MediaGrid_media on Media {\n  recId\n  thumb\n  title\n  fileName\n}\n\nfragment MediaListPageList_query_37oO6h on Query {\n  mediaList(uploaderId: $uploaderId, entityId: $entityId, mediaType: \"i\", first: $count) {\n    totalCount\n    edges {\n      node {\n        id\n        ...MediaGrid_media\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c3abacb5d356ff0629406aecf4865c4";

export default node;
