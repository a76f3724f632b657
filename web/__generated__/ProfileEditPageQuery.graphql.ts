/**
 * @generated SignedSource<<70c5d114e01722753b6d2453ab65515f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Gender = "female" | "male" | "other" | "unstated" | "%future added value";
export type ProfileEditPageQuery$variables = Record<PropertyKey, never>;
export type ProfileEditPageQuery$data = {
  readonly viewer: {
    readonly profile: {
      readonly birthDate: string | null | undefined;
      readonly birthPlace: string | null | undefined;
      readonly displayName: string;
      readonly email: string;
      readonly firstName: string | null | undefined;
      readonly gender: Gender | null | undefined;
      readonly hasPassword: boolean;
      readonly id: string;
      readonly introduction: string;
      readonly lastName: string | null | undefined;
      readonly locationText: string | null | undefined;
      readonly username: string | null | undefined;
    } | null | undefined;
  };
};
export type ProfileEditPageQuery = {
  response: ProfileEditPageQuery$data;
  variables: ProfileEditPageQuery$variables;
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
        "concreteType": "Profile",
        "kind": "LinkedField",
        "name": "profile",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
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
            "name": "hasPassword",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
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
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "birthDate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "birthPlace",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "locationText",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gender",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "introduction",
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
    "name": "ProfileEditPageQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfileEditPageQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "7eb337fb8a654d579005adc2e855f296",
    "id": null,
    "metadata": {},
    "name": "ProfileEditPageQuery",
    "operationKind": "query",
    "text": "query ProfileEditPageQuery {\n  viewer {\n    profile {\n      id\n      email\n      hasPassword\n      firstName\n      lastName\n      displayName\n      username\n      birthDate\n      birthPlace\n      locationText\n      gender\n      introduction\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d43a7f07420333928c437f30991c50e";

export default node;
