/**
 * @generated SignedSource<<4414e2e58881c295cc9f17fb107bbcd0>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuditAction = "ACCOUNT_SUSPEND" | "ACCOUNT_SUSPENSION_LIFT" | "ANNOUNCEMENT_SEND" | "CONTENT_DELETE" | "CONTENT_HIDE" | "CONTENT_PUBLISH" | "CONTENT_REMOVE" | "CONTENT_RESTORE" | "CONTENT_RESTORE_VISIBLE" | "CONTENT_UNPUBLISH" | "DISPUTE_DISMISS" | "ENTITY_ADMIN_LETTER" | "ENTITY_ARCHIVE" | "ENTITY_EDIT" | "ENTITY_MERGE" | "ENTITY_SETTINGS" | "ENTITY_SUBDOMAIN" | "ENTITY_UNARCHIVE" | "MEDIA_APPROVE" | "MEDIA_FLAG" | "MEDIA_HIDE" | "MEDIA_RESTORE" | "MESSAGE_BROADCAST" | "REVIEW_DECISION" | "REVIEW_RULE_CHANGE" | "ROLE_CHANGE" | "USER_WARN" | "VALIDATOR_ASSIGN" | "VALIDATOR_UNASSIGN" | "%future added value";
export type AuditLogPagePaginationQuery$variables = {
  action?: AuditAction | null | undefined;
  actorRecId?: number | null | undefined;
  count: number;
  cursor?: string | null | undefined;
  since?: string | null | undefined;
  until?: string | null | undefined;
};
export type AuditLogPagePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogPage_log">;
};
export type AuditLogPagePaginationQuery = {
  response: AuditLogPagePaginationQuery$data;
  variables: AuditLogPagePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
v1 = {
  "kind": "Variable",
  "name": "action",
  "variableName": "action"
},
v2 = {
  "kind": "Variable",
  "name": "actorRecId",
  "variableName": "actorRecId"
},
v3 = {
  "kind": "Variable",
  "name": "since",
  "variableName": "since"
},
v4 = {
  "kind": "Variable",
  "name": "until",
  "variableName": "until"
},
v5 = [
  (v1/*: any*/),
  (v2/*: any*/),
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v3/*: any*/),
  (v4/*: any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AuditLogPagePaginationQuery",
    "selections": [
      {
        "args": [
          (v1/*: any*/),
          (v2/*: any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v3/*: any*/),
          (v4/*: any*/)
        ],
        "kind": "FragmentSpread",
        "name": "AuditLogPage_log"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "AuditLogPagePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*: any*/),
        "concreteType": "QueryAuditLogConnection",
        "kind": "LinkedField",
        "name": "auditLog",
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
      },
      {
        "alias": null,
        "args": (v5/*: any*/),
        "filters": [
          "action",
          "actorRecId",
          "since",
          "until"
        ],
        "handle": "connection",
        "key": "AuditLogPage_auditLog",
        "kind": "LinkedHandle",
        "name": "auditLog"
      }
    ]
  },
  "params": {
    "cacheID": "81c45c14b173e31c4bc12f88b24b3310",
    "id": null,
    "metadata": {},
    "name": "AuditLogPagePaginationQuery",
    "operationKind": "query",
    "text": "query AuditLogPagePaginationQuery(\n  $action: AuditAction\n  $actorRecId: Int\n  $count: Int!\n  $cursor: String\n  $since: String\n  $until: String\n) {\n  ...AuditLogPage_log_3mD8xr\n}\n\nfragment AuditLogPage_log_3mD8xr on Query {\n  auditLog(first: $count, after: $cursor, action: $action, actorRecId: $actorRecId, since: $since, until: $until) {\n    totalCount\n    edges {\n      node {\n        recId\n        createdAt\n        action\n        actorRecId\n        actorName\n        objectPath\n        subject\n        reason\n        details\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d6bfc01b5ffc090dc15f846fc2ca3eb";

export default node;
