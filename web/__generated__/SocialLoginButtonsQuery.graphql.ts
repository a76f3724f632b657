/**
 * @generated SignedSource<<a7239b90dc987e135f87b9ab0ea7a124>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SocialLoginButtonsQuery$variables = Record<PropertyKey, never>;
export type SocialLoginButtonsQuery$data = {
  readonly socialProviders: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
  }>;
};
export type SocialLoginButtonsQuery = {
  response: SocialLoginButtonsQuery$data;
  variables: SocialLoginButtonsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SocialProvider",
    "kind": "LinkedField",
    "name": "socialProviders",
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
        "name": "label",
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
    "name": "SocialLoginButtonsQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SocialLoginButtonsQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "64f3333647ef69d639ef04f3bdcce0f4",
    "id": null,
    "metadata": {},
    "name": "SocialLoginButtonsQuery",
    "operationKind": "query",
    "text": "query SocialLoginButtonsQuery {\n  socialProviders {\n    name\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "6a937a077bc410cec32a1fe929313d6d";

export default node;
