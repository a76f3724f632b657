/**
 * @generated SignedSource<<cc75f65a1717847e8fe76088fc01c856>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type EmailChoice = "DAILY" | "IMMEDIATELY" | "OFF" | "WEEKLY" | "%future added value";
export type NotificationKind = "ACCOUNT" | "ANNOUNCEMENT" | "COMMENT" | "FRIEND_REQUEST" | "JOIN_REQUEST" | "LIKE" | "MESSAGE" | "MODERATION" | "RECORD_AWAITING_REVIEW" | "REPLY" | "REVIEW_COMMENT" | "REVIEW_DECISION" | "%future added value";
export type SetNotificationChannelsInput = {
  email?: EmailChoice | null | undefined;
  inApp?: boolean | null | undefined;
  kind: NotificationKind;
  push?: boolean | null | undefined;
};
export type NotificationChannelsMutation$variables = {
  input: SetNotificationChannelsInput;
};
export type NotificationChannelsMutation$data = {
  readonly setNotificationChannels: {
    readonly __typename: string;
    readonly code?: string;
    readonly preference?: {
      readonly email: EmailChoice;
      readonly id: string;
      readonly inApp: boolean;
      readonly push: boolean;
    };
  };
};
export type NotificationChannelsMutation = {
  response: NotificationChannelsMutation$data;
  variables: NotificationChannelsMutation$variables;
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
    "name": "setNotificationChannels",
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
            "concreteType": "NotificationPreference",
            "kind": "LinkedField",
            "name": "preference",
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
                "name": "inApp",
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
          }
        ],
        "type": "SetNotificationChannelsPayload",
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
    "name": "NotificationChannelsMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "NotificationChannelsMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "258653d940db534debe84c0939efb638",
    "id": null,
    "metadata": {},
    "name": "NotificationChannelsMutation",
    "operationKind": "mutation",
    "text": "mutation NotificationChannelsMutation(\n  $input: SetNotificationChannelsInput!\n) {\n  setNotificationChannels(input: $input) {\n    __typename\n    ... on SetNotificationChannelsPayload {\n      preference {\n        id\n        inApp\n        push\n        email\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e5c13e84e759450d0f025706d2f49c2e";

export default node;
