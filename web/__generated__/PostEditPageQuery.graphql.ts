/**
 * @generated SignedSource<<062999d89b37909800d395556ab365b1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
    readonly id?: string;
    readonly viewerCanEdit?: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"PostForm_post">;
  } | null | undefined;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"PostForm_viewer">;
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
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "postId"
  }
],
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
  "name": "viewerCanEdit",
  "storageKey": null
},
v7 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "lessonId"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "kind": "Literal",
  "name": "type",
  "value": "NOTE"
},
v11 = [
  (v5/*: any*/),
  (v8/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
],
v12 = {
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
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PostForm_viewer"
          }
        ],
        "storageKey": null
      },
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "post",
            "args": (v4/*: any*/),
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
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PostForm_post"
                  }
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
            "args": (v7/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v5/*: any*/),
                  (v8/*: any*/),
                  (v9/*: any*/)
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
      {
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
              (v10/*: any*/)
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
              (v10/*: any*/)
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
            "selections": (v11/*: any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "isEdit",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "post",
            "args": (v4/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v12/*: any*/),
              (v5/*: any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v6/*: any*/),
                  (v8/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
                    "storageKey": null
                  },
                  (v9/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "body",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lessonId",
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
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "eventAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mediaSize",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Media",
                    "kind": "LinkedField",
                    "name": "media",
                    "plural": true,
                    "selections": [
                      (v8/*: any*/),
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
                        "name": "mediaType",
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
                        "name": "pres",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "orig",
                        "storageKey": null
                      },
                      (v5/*: any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "viewerCanDelete",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Entity",
                    "kind": "LinkedField",
                    "name": "entity",
                    "plural": false,
                    "selections": (v11/*: any*/),
                    "storageKey": null
                  },
                  {
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
                  }
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
            "args": (v7/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v12/*: any*/),
              (v5/*: any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v8/*: any*/),
                  (v9/*: any*/)
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
    "cacheID": "bba74346fd268213dae2b23df1b84732",
    "id": null,
    "metadata": {},
    "name": "PostEditPageQuery",
    "operationKind": "query",
    "text": "query PostEditPageQuery(\n  $postId: ID!\n  $isEdit: Boolean!\n  $lessonId: ID!\n  $hasLesson: Boolean!\n) {\n  viewer {\n    ...PostForm_viewer\n  }\n  post: node(id: $postId) @include(if: $isEdit) {\n    __typename\n    ... on Post {\n      id\n      viewerCanEdit\n      ...PostForm_post\n    }\n    id\n  }\n  lesson: node(id: $lessonId) @include(if: $hasLesson) {\n    __typename\n    ... on Post {\n      id\n      recId\n      title\n    }\n    id\n  }\n}\n\nfragment PostForm_post on Post {\n  id\n  recId\n  type\n  title\n  body\n  lessonId\n  lat\n  lon\n  eventAt\n  mediaSize\n  media {\n    recId\n    fileName\n    mediaType\n    thumb\n    pres\n    orig\n    id\n  }\n  viewerCanEdit\n  viewerCanDelete\n  entity {\n    id\n    recId\n    displayName\n  }\n  item {\n    id\n    privacy\n  }\n}\n\nfragment PostForm_viewer on Viewer {\n  NOTE: defaultPostPrivacy(type: NOTE)\n  NEWS: defaultPostPrivacy(type: NEWS)\n  QUESTION: defaultPostPrivacy(type: QUESTION)\n  MOOD: defaultPostPrivacy(type: MOOD)\n  LESSON: defaultPostPrivacy(type: LESSON)\n  SOLUTION: defaultPostPrivacy(type: SOLUTION)\n  board: defaultPostPrivacy(type: NOTE, onBoard: true)\n  publishTargets {\n    id\n    recId\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "b22efe946274daef93d07c07a3a1ed3f";

export default node;
