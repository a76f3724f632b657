/**
 * @generated SignedSource<<1b851b84edaa88ad88faffe653f406e2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Licence = "CC0" | "CC_BY_4_0" | "CC_BY_NC_4_0" | "%future added value";
export type UpdateProfileSettingsInput = {
  defaultLicence?: Licence | null | undefined;
  geoFilter?: string | null | undefined;
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
    readonly __typename: "ProfileSettingsPayload";
    readonly viewer: {
      readonly defaultLicence: Licence;
      readonly privacyDefaults: {
        readonly lesson: number;
        readonly mood: number;
        readonly news: number;
        readonly note: number;
        readonly question: number;
      };
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
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
                "kind": "ScalarField",
                "name": "defaultLicence",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ProfileSettingsPayload",
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
    "cacheID": "5ed2ea56e7fe3d71faa7fdee26e5b866",
    "id": null,
    "metadata": {},
    "name": "ProfileSettingsPageMutation",
    "operationKind": "mutation",
    "text": "mutation ProfileSettingsPageMutation(\n  $input: UpdateProfileSettingsInput!\n) {\n  updateProfileSettings(input: $input) {\n    __typename\n    ... on ProfileSettingsPayload {\n      viewer {\n        privacyDefaults {\n          note\n          news\n          question\n          mood\n          lesson\n        }\n        defaultLicence\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "122a06ba5135878bd09906abaad10148";

export default node;
