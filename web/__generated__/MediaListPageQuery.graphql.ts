/**
 * @generated SignedSource<<4655e1276e20a1a35457092d89e31800>>
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
  uploader: number;
  uploaderId?: number | null | undefined;
  withUploader: boolean;
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
  "name": "uploader"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "uploaderId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "withUploader"
},
v4 = [
  {
    "kind": "Variable",
    "name": "recId",
    "variableName": "uploader"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v6 = {
  "kind": "Variable",
  "name": "uploaderId",
  "variableName": "uploaderId"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = [
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
  (v6/*: any*/)
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
    "name": "MediaListPageQuery",
    "selections": [
      {
        "condition": "withUploader",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": [
              (v5/*: any*/)
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
          (v6/*: any*/)
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
      (v2/*: any*/),
      (v3/*: any*/),
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "MediaListPageQuery",
    "selections": [
      {
        "condition": "withUploader",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*: any*/),
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": [
              (v5/*: any*/),
              (v7/*: any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v8/*: any*/),
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
                  (v7/*: any*/),
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
        "args": (v8/*: any*/),
        "filters": [
          "uploaderId"
        ],
        "handle": "connection",
        "key": "MediaListPage_mediaList",
        "kind": "LinkedHandle",
        "name": "mediaList"
      }
    ]
  },
  "params": {
    "cacheID": "fb6fdd4aaed92fd168a9997d03d07c80",
    "id": null,
    "metadata": {},
    "name": "MediaListPageQuery",
    "operationKind": "query",
    "text": "query MediaListPageQuery(\n  $uploaderId: Int\n  $withUploader: Boolean!\n  $uploader: Int!\n  $count: Int!\n) {\n  entity(recId: $uploader) @include(if: $withUploader) {\n    displayName\n    id\n  }\n  ...MediaListPageList_query_2CMkN8\n}\n\nfragment MediaGrid_media on Media {\n  recId\n  thumb\n  title\n  fileName\n}\n\nfragment MediaListPageList_query_2CMkN8 on Query {\n  mediaList(uploaderId: $uploaderId, mediaType: \"i\", first: $count) {\n    totalCount\n    edges {\n      node {\n        id\n        ...MediaGrid_media\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "cbd1d95fcb61e5048712df35df99678f";

export default node;
