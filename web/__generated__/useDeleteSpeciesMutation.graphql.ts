/**
 * @generated SignedSource<<af8d6c40026bd2a65bad29cfbd68a090>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteSpeciesMutation$variables = {
  id: string;
};
export type useDeleteSpeciesMutation$data = {
  readonly deleteSpecies: {
    readonly __typename: string;
    readonly code?: string;
    readonly deletedId?: string;
  };
};
export type useDeleteSpeciesMutation = {
  response: useDeleteSpeciesMutation$data;
  variables: useDeleteSpeciesMutation$variables;
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
    "name": "deleteSpecies",
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
        "type": "DeleteSpeciesPayload",
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
    "name": "useDeleteSpeciesMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useDeleteSpeciesMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "6e6207b53d6b653bf4c1d948f6682906",
    "id": null,
    "metadata": {},
    "name": "useDeleteSpeciesMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteSpeciesMutation(\n  $id: ID!\n) {\n  deleteSpecies(id: $id) {\n    __typename\n    ... on DeleteSpeciesPayload {\n      deletedId\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "92979d91a7c5078e9606356911422ff1";

export default node;
