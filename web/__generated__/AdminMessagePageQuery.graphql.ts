/**
 * @generated SignedSource<<7b9206bea6f49393e71e472ee4289588>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdminMessagePageQuery$variables = Record<PropertyKey, never>;
export type AdminMessagePageQuery$data = {
  readonly viewer: {
    readonly can: {
      readonly broadcastMessages: boolean;
    };
    readonly displayName: string | null | undefined;
    readonly profileImageUrl: string | null | undefined;
  };
};
export type AdminMessagePageQuery = {
  response: AdminMessagePageQuery$data;
  variables: AdminMessagePageQuery$variables;
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
        "kind": "ScalarField",
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "profileImageUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ViewerCan",
        "kind": "LinkedField",
        "name": "can",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "broadcastMessages",
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
    "name": "AdminMessagePageQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminMessagePageQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "685ec0ac69bea20340478cd4cd434c5c",
    "id": null,
    "metadata": {},
    "name": "AdminMessagePageQuery",
    "operationKind": "query",
    "text": "query AdminMessagePageQuery {\n  viewer {\n    displayName\n    profileImageUrl\n    can {\n      broadcastMessages\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8740e1a41c755e3aaa128fc98d158087";

export default node;
