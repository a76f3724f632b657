/**
 * @generated SignedSource<<cd41fcc6990352162cdb1bb06130cda2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PostType = "ANNOUNCE" | "EVENT" | "LESSON" | "MOOD" | "NEWS" | "NOTE" | "QUESTION" | "SOLUTION" | "SUGGESTION" | "%future added value";
export type PostEditPageQuery$variables = {
  hasLesson: boolean;
  isEdit: boolean;
  lessonId: string;
  onBoard: boolean;
  postId: string;
  type: PostType;
};
export type PostEditPageQuery$data = {
  readonly lesson?: {
    readonly id?: string;
    readonly recId?: number;
    readonly title?: string;
  } | null | undefined;
  readonly post?: {
    readonly body?: string;
    readonly entity?: {
      readonly displayName: string;
      readonly id: string;
      readonly recId: number;
    } | null | undefined;
    readonly eventAt?: any | null | undefined;
    readonly id?: string;
    readonly item?: {
      readonly id: string;
      readonly privacy: number;
    } | null | undefined;
    readonly lat?: number | null | undefined;
    readonly lessonId?: number | null | undefined;
    readonly lon?: number | null | undefined;
    readonly recId?: number;
    readonly title?: string;
    readonly type?: PostType;
    readonly viewerCanDelete?: boolean;
    readonly viewerCanEdit?: boolean;
  } | null | undefined;
  readonly viewer: {
    readonly defaultPostPrivacy: number;
    readonly publishTargets: ReadonlyArray<{
      readonly displayName: string;
      readonly id: string;
      readonly recId: number;
    }>;
  };
};
export type PostEditPageQuery = {
  response: PostEditPageQuery$data;
  variables: PostEditPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasLesson"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isEdit"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "lessonId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "onBoard"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "postId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v8 = [
  (v6/*: any*/),
  (v7/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "onBoard",
          "variableName": "onBoard"
        },
        {
          "kind": "Variable",
          "name": "type",
          "variableName": "type"
        }
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "publishTargets",
      "plural": true,
      "selections": (v8/*: any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v10 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "postId"
  }
],
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lessonId",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lat",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lon",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventAt",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanDelete",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "Entity",
  "kind": "LinkedField",
  "name": "entity",
  "plural": false,
  "selections": (v8/*: any*/),
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "TimelineItem",
  "kind": "LinkedField",
  "name": "item",
  "plural": false,
  "selections": [
    (v6/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "privacy",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v22 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "lessonId"
  }
],
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/),
      (v4/*: any*/),
      (v5/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PostEditPageQuery",
    "selections": [
      (v9/*: any*/),
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "post",
            "args": (v10/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v6/*: any*/),
                  (v7/*: any*/),
                  (v11/*: any*/),
                  (v12/*: any*/),
                  (v13/*: any*/),
                  (v14/*: any*/),
                  (v15/*: any*/),
                  (v16/*: any*/),
                  (v17/*: any*/),
                  (v18/*: any*/),
                  (v19/*: any*/),
                  (v20/*: any*/),
                  (v21/*: any*/)
                ],
                "type": "Post",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "hasLesson",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "lesson",
            "args": (v22/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v6/*: any*/),
                  (v7/*: any*/),
                  (v12/*: any*/)
                ],
                "type": "Post",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
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
      (v0/*: any*/),
      (v5/*: any*/),
      (v3/*: any*/)
    ],
    "kind": "Operation",
    "name": "PostEditPageQuery",
    "selections": [
      (v9/*: any*/),
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "post",
            "args": (v10/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v23/*: any*/),
              (v6/*: any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v7/*: any*/),
                  (v11/*: any*/),
                  (v12/*: any*/),
                  (v13/*: any*/),
                  (v14/*: any*/),
                  (v15/*: any*/),
                  (v16/*: any*/),
                  (v17/*: any*/),
                  (v18/*: any*/),
                  (v19/*: any*/),
                  (v20/*: any*/),
                  (v21/*: any*/)
                ],
                "type": "Post",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "hasLesson",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "lesson",
            "args": (v22/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v23/*: any*/),
              (v6/*: any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v7/*: any*/),
                  (v12/*: any*/)
                ],
                "type": "Post",
                "abstractKey": null
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "8fc41ae5336ac7d5ceec6e8defb66158",
    "id": null,
    "metadata": {},
    "name": "PostEditPageQuery",
    "operationKind": "query",
    "text": "query PostEditPageQuery(\n  $postId: ID!\n  $isEdit: Boolean!\n  $lessonId: ID!\n  $hasLesson: Boolean!\n  $type: PostType!\n  $onBoard: Boolean!\n) {\n  viewer {\n    defaultPostPrivacy(type: $type, onBoard: $onBoard)\n    publishTargets {\n      id\n      recId\n      displayName\n    }\n  }\n  post: node(id: $postId) @include(if: $isEdit) {\n    __typename\n    ... on Post {\n      id\n      recId\n      type\n      title\n      body\n      lessonId\n      lat\n      lon\n      eventAt\n      viewerCanEdit\n      viewerCanDelete\n      entity {\n        id\n        recId\n        displayName\n      }\n      item {\n        id\n        privacy\n      }\n    }\n    id\n  }\n  lesson: node(id: $lessonId) @include(if: $hasLesson) {\n    __typename\n    ... on Post {\n      id\n      recId\n      title\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "8da16084177707f370f3eb68a7147bdb";

export default node;
