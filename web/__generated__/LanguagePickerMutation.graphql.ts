/**
 * @generated SignedSource<<6126d6becadb327010999242157d2fa6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetLanguageInput = {
  language: string;
};
export type LanguagePickerMutation$variables = {
  input: SetLanguageInput;
};
export type LanguagePickerMutation$data = {
  readonly setLanguage: {
    readonly __typename: "AuthPayload";
    readonly viewer: {
      readonly language: string;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type LanguagePickerMutation = {
  response: LanguagePickerMutation$data;
  variables: LanguagePickerMutation$variables;
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
    "name": "setLanguage",
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
                "name": "language",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AuthPayload",
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
    "name": "LanguagePickerMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "LanguagePickerMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "8e28d773307859b135143e125b6bf9be",
    "id": null,
    "metadata": {},
    "name": "LanguagePickerMutation",
    "operationKind": "mutation",
    "text": "mutation LanguagePickerMutation(\n  $input: SetLanguageInput!\n) {\n  setLanguage(input: $input) {\n    __typename\n    ... on AuthPayload {\n      viewer {\n        language\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1f8e60bf7920293ec3b130f4ee203f6e";

export default node;
