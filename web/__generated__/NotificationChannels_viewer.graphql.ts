/**
 * @generated SignedSource<<6322deda489f1a1536ae4817772ee0c9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "ANNOUNCEMENT" | "COMMENT" | "FRIEND_REQUEST" | "JOIN_REQUEST" | "LIKE" | "MESSAGE" | "RECORD_AWAITING_REVIEW" | "REPLY" | "REVIEW_COMMENT" | "REVIEW_DECISION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationChannels_viewer$data = {
  readonly notificationPreferences: ReadonlyArray<{
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "8e4130b2704ffa4e6b84755b8cb89ff7";

export default node;
