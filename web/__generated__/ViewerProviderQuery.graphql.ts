/**
 * @generated SignedSource<<657942f8dadea034e732417d7cfd6a3c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "ADV" | "EDITOR" | "GUEST" | "MODERATOR" | "PRO" | "USER" | "%future added value";
export type ViewerProviderQuery$variables = Record<PropertyKey, never>;
export type ViewerProviderQuery$data = {
  readonly viewer: {
    readonly can: {
      readonly editSpecies: boolean;
      readonly validate: boolean;
    };
    readonly displayName: string | null | undefined;
    readonly entityId: number | null | undefined;
    readonly frontendVersion: string;
    readonly geoFilter: string;
    readonly groups: ReadonlyArray<{
      readonly name: string;
      readonly recId: number;
    }>;
    readonly language: string;
    readonly memberArray: ReadonlyArray<number>;
    readonly messageCount: number;
    readonly notificationCount: number;
    readonly profileImageUrl: string | null | undefined;
    readonly role: Role;
    readonly twoFactorSetupRequired: boolean;
    readonly userId: number | null | undefined;
  };
};
export type ViewerProviderQuery = {
  response: ViewerProviderQuery$data;
  variables: ViewerProviderQuery$variables;
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
        "name": "role",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "entityId",
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
        "name": "language",
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
        "kind": "ScalarField",
        "name": "memberArray",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "EntitySummary",
        "kind": "LinkedField",
        "name": "groups",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "notificationCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "messageCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "frontendVersion",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "geoFilter",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "twoFactorSetupRequired",
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
            "name": "validate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editSpecies",
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
    "name": "ViewerProviderQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ViewerProviderQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "43bdf8ac238e54524e65fc578d4df473",
    "id": null,
    "metadata": {},
    "name": "ViewerProviderQuery",
    "operationKind": "query",
    "text": "query ViewerProviderQuery {\n  viewer {\n    role\n    userId\n    entityId\n    displayName\n    language\n    profileImageUrl\n    memberArray\n    groups {\n      recId\n      name\n    }\n    notificationCount\n    messageCount\n    frontendVersion\n    geoFilter\n    twoFactorSetupRequired\n    can {\n      validate\n      editSpecies\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d0feddbd713bbc103c8a0fb4c02d8793";

export default node;
