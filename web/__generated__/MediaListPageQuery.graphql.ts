/**
 * @generated SignedSource<<386aef26c570b06c121e19cafbb06002>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RelationState = "BLOCKED_ENTITY" | "BLOCKED_USER" | "FRIEND" | "FRIEND_REQUEST_GOT" | "FRIEND_REQUEST_SENT" | "JOIN_REQUEST_GOT" | "JOIN_REQUEST_SENT" | "MEMBER" | "NO_FRIEND" | "NO_MEMBER" | "NO_RELATION" | "%future added value";
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
    readonly type: number;
    readonly viewerAdminCodes: ReadonlyArray<string>;
    readonly viewerRelation: RelationState;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRelation",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerAdminCodes",
  "storageKey": null
},
v10 = {
  "kind": "Variable",
  "name": "entityId",
  "variableName": "entityId"
},
v11 = {
  "kind": "Variable",
  "name": "uploaderId",
  "variableName": "uploaderId"
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v13 = [
  (v10/*: any*/),
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
  (v11/*: any*/)
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
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/)
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
          (v10/*: any*/),
          (v11/*: any*/)
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
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/),
              (v12/*: any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v13/*: any*/),
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
        "args": (v13/*: any*/),
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
    "cacheID": "ce147f3792e8c9e75fca373315f3c0f3",
    "id": null,
    "metadata": {},
    "name": "MediaListPageQuery",
    "operationKind": "query",
    "text": "query MediaListPageQuery(\n  $uploaderId: Int\n  $entityId: Int\n  $named: Boolean!\n  $namedId: Int!\n  $count: Int!\n) {\n  entity(recId: $namedId) @include(if: $named) {\n    displayName\n    type\n    viewerRelation\n    viewerAdminCodes\n    id\n  }\n  ...MediaListPageList_query_37oO6h\n}\n\nfragment MediaGrid_media on Media {\n  recId\n  thumb\n  title\n  fileName\n}\n\nfragment MediaListPageList_query_37oO6h on Query {\n  mediaList(uploaderId: $uploaderId, entityId: $entityId, mediaType: \"i\", first: $count) {\n    totalCount\n    edges {\n      node {\n        id\n        ...MediaGrid_media\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b83e2dcdbfb4bf19bf11953b2a7328a0";

export default node;
