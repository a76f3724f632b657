/**
 * @generated SignedSource<<76d6e83067f23139589668137526d610>>
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
  postId: string;
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
    readonly eventAt?: string | null | undefined;
    readonly id?: string;
    readonly item?: {
      readonly id: string;
      readonly privacy: number;
    } | null | undefined;
    readonly lat?: number | null | undefined;
    readonly lessonId?: number | null | undefined;
    readonly lon?: number | null | undefined;
    readonly media?: ReadonlyArray<{
      readonly fileName: string;
      readonly mediaType: string;
      readonly orig: string | null | undefined;
      readonly pres: string | null | undefined;
      readonly recId: number;
      readonly thumb: string | null | undefined;
    }>;
    readonly mediaSize?: number;
    readonly recId?: number;
    readonly title?: string;
    readonly type?: PostType;
    readonly viewerCanDelete?: boolean;
    readonly viewerCanEdit?: boolean;
  } | null | undefined;
  readonly viewer: {
    readonly LESSON: number;
    readonly MOOD: number;
    readonly NEWS: number;
    readonly NOTE: number;
    readonly QUESTION: number;
    readonly SOLUTION: number;
    readonly board: number;
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
  "name": "postId"
},
v4 = {
  "kind": "Literal",
  "name": "type",
  "value": "NOTE"
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v7 = [
  (v5/*: any*/),
  (v6/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
],
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Viewer",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    {
      "alias": "NOTE",
      "args": [
        (v4/*: any*/)
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(type:\"NOTE\")"
    },
    {
      "alias": "NEWS",
      "args": [
        {
          "kind": "Literal",
          "name": "type",
          "value": "NEWS"
        }
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(type:\"NEWS\")"
    },
    {
      "alias": "QUESTION",
      "args": [
        {
          "kind": "Literal",
          "name": "type",
          "value": "QUESTION"
        }
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(type:\"QUESTION\")"
    },
    {
      "alias": "MOOD",
      "args": [
        {
          "kind": "Literal",
          "name": "type",
          "value": "MOOD"
        }
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(type:\"MOOD\")"
    },
    {
      "alias": "LESSON",
      "args": [
        {
          "kind": "Literal",
          "name": "type",
          "value": "LESSON"
        }
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(type:\"LESSON\")"
    },
    {
      "alias": "SOLUTION",
      "args": [
        {
          "kind": "Literal",
          "name": "type",
          "value": "SOLUTION"
        }
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(type:\"SOLUTION\")"
    },
    {
      "alias": "board",
      "args": [
        {
          "kind": "Literal",
          "name": "onBoard",
          "value": true
        },
        (v4/*: any*/)
      ],
      "kind": "ScalarField",
      "name": "defaultPostPrivacy",
      "storageKey": "defaultPostPrivacy(onBoard:true,type:\"NOTE\")"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "publishTargets",
      "plural": true,
      "selections": (v7/*: any*/),
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "postId"
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lessonId",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lat",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lon",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "eventAt",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mediaSize",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fileName",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mediaType",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "thumb",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pres",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orig",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanEdit",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerCanDelete",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "Entity",
  "kind": "LinkedField",
  "name": "entity",
  "plural": false,
  "selections": (v7/*: any*/),
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "concreteType": "TimelineItem",
  "kind": "LinkedField",
  "name": "item",
  "plural": false,
  "selections": [
    (v5/*: any*/),
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
v27 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "lessonId"
  }
],
v28 = {
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
      (v3/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "PostEditPageQuery",
    "selections": [
      (v8/*: any*/),
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "post",
            "args": (v9/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v5/*: any*/),
                  (v6/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
                  (v12/*: any*/),
                  (v13/*: any*/),
                  (v14/*: any*/),
                  (v15/*: any*/),
                  (v16/*: any*/),
                  (v17/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Media",
                    "kind": "LinkedField",
                    "name": "media",
                    "plural": true,
                    "selections": [
                      (v6/*: any*/),
                      (v18/*: any*/),
                      (v19/*: any*/),
                      (v20/*: any*/),
                      (v21/*: any*/),
                      (v22/*: any*/)
                    ],
                    "storageKey": null
                  },
                  (v23/*: any*/),
                  (v24/*: any*/),
                  (v25/*: any*/),
                  (v26/*: any*/)
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
            "args": (v27/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v5/*: any*/),
                  (v6/*: any*/),
                  (v11/*: any*/)
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
      (v3/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "PostEditPageQuery",
    "selections": [
      (v8/*: any*/),
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "post",
            "args": (v9/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v28/*: any*/),
              (v5/*: any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v6/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
                  (v12/*: any*/),
                  (v13/*: any*/),
                  (v14/*: any*/),
                  (v15/*: any*/),
                  (v16/*: any*/),
                  (v17/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Media",
                    "kind": "LinkedField",
                    "name": "media",
                    "plural": true,
                    "selections": [
                      (v6/*: any*/),
                      (v18/*: any*/),
                      (v19/*: any*/),
                      (v20/*: any*/),
                      (v21/*: any*/),
                      (v22/*: any*/),
                      (v5/*: any*/)
                    ],
                    "storageKey": null
                  },
                  (v23/*: any*/),
                  (v24/*: any*/),
                  (v25/*: any*/),
                  (v26/*: any*/)
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
            "args": (v27/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v28/*: any*/),
              (v5/*: any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v6/*: any*/),
                  (v11/*: any*/)
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
    "cacheID": "201709dcf43b0f73b0d19a1f0bcbd5b4",
    "id": null,
    "metadata": {},
    "name": "PostEditPageQuery",
    "operationKind": "query",
    "text": "query PostEditPageQuery(\n  $postId: ID!\n  $isEdit: Boolean!\n  $lessonId: ID!\n  $hasLesson: Boolean!\n) {\n  viewer {\n    NOTE: defaultPostPrivacy(type: NOTE)\n    NEWS: defaultPostPrivacy(type: NEWS)\n    QUESTION: defaultPostPrivacy(type: QUESTION)\n    MOOD: defaultPostPrivacy(type: MOOD)\n    LESSON: defaultPostPrivacy(type: LESSON)\n    SOLUTION: defaultPostPrivacy(type: SOLUTION)\n    board: defaultPostPrivacy(type: NOTE, onBoard: true)\n    publishTargets {\n      id\n      recId\n      displayName\n    }\n  }\n  post: node(id: $postId) @include(if: $isEdit) {\n    __typename\n    ... on Post {\n      id\n      recId\n      type\n      title\n      body\n      lessonId\n      lat\n      lon\n      eventAt\n      mediaSize\n      media {\n        recId\n        fileName\n        mediaType\n        thumb\n        pres\n        orig\n        id\n      }\n      viewerCanEdit\n      viewerCanDelete\n      entity {\n        id\n        recId\n        displayName\n      }\n      item {\n        id\n        privacy\n      }\n    }\n    id\n  }\n  lesson: node(id: $lessonId) @include(if: $hasLesson) {\n    __typename\n    ... on Post {\n      id\n      recId\n      title\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c764076e60b9ed12c8834967d7320fb1";

export default node;
