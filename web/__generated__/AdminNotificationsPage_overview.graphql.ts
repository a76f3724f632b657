/**
 * @generated SignedSource<<5b21ebae99936ad604868d85e03ef6cc>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "ADV" | "EDITOR" | "GUEST" | "MODERATOR" | "PRO" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AdminNotificationsPage_overview$data = {
  readonly notificationOverview: {
    readonly announcements: ReadonlyArray<{
      readonly authorName: string;
      readonly authorRecId: number;
      readonly createdAt: string;
      readonly minRole: Role;
      readonly recId: number;
      readonly recipientCount: number;
      readonly text: string;
      readonly url: string | null | undefined;
    }>;
    readonly days: number;
    readonly deliveries: ReadonlyArray<{
      readonly channel: string;
      readonly failed: number;
      readonly kind: string;
      readonly sent: number;
    }>;
    readonly failedMails: ReadonlyArray<{
      readonly attempts: number;
      readonly cadence: string;
      readonly createdAt: string;
      readonly error: string | null | undefined;
      readonly noticeCount: number;
      readonly recId: number;
      readonly recipientName: string;
      readonly recipientRecId: number;
    }>;
    readonly mailQueue: {
      readonly failed: number;
      readonly pending: number;
      readonly waiting: number;
    };
  };
  readonly " $fragmentType": "AdminNotificationsPage_overview";
};
export type AdminNotificationsPage_overview$key = {
  readonly " $data"?: AdminNotificationsPage_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminNotificationsPage_overview">;
};

import AdminNotificationsPageOverviewQuery_graphql from './AdminNotificationsPageOverviewQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "failed",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "days"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [],
      "operation": AdminNotificationsPageOverviewQuery_graphql
    }
  },
  "name": "AdminNotificationsPage_overview",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "days",
          "variableName": "days"
        }
      ],
      "concreteType": "NotificationOverview",
      "kind": "LinkedField",
      "name": "notificationOverview",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "days",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "NotificationDeliveryTotal",
          "kind": "LinkedField",
          "name": "deliveries",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "channel",
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
              "name": "sent",
              "storageKey": null
            },
            (v0/*: any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "NotificationMailQueue",
          "kind": "LinkedField",
          "name": "mailQueue",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "waiting",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pending",
              "storageKey": null
            },
            (v0/*: any*/)
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "FailedNotificationMail",
          "kind": "LinkedField",
          "name": "failedMails",
          "plural": true,
          "selections": [
            (v1/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cadence",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "error",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "attempts",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "noticeCount",
              "storageKey": null
            },
            (v2/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "recipientRecId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "recipientName",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Announcement",
          "kind": "LinkedField",
          "name": "announcements",
          "plural": true,
          "selections": [
            (v1/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "text",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "minRole",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "recipientCount",
              "storageKey": null
            },
            (v2/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "authorRecId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "authorName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "08cecf8fbacb7f18c7f6348c7f005966";

export default node;
