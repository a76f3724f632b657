/**
 * @generated SignedSource<<d33f566d3cd49b8bd9860709002d6417>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ImageFormat = "JPEG" | "PNG" | "WEBP" | "%future added value";
export type SetProfileImageInput = {
  dbKey: string;
  entity?: string | null | undefined;
  format?: ImageFormat | null | undefined;
  points: ReadonlyArray<number>;
  rotation?: number | null | undefined;
};
export type ProfileImagePageSetMutation$variables = {
  input: SetProfileImageInput;
};
export type ProfileImagePageSetMutation$data = {
  readonly setProfileImage: {
    readonly __typename: string;
    readonly code?: string;
    readonly entity?: {
      readonly id: string;
      readonly profileImageUrl: string | null | undefined;
    };
  };
};
export type ProfileImagePageSetMutation = {
  response: ProfileImagePageSetMutation$data;
  variables: ProfileImagePageSetMutation$variables;
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
    "name": "setProfileImage",
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
    "name": "ProfileImagePageSetMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ProfileImagePageSetMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "e08d3014fcfddb43fe01edb2cf7b140e",
    "id": null,
    "metadata": {},
    "name": "ProfileImagePageSetMutation",
    "operationKind": "mutation",
    "text": "mutation ProfileImagePageSetMutation(\n  $input: SetProfileImageInput!\n) {\n  setProfileImage(input: $input) {\n    __typename\n    ... on ProfileImagePayload {\n      entity {\n        id\n        profileImageUrl\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ceccc808bf1f72754db3250b5793b21b";

export default node;
