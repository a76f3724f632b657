/**
 * @generated SignedSource<<f8e2381d055d75cbf8971c0055598df5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConsentType = "BLOCK" | "PAGE" | "%future added value";
export type ConsentSettingsQuery$variables = Record<PropertyKey, never>;
export type ConsentSettingsQuery$data = {
  readonly viewer: {
    readonly consents: ReadonlyArray<{
      readonly accepted: boolean | null | undefined;
      readonly name: string;
      readonly text: string;
      readonly title: string;
      readonly type: ConsentType;
    }>;
  };
};
export type ConsentSettingsQuery = {
  response: ConsentSettingsQuery$data;
  variables: ConsentSettingsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "concreteType": "ConsentItem",
        "kind": "LinkedField",
        "name": "consents",
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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accepted",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConsentSettingsQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ConsentSettingsQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "582d702ace6abc7fcde762ea8b49c539",
    "id": null,
    "metadata": {},
    "name": "ConsentSettingsQuery",
    "operationKind": "query",
    "text": "query ConsentSettingsQuery {\n  viewer {\n    consents {\n      name\n      type\n      title\n      text\n      accepted\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ad12c4a245049ea85945fe4b79ed0b6";

export default node;
