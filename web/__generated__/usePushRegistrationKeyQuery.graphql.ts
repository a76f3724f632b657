/**
 * @generated SignedSource<<d8df399a1cdefab4fabc156adf958415>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type usePushRegistrationKeyQuery$variables = Record<PropertyKey, never>;
export type usePushRegistrationKeyQuery$data = {
  readonly pushPublicKey: string;
};
export type usePushRegistrationKeyQuery = {
  response: usePushRegistrationKeyQuery$data;
  variables: usePushRegistrationKeyQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "pushPublicKey",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePushRegistrationKeyQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "usePushRegistrationKeyQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "abf055b240df8c95f183e606cb00e337",
    "id": null,
    "metadata": {},
    "name": "usePushRegistrationKeyQuery",
    "operationKind": "query",
    "text": "query usePushRegistrationKeyQuery {\n  pushPublicKey\n}\n"
  }
};
})();

(node as any).hash = "d0e2a8dd0bfb1a7589b76b581edb0b49";

export default node;
