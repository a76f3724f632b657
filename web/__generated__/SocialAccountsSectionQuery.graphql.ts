/**
 * @generated SignedSource<<09ff79b4473d72e90aabbc447278dcb6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SocialAccountsSectionQuery$variables = Record<PropertyKey, never>;
export type SocialAccountsSectionQuery$data = {
  readonly socialProviders: ReadonlyArray<{
    readonly label: string;
    readonly name: string;
  }>;
  readonly viewer: {
    readonly socialAccounts: ReadonlyArray<{
      readonly email: string | null | undefined;
      readonly label: string;
      readonly provider: string;
    }>;
  };
};
export type SocialAccountsSectionQuery = {
  response: SocialAccountsSectionQuery$data;
  variables: SocialAccountsSectionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v1 = [
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
        "concreteType": "SocialAccount",
        "kind": "LinkedField",
        "name": "socialAccounts",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          },
          (v0/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
      (v0/*: any*/)
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SocialAccountsSectionQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SocialAccountsSectionQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "85f0908198f2b407018e6e8e8f75f587",
    "id": null,
    "metadata": {},
    "name": "SocialAccountsSectionQuery",
    "operationKind": "query",
    "text": "query SocialAccountsSectionQuery {\n  viewer {\n    socialAccounts {\n      provider\n      label\n      email\n    }\n  }\n  socialProviders {\n    name\n    label\n  }\n}\n"
  }
};
})();

(node as any).hash = "c49db0a14f0e1d273acc724c7d63fdb5";

export default node;
