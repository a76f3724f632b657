/**
 * @generated SignedSource<<a43ed443f150a8bb6085b240e07d07ce>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useMessageCommandsDeleteMutation$variables = {
  id: string;
};
export type useMessageCommandsDeleteMutation$data = {
  readonly deleteMessage: {
    readonly deletedId?: string;
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type useMessageCommandsDeleteMutation = {
  response: useMessageCommandsDeleteMutation$data;
  variables: useMessageCommandsDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deletedId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*: any*/),
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "FieldError",
          "kind": "LinkedField",
          "name": "fields",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "field",
              "storageKey": null
            },
            (v3/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "type": "ValidationError",
      "abstractKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMessageCommandsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteMessage",
        "plural": false,
        "selections": [
          {
            "kind": "InlineFragment",
            "selections": [
              (v2/*: any*/)
            ],
            "type": "DeleteMessagePayload",
            "abstractKey": null
          },
          {
            "kind": "InlineDataFragmentSpread",
            "name": "mutationError_error",
            "selections": [
              (v4/*: any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useMessageCommandsDeleteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteMessage",
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
              (v2/*: any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteRecord",
                "key": "",
                "kind": "ScalarHandle",
                "name": "deletedId"
              }
            ],
            "type": "DeleteMessagePayload",
            "abstractKey": null
          },
          (v4/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ba1ca05712ac07a89c1673104d3c19ff",
    "id": null,
    "metadata": {},
    "name": "useMessageCommandsDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation useMessageCommandsDeleteMutation(\n  $id: ID!\n) {\n  deleteMessage(id: $id) {\n    __typename\n    ... on DeleteMessagePayload {\n      deletedId\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b8d2a8b7cba358b07b948cff59092fc0";

export default node;
