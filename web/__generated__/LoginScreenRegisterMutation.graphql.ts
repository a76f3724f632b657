/**
 * @generated SignedSource<<0ead9f94a41c490342acfe33d47d7472>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RegisterInput = {
  acceptPrivacy: boolean;
  displayName: string;
  email: string;
  language?: string | null | undefined;
  password: string;
  passwordRetype: string;
};
export type LoginScreenRegisterMutation$variables = {
  input: RegisterInput;
};
export type LoginScreenRegisterMutation$data = {
  readonly register: {
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
export type LoginScreenRegisterMutation = {
  response: LoginScreenRegisterMutation$data;
  variables: LoginScreenRegisterMutation$variables;
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
    "name": "register",
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
    "name": "LoginScreenRegisterMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "LoginScreenRegisterMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "7f0f0741be90ce8f65db10ae260a79ba",
    "id": null,
    "metadata": {},
    "name": "LoginScreenRegisterMutation",
    "operationKind": "mutation",
    "text": "mutation LoginScreenRegisterMutation(\n  $input: RegisterInput!\n) {\n  register(input: $input) {\n    __typename\n    ... on AuthPayload {\n      viewer {\n        displayName\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n    ... on ValidationError {\n      fields {\n        field\n        code\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "03f202ac6f40a43d0bc2b6ed55fb69bb";

export default node;
