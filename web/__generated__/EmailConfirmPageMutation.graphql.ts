/**
 * @generated SignedSource<<e2dcc5cae509a13b5e9899a30fc479bb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConfirmEmailChangeInput = {
  token: string;
};
export type EmailConfirmPageMutation$variables = {
  input: ConfirmEmailChangeInput;
};
export type EmailConfirmPageMutation$data = {
  readonly confirmEmailChange: {
    readonly __typename: string;
    readonly code?: string;
    readonly email?: string;
  };
};
export type EmailConfirmPageMutation = {
  response: EmailConfirmPageMutation$data;
  variables: EmailConfirmPageMutation$variables;
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
    "name": "confirmEmailChange",
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
          (v1/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          }
        ],
        "type": "EmailChangePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*: any*/)
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
    "name": "EmailConfirmPageMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "EmailConfirmPageMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "5c700528631412485c559d9b7b1ace2e",
    "id": null,
    "metadata": {},
    "name": "EmailConfirmPageMutation",
    "operationKind": "mutation",
    "text": "mutation EmailConfirmPageMutation(\n  $input: ConfirmEmailChangeInput!\n) {\n  confirmEmailChange(input: $input) {\n    __typename\n    ... on EmailChangePayload {\n      code\n      email\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a59f6c272aa3e05a99c93069d2c738d2";

export default node;
