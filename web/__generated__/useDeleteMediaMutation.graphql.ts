/**
 * @generated SignedSource<<f6adc9fdc8a93b8ea225c7a9d4e24e25>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteMediaMutation$variables = {
  id: string;
};
export type useDeleteMediaMutation$data = {
  readonly deleteMedia: {
    readonly __typename: string;
    readonly code?: string;
    readonly deletedId?: string;
  };
};
export type useDeleteMediaMutation = {
  response: useDeleteMediaMutation$data;
  variables: useDeleteMediaMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteMedia",
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
            "kind": "ScalarField",
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "DeleteMediaPayload",
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
    "name": "useDeleteMediaMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useDeleteMediaMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "63a40d5d56ec9c26ca0507b786c74474",
    "id": null,
    "metadata": {},
    "name": "useDeleteMediaMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteMediaMutation(\n  $id: ID!\n) {\n  deleteMedia(id: $id) {\n    __typename\n    ... on DeleteMediaPayload {\n      deletedId\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "74e812518c7f8cf234cdfe7033281dd0";

export default node;
