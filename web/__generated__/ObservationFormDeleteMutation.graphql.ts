/**
 * @generated SignedSource<<a8529cfb560910fbf1dddebd2785f9da>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ObservationFormDeleteMutation$variables = {
  id: string;
};
export type ObservationFormDeleteMutation$data = {
  readonly deleteObservation: {
    readonly __typename: string;
    readonly code?: string;
    readonly deletedId?: string;
    readonly deletedItemId?: string;
  };
};
export type ObservationFormDeleteMutation = {
  response: ObservationFormDeleteMutation$data;
  variables: ObservationFormDeleteMutation$variables;
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
    "name": "deleteObservation",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deletedItemId",
            "storageKey": null
          }
        ],
        "type": "DeleteObservationPayload",
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
    "name": "ObservationFormDeleteMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ObservationFormDeleteMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "aa87ce5b01b3a195c19fd3e44eafb8f9",
    "id": null,
    "metadata": {},
    "name": "ObservationFormDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation ObservationFormDeleteMutation(\n  $id: ID!\n) {\n  deleteObservation(id: $id) {\n    __typename\n    ... on DeleteObservationPayload {\n      deletedId\n      deletedItemId\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d87766d6220aab0080697362325a3f5c";

export default node;
