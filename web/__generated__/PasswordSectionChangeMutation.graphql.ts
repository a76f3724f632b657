/**
 * @generated SignedSource<<a1cc504d1edc9fce5ad5281ba4038fe7>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangePasswordInput = {
  currentPassword: string;
  password: string;
  passwordRetype: string;
};
export type PasswordSectionChangeMutation$variables = {
  input: ChangePasswordInput;
};
export type PasswordSectionChangeMutation$data = {
  readonly changePassword: {
    readonly __typename: string;
    readonly code?: string;
    readonly " $fragmentSpreads": FragmentRefs<"mutationError_error">;
  };
};
export type PasswordSectionChangeMutation = {
  response: PasswordSectionChangeMutation$data;
  variables: PasswordSectionChangeMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
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
    (v3/*: any*/)
  ],
  "type": "PasswordChanged",
  "abstractKey": null
},
v5 = {
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
    "name": "PasswordSectionChangeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "changePassword",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v4/*: any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "mutationError_error",
            "selections": [
              (v5/*: any*/)
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
    "name": "PasswordSectionChangeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "changePassword",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "45dc4b0fbf83ada59435b8e99e8b0e05",
    "id": null,
    "metadata": {},
    "name": "PasswordSectionChangeMutation",
    "operationKind": "mutation",
    "text": "mutation PasswordSectionChangeMutation(\n  $input: ChangePasswordInput!\n) {\n  changePassword(input: $input) {\n    __typename\n    ... on PasswordChanged {\n      code\n    }\n    ...mutationError_error\n  }\n}\n\nfragment mutationError_error on Error {\n  __isError: __typename\n  code\n  ... on ValidationError {\n    fields {\n      field\n      code\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "def99f5f69e146697ffdd652daaae394";

export default node;
