/**
 * @generated SignedSource<<8482726884c849910be676434de857e9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Licence = "CC0" | "CC_BY_4_0" | "CC_BY_NC_4_0" | "%future added value";
export type ProfileSettingsPageQuery$variables = Record<PropertyKey, never>;
export type ProfileSettingsPageQuery$data = {
  readonly viewer: {
    readonly defaultLicence: Licence;
    readonly privacyDefaults: {
      readonly lesson: number;
      readonly mood: number;
      readonly news: number;
      readonly note: number;
      readonly question: number;
    };
    readonly " $fragmentSpreads": FragmentRefs<"NotificationChannels_viewer">;
  };
};
export type ProfileSettingsPageQuery = {
  response: ProfileSettingsPageQuery$data;
  variables: ProfileSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "PrivacyDefaults",
  "kind": "LinkedField",
  "name": "privacyDefaults",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "note",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "news",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "question",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mood",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lesson",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "defaultLicence",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NotificationChannels_viewer"
          },
          (v1/*: any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfileSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "NotificationPreference",
            "kind": "LinkedField",
            "name": "notificationPreferences",
            "plural": true,
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
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "inApp",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "inAppFixed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "push",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c63f1a16a78f39d9dc656749fb2db85e",
    "id": null,
    "metadata": {},
    "name": "ProfileSettingsPageQuery",
    "operationKind": "query",
    "text": "query ProfileSettingsPageQuery {\n  viewer {\n    privacyDefaults {\n      note\n      news\n      question\n      mood\n      lesson\n    }\n    ...NotificationChannels_viewer\n    defaultLicence\n  }\n}\n\nfragment NotificationChannels_viewer on Viewer {\n  notificationPreferences {\n    id\n    kind\n    inApp\n    inAppFixed\n    push\n    email\n  }\n}\n"
  }
};
})();

(node as any).hash = "764f2cccc4d855e35a9e7aa67b2b8574";

export default node;
