/**
 * @generated SignedSource<<39f4383bf5cda2fe4537ceefe7d5c378>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConsentType = "BLOCK" | "PAGE" | "%future added value";
export type DecideConsentInput = {
  accepted: boolean;
  name: string;
};
export type ConsentGateMutation$variables = {
  input: DecideConsentInput;
};
export type ConsentGateMutation$data = {
  readonly decideConsent: {
    readonly __typename: "PendingConsents";
    readonly pendingConsents: ReadonlyArray<{
      readonly name: string;
      readonly text: string;
      readonly title: string;
      readonly type: ConsentType;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ConsentGateMutation = {
  response: ConsentGateMutation$data;
  variables: ConsentGateMutation$variables;
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
    "name": "decideConsent",
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
            "concreteType": "ConsentItem",
            "kind": "LinkedField",
            "name": "pendingConsents",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "type",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PendingConsents",
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
    "name": "ConsentGateMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ConsentGateMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "3dbe6772d95ccb597e0ed36a59698093",
    "id": null,
    "metadata": {},
    "name": "ConsentGateMutation",
    "operationKind": "mutation",
    "text": "mutation ConsentGateMutation(\n  $input: DecideConsentInput!\n) {\n  decideConsent(input: $input) {\n    __typename\n    ... on PendingConsents {\n      pendingConsents {\n        name\n        type\n        title\n        text\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d0e2b81ec29e5204f436c55033dfe17d";

export default node;
