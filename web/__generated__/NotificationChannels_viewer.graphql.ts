/**
 * @generated SignedSource<<2ebdd0513acf979dc3b1adc68930d4df>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailChoice = "DAILY" | "IMMEDIATELY" | "OFF" | "WEEKLY" | "%future added value";
export type NotificationKind = "ACCOUNT" | "ANNOUNCEMENT" | "COMMENT" | "FRIEND_REQUEST" | "JOIN_REQUEST" | "LIKE" | "MESSAGE" | "MODERATION" | "RECORD_AWAITING_REVIEW" | "REPLY" | "REVIEW_COMMENT" | "REVIEW_DECISION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationChannels_viewer$data = {
  readonly notificationPreferences: ReadonlyArray<{
    readonly email: EmailChoice;
    readonly id: string;
    readonly inApp: boolean;
    readonly inAppFixed: boolean;
    readonly kind: NotificationKind;
    readonly push: boolean;
  }>;
  readonly " $fragmentType": "NotificationChannels_viewer";
};
export type NotificationChannels_viewer$key = {
  readonly " $data"?: NotificationChannels_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationChannels_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationChannels_viewer",
  "selections": [
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
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "b62999035b54095150eba6dbbe7510b4";

export default node;
