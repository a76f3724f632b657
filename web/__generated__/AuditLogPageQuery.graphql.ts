/**
 * @generated SignedSource<<8ce58c177aa6c5a71cdeafd948e5cf8f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AuditAction = "ACCOUNT_SUSPEND" | "ACCOUNT_SUSPENSION_LIFT" | "ANNOUNCEMENT_SEND" | "CONTENT_DELETE" | "CONTENT_HIDE" | "CONTENT_PUBLISH" | "CONTENT_REMOVE" | "CONTENT_RESTORE" | "CONTENT_RESTORE_VISIBLE" | "CONTENT_UNPUBLISH" | "DISPUTE_DISMISS" | "ENTITY_ADMIN_LETTER" | "ENTITY_ARCHIVE" | "ENTITY_EDIT" | "ENTITY_MERGE" | "ENTITY_SETTINGS" | "ENTITY_SUBDOMAIN" | "ENTITY_UNARCHIVE" | "MEDIA_APPROVE" | "MEDIA_FLAG" | "MEDIA_HIDE" | "MEDIA_RESTORE" | "MESSAGE_BROADCAST" | "REVIEW_DECISION" | "REVIEW_RULE_CHANGE" | "ROLE_CHANGE" | "USER_WARN" | "VALIDATOR_ASSIGN" | "VALIDATOR_UNASSIGN" | "%future added value";
export type AuditLogPageQuery$variables = {
  action?: AuditAction | null | undefined;
  actorRecId?: number | null | undefined;
  count: number;
  since?: string | null | undefined;
  until?: string | null | undefined;
};
export type AuditLogPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AuditLogPage_log">;
};
export type AuditLogPageQuery = {
  response: AuditLogPageQuery$data;
  variables: AuditLogPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "action"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "actorRecId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "since"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "until"
},
v5 = {
  "kind": "Variable",
  "name": "action",
  "variableName": "action"
},
v6 = {
  "kind": "Variable",
  "name": "actorRecId",
  "variableName": "actorRecId"
},
v7 = {
  "kind": "Variable",
  "name": "since",
  "variableName": "since"
},
v8 = {
  "kind": "Variable",
  "name": "until",
  "variableName": "until"
},
v9 = [
  (v5/*: any*/),
  (v6/*: any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v7/*: any*/),
  (v8/*: any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/),
      (v4/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AuditLogPageQuery",
    "selections": [
      {
        "args": [
          (v5/*: any*/),
          (v6/*: any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v7/*: any*/),
          (v8/*: any*/)
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
    "argumentDefinitions": [
      (v2/*: any*/),
      (v0/*: any*/),
      (v1/*: any*/),
      (v3/*: any*/),
      (v4/*: any*/)
    ],
    "kind": "Operation",
    "name": "AuditLogPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v9/*: any*/),
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
        "args": (v9/*: any*/),
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
    "cacheID": "23aca2f5f77cf2996a024c8386782bdb",
    "id": null,
    "metadata": {},
    "name": "AuditLogPageQuery",
    "operationKind": "query",
    "text": "query AuditLogPageQuery(\n  $count: Int!\n  $action: AuditAction\n  $actorRecId: Int\n  $since: String\n  $until: String\n) {\n  ...AuditLogPage_log_2ekIdx\n}\n\nfragment AuditLogPage_log_2ekIdx on Query {\n  auditLog(first: $count, action: $action, actorRecId: $actorRecId, since: $since, until: $until) {\n    totalCount\n    edges {\n      node {\n        recId\n        createdAt\n        action\n        actorRecId\n        actorName\n        objectPath\n        subject\n        reason\n        details\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c5368a65c87b474e9efc7569da7d580";

export default node;
