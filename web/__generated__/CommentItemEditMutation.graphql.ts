/**
 * @generated SignedSource<<40abc54a227e59685d2c433ef4dfed59>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EditCommentInput = {
  id: string;
  message: string;
};
export type CommentItemEditMutation$variables = {
  input: EditCommentInput;
};
export type CommentItemEditMutation$data = {
  readonly editComment: {
    readonly __typename: string;
    readonly code?: string;
    readonly comment?: {
      readonly id: string;
      readonly message: string;
      readonly updatedAt: string;
    };
  };
};
export type CommentItemEditMutation = {
  response: CommentItemEditMutation$data;
  variables: CommentItemEditMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "editComment",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Comment",
            "kind": "LinkedField",
            "name": "comment",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "EditCommentPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CommentItemEditMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "CommentItemEditMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "dacb2298bada1db06fa53f1fc3a532b7",
    "id": null,
    "metadata": {},
    "name": "CommentItemEditMutation",
    "operationKind": "mutation",
    "text": "mutation CommentItemEditMutation(\n  $input: EditCommentInput!\n) {\n  editComment(input: $input) {\n    __typename\n    ... on EditCommentPayload {\n      comment {\n        id\n        message\n        updatedAt\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d1713e96d1ecdc6512f2dba607101168";

export default node;
