/**
 * @generated SignedSource<<8c3020f11c5626dda2d0aa21a9351673>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RemoveProfileImageInput = {
  entity?: string | null | undefined;
};
export type ProfileImagePageRemoveMutation$variables = {
  input: RemoveProfileImageInput;
};
export type ProfileImagePageRemoveMutation$data = {
  readonly removeProfileImage: {
    readonly __typename: string;
    readonly code?: string;
    readonly entity?: {
      readonly id: string;
      readonly profileImageUrl: string | null | undefined;
    };
  };
};
export type ProfileImagePageRemoveMutation = {
  response: ProfileImagePageRemoveMutation$data;
  variables: ProfileImagePageRemoveMutation$variables;
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
    "name": "removeProfileImage",
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
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
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
                "name": "profileImageUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ProfileImagePayload",
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
    "name": "ProfileImagePageRemoveMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ProfileImagePageRemoveMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "e4ef7fe86494f5f1d1d9354a7efcb6ed",
    "id": null,
    "metadata": {},
    "name": "ProfileImagePageRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation ProfileImagePageRemoveMutation(\n  $input: RemoveProfileImageInput!\n) {\n  removeProfileImage(input: $input) {\n    __typename\n    ... on ProfileImagePayload {\n      entity {\n        id\n        profileImageUrl\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0d5de3c5206ff954da5fa76d3fb28dee";

export default node;
