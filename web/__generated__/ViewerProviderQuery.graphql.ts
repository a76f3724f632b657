/**
 * @generated SignedSource<<034f5865ffd14001ff7e5c2141e449f8>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
  readonly " $fragmentSpreads": FragmentRefs<"SiteProvider_query">;
};
export type ViewerProviderQuery = {
  response: ViewerProviderQuery$data;
  variables: ViewerProviderQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "profileImageUrl",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v3 = {
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
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    (v1/*: any*/),
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
        (v2/*: any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewerProviderQuery",
    "selections": [
      (v3/*: any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SiteProvider_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ViewerProviderQuery",
    "selections": [
      (v3/*: any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Site",
        "kind": "LinkedField",
        "name": "site",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subdomain",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "loginPath",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Entity",
            "kind": "LinkedField",
            "name": "entity",
            "plural": false,
            "selections": [
              (v2/*: any*/),
              (v0/*: any*/),
              (v1/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "publicHost",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SiteCan",
            "kind": "LinkedField",
            "name": "viewerCan",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "setSubdomain",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "225bf3da2f032a875cd2cec25d3c5dfd",
    "id": null,
    "metadata": {},
    "name": "ViewerProviderQuery",
    "operationKind": "query",
    "text": "query ViewerProviderQuery {\n  viewer {\n    role\n    userId\n    entityId\n    displayName\n    language\n    profileImageUrl\n    memberArray\n    groups {\n      recId\n      name\n    }\n    notificationCount\n    messageCount\n    frontendVersion\n    geoFilter\n    twoFactorSetupRequired\n    can {\n      validate\n      editSpecies\n    }\n  }\n  ...SiteProvider_query\n}\n\nfragment SiteProvider_query on Query {\n  site {\n    subdomain\n    loginPath\n    entity {\n      recId\n      displayName\n      profileImageUrl\n      id\n    }\n    publicHost\n    viewerCan {\n      setSubdomain\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4bba57dfaf0b4a9269c9e7cda164cc21";

export default node;
