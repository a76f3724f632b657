/**
 * @generated SignedSource<<f3ff6c3c500972090bf9da33b0688e75>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ProfileSettingsPageQuery$variables = Record<PropertyKey, never>;
export type ProfileSettingsPageQuery$data = {
  readonly viewer: {
    readonly notificationSettings: {
      readonly reviewQueue: boolean;
    };
    readonly privacyDefaults: {
      readonly lesson: number;
      readonly mood: number;
      readonly news: number;
      readonly note: number;
      readonly question: number;
    };
  };
};
export type ProfileSettingsPageQuery = {
  response: ProfileSettingsPageQuery$data;
  variables: ProfileSettingsPageQuery$variables;
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
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationSettings",
        "kind": "LinkedField",
        "name": "notificationSettings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reviewQueue",
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
    "name": "ProfileSettingsPageQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfileSettingsPageQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "c7edb5c9de357290e2a536ff6b69ad58",
    "id": null,
    "metadata": {},
    "name": "ProfileSettingsPageQuery",
    "operationKind": "query",
    "text": "query ProfileSettingsPageQuery {\n  viewer {\n    privacyDefaults {\n      note\n      news\n      question\n      mood\n      lesson\n    }\n    notificationSettings {\n      reviewQueue\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7144d5ccb387e6c913c4574ea564023c";

export default node;
