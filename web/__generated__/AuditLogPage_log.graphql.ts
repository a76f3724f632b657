/**
 * @generated SignedSource<<b925ddb8d7ca46dd9c870592fd70b5f2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AuditAction = "ACCOUNT_SUSPEND" | "ACCOUNT_SUSPENSION_LIFT" | "ANNOUNCEMENT_SEND" | "CONTENT_DELETE" | "CONTENT_HIDE" | "CONTENT_PUBLISH" | "CONTENT_REMOVE" | "CONTENT_RESTORE" | "CONTENT_RESTORE_VISIBLE" | "CONTENT_UNPUBLISH" | "DISPUTE_DISMISS" | "ENTITY_ADMIN_LETTER" | "ENTITY_ARCHIVE" | "ENTITY_EDIT" | "ENTITY_MERGE" | "ENTITY_SETTINGS" | "ENTITY_SUBDOMAIN" | "ENTITY_UNARCHIVE" | "MEDIA_APPROVE" | "MEDIA_FLAG" | "MEDIA_HIDE" | "MEDIA_RESTORE" | "MESSAGE_BROADCAST" | "REVIEW_DECISION" | "REVIEW_RULE_CHANGE" | "ROLE_CHANGE" | "USER_WARN" | "VALIDATOR_ASSIGN" | "VALIDATOR_UNASSIGN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AuditLogPage_log$data = {
  readonly auditLog: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly action: AuditAction;
        readonly actorName: string | null | undefined;
        readonly actorRecId: number | null | undefined;
        readonly createdAt: string;
        readonly details: unknown;
        readonly objectPath: string | null | undefined;
        readonly reason: string | null | undefined;
        readonly recId: number;
        readonly subject: string;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "AuditLogPage_log";
};
export type AuditLogPage_log$key = {
  readonly " $data"?: AuditLogPage_log$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogPage_log">;
};

import AuditLogPagePaginationQuery_graphql from './AuditLogPagePaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "auditLog"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "action"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "actorRecId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "since"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "until"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*: any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*: any*/)
      },
      "fragmentPathInResult": [],
      "operation": AuditLogPagePaginationQuery_graphql
    }
  },
  "name": "AuditLogPage_log",
  "selections": [
    {
      "alias": "auditLog",
      "args": [
        {
          "kind": "Variable",
          "name": "action",
          "variableName": "action"
        },
        {
          "kind": "Variable",
          "name": "actorRecId",
          "variableName": "actorRecId"
        },
        {
          "kind": "Variable",
          "name": "since",
          "variableName": "since"
        },
        {
          "kind": "Variable",
          "name": "until",
          "variableName": "until"
        }
      ],
      "concreteType": "QueryAuditLogConnection",
      "kind": "LinkedField",
      "name": "__AuditLogPage_auditLog_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryAuditLogConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "AuditEntry",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "recId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "action",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "actorRecId",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "actorName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "objectPath",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "subject",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "reason",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "details",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
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

(node as any).hash = "3d6bfc01b5ffc090dc15f846fc2ca3eb";

export default node;
