/**
 * @generated SignedSource<<ff97dc53aa86269e695c09e1b8a9191f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "ADV" | "EDITOR" | "GUEST" | "MODERATOR" | "PRO" | "USER" | "%future added value";
export type AdminNotificationsPageQuery$variables = {
  days: number;
  minRole: Role;
};
export type AdminNotificationsPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AdminNotificationsPage_overview" | "AnnouncementForm_audience">;
};
export type AdminNotificationsPageQuery = {
  response: AdminNotificationsPageQuery$data;
  variables: AdminNotificationsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "days"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "minRole"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "days",
    "variableName": "days"
  }
],
v2 = [
  {
    "kind": "Variable",
    "name": "minRole",
    "variableName": "minRole"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "failed",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminNotificationsPageQuery",
    "selections": [
      {
        "args": (v1/*: any*/),
        "kind": "FragmentSpread",
        "name": "AdminNotificationsPage_overview"
      },
      {
        "args": (v2/*: any*/),
        "kind": "FragmentSpread",
        "name": "AnnouncementForm_audience"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "AdminNotificationsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
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
              (v3/*: any*/)
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
              (v3/*: any*/)
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
              (v4/*: any*/),
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
              (v5/*: any*/),
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
              (v4/*: any*/),
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
              (v5/*: any*/),
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
      },
      {
        "alias": null,
        "args": (v2/*: any*/),
        "kind": "ScalarField",
        "name": "announcementAudience",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cbc6ffd51f7adc5997feb2eacd091320",
    "id": null,
    "metadata": {},
    "name": "AdminNotificationsPageQuery",
    "operationKind": "query",
    "text": "query AdminNotificationsPageQuery(\n  $days: Int!\n  $minRole: Role!\n) {\n  ...AdminNotificationsPage_overview_2982tV\n  ...AnnouncementForm_audience_23wAwY\n}\n\nfragment AdminNotificationsPage_overview_2982tV on Query {\n  notificationOverview(days: $days) {\n    days\n    deliveries {\n      channel\n      kind\n      sent\n      failed\n    }\n    mailQueue {\n      waiting\n      pending\n      failed\n    }\n    failedMails {\n      recId\n      cadence\n      error\n      attempts\n      noticeCount\n      createdAt\n      recipientRecId\n      recipientName\n    }\n    announcements {\n      recId\n      text\n      url\n      minRole\n      recipientCount\n      createdAt\n      authorRecId\n      authorName\n    }\n  }\n}\n\nfragment AnnouncementForm_audience_23wAwY on Query {\n  announcementAudience(minRole: $minRole)\n}\n"
  }
};
})();

(node as any).hash = "b8b410aa5ea8be1df7a9f713713cbb96";

export default node;
