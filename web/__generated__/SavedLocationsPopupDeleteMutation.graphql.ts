/**
 * @generated SignedSource<<d7349eacafee9e18bcfef42ebefde8c2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SavedLocationsPopupDeleteMutation$variables = {
  id: string;
};
export type SavedLocationsPopupDeleteMutation$data = {
  readonly deleteSavedLocation: {
    readonly __typename: string;
    readonly code?: string;
    readonly deletedId?: string;
  };
};
export type SavedLocationsPopupDeleteMutation = {
  response: SavedLocationsPopupDeleteMutation$data;
  variables: SavedLocationsPopupDeleteMutation$variables;
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
    "name": "deleteSavedLocation",
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
        "type": "DeleteLocationPayload",
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
    "name": "SavedLocationsPopupDeleteMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "SavedLocationsPopupDeleteMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "f89bdf8ee36656d3545b6e904e659fef",
    "id": null,
    "metadata": {},
    "name": "SavedLocationsPopupDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation SavedLocationsPopupDeleteMutation(\n  $id: ID!\n) {\n  deleteSavedLocation(id: $id) {\n    __typename\n    ... on DeleteLocationPayload {\n      deletedId\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a621970161b90ee6846886f97f9f3d99";

export default node;
