/**
 * @generated SignedSource<<d483cb13da5722bb25e693b0d58a7732>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ConsentType = "BLOCK" | "PAGE" | "%future added value";
export type ConsentGateQuery$variables = Record<PropertyKey, never>;
export type ConsentGateQuery$data = {
  readonly viewer: {
    readonly pendingConsents: ReadonlyArray<{
      readonly name: string;
      readonly text: string;
      readonly title: string;
      readonly type: ConsentType;
    }>;
  };
};
export type ConsentGateQuery = {
  response: ConsentGateQuery$data;
  variables: ConsentGateQuery$variables;
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConsentGateQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ConsentGateQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "6ee4a0aca0e08959557efaca2f74f1f7",
    "id": null,
    "metadata": {},
    "name": "ConsentGateQuery",
    "operationKind": "query",
    "text": "query ConsentGateQuery {\n  viewer {\n    pendingConsents {\n      name\n      type\n      title\n      text\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0434c449d0e3f3d536a481e4615e10f8";

export default node;
