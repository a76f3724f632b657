/**
 * @generated SignedSource<<4c6144b5319ca025c7ede417653ce2c2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SocialSignupFormQuery$variables = Record<PropertyKey, never>;
export type SocialSignupFormQuery$data = {
  readonly socialSignup: {
    readonly displayName: string | null | undefined;
    readonly email: string;
    readonly providerLabel: string;
  } | null | undefined;
};
export type SocialSignupFormQuery = {
  response: SocialSignupFormQuery$data;
  variables: SocialSignupFormQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "SocialSignup",
    "kind": "LinkedField",
    "name": "socialSignup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "providerLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SocialSignupFormQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SocialSignupFormQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "b775d11642e7e6af60b6b4d913bb1eee",
    "id": null,
    "metadata": {},
    "name": "SocialSignupFormQuery",
    "operationKind": "query",
    "text": "query SocialSignupFormQuery {\n  socialSignup {\n    providerLabel\n    email\n    displayName\n  }\n}\n"
  }
};
})();

(node as any).hash = "c730703b24fb3dec1029644c18d29647";

export default node;
