/**
 * @generated SignedSource<<64108687bc94a5f2d6ba200c1bac660e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateProfileSettingsInput = {
  notifications?: NotificationSettingsInput | null | undefined;
  privacyDefaults?: PrivacyDefaultsInput | null | undefined;
};
export type NotificationSettingsInput = {
  reviewQueue?: boolean | null | undefined;
};
export type PrivacyDefaultsInput = {
  lesson?: number | null | undefined;
  mood?: number | null | undefined;
  news?: number | null | undefined;
  note?: number | null | undefined;
  question?: number | null | undefined;
};
export type ProfileSettingsPageMutation$variables = {
  input: UpdateProfileSettingsInput;
};
export type ProfileSettingsPageMutation$data = {
  readonly updateProfileSettings: {
    readonly __typename: string;
    readonly code?: string;
    readonly viewer?: {
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
};
export type ProfileSettingsPageMutation = {
  response: ProfileSettingsPageMutation$data;
  variables: ProfileSettingsPageMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateProfileSettings",
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
        ],
        "type": "ProfileSettingsPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "ProfileSettingsPageMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "ProfileSettingsPageMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "2dcc66bc3d0916a6a4049faf324a5f05",
    "id": null,
    "metadata": {},
    "name": "ProfileSettingsPageMutation",
    "operationKind": "mutation",
    "text": "mutation ProfileSettingsPageMutation(\n  $input: UpdateProfileSettingsInput!\n) {\n  updateProfileSettings(input: $input) {\n    __typename\n    ... on ProfileSettingsPayload {\n      viewer {\n        privacyDefaults {\n          note\n          news\n          question\n          mood\n          lesson\n        }\n        notificationSettings {\n          reviewQueue\n        }\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9f270785515cdc5243f203fb38ce5af8";

export default node;
