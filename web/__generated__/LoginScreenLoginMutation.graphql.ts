/**
 * @generated SignedSource<<e43e0c9af8e0b376c425e7b776d82e79>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LoginInput = {
  email: string;
  password: string;
};
export type LoginScreenLoginMutation$variables = {
  input: LoginInput;
};
export type LoginScreenLoginMutation$data = {
  readonly login: {
    readonly __typename: string;
    readonly code?: string;
    readonly fields?: ReadonlyArray<{
      readonly code: string;
      readonly field: string;
    }>;
    readonly viewer?: {
      readonly displayName: string | null | undefined;
    };
  };
};
export type LoginScreenLoginMutation = {
  response: LoginScreenLoginMutation$data;
  variables: LoginScreenLoginMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = [
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
    "name": "login",
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
            "concreteType": "Viewer",
            "kind": "LinkedField",
            "name": "viewer",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AuthPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
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
              (v1/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "LoginScreenLoginMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "LoginScreenLoginMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "d58ef574b2cf59ccad48aa23a470ac2d",
    "id": null,
    "metadata": {},
    "name": "LoginScreenLoginMutation",
    "operationKind": "mutation",
    "text": "mutation LoginScreenLoginMutation(\n  $input: LoginInput!\n) {\n  login(input: $input) {\n    __typename\n    ... on AuthPayload {\n      viewer {\n        displayName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n    ... on ValidationError {\n      fields {\n        field\n        code\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7c683964ee7789f53eb921188e440541";

export default node;
