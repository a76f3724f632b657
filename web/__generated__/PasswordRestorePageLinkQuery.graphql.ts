/**
 * @generated SignedSource<<4cb679412a2330bf903fca2c52cd5753>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PasswordRestorePageLinkQuery$variables = {
  token: string;
};
export type PasswordRestorePageLinkQuery$data = {
  readonly passwordRestoreLink: {
    readonly __typename: "PasswordRestoreLink";
    readonly email: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type PasswordRestorePageLinkQuery = {
  response: PasswordRestorePageLinkQuery$data;
  variables: PasswordRestorePageLinkQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "passwordRestoreLink",
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
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          }
        ],
        "type": "PasswordRestoreLink",
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
    "name": "PasswordRestorePageLinkQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "PasswordRestorePageLinkQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "7c8c8dc17eadbcaf2dfbd1432d2f3b19",
    "id": null,
    "metadata": {},
    "name": "PasswordRestorePageLinkQuery",
    "operationKind": "query",
    "text": "query PasswordRestorePageLinkQuery(\n  $token: String!\n) {\n  passwordRestoreLink(token: $token) {\n    __typename\n    ... on PasswordRestoreLink {\n      email\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0bb90cc32ae7ea2e98c2f08de49ce1db";

export default node;
