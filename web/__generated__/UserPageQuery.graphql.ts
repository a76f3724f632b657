/**
 * @generated SignedSource<<5338cf33b9c99014c016669250cc9ffd>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "ADV" | "EDITOR" | "GUEST" | "MODERATOR" | "PRO" | "USER" | "%future added value";
export type SanctionKind = "SUSPEND" | "WARN" | "%future added value";
export type UserPageQuery$variables = {
  entityId: number;
};
export type UserPageQuery$data = {
  readonly adminPerson: {
    readonly assignableRoles: ReadonlyArray<Role>;
    readonly createdAt: string;
    readonly displayName: string;
    readonly email: string;
    readonly entityId: number;
    readonly records: {
      readonly acceptanceRate: number | null | undefined;
      readonly accepted: number;
      readonly pending: number;
      readonly rejected: number;
    };
    readonly reports: ReadonlyArray<{
      readonly createdAt: string;
      readonly reason: string;
      readonly recId: number;
      readonly reporterName: string;
      readonly status: string;
    }>;
    readonly role: Role;
    readonly sanctions: ReadonlyArray<{
      readonly byName: string;
      readonly createdAt: string;
      readonly kind: SanctionKind;
      readonly liftedAt: string | null | undefined;
      readonly liftedByName: string | null | undefined;
      readonly reason: string;
      readonly recId: number;
      readonly until: string | null | undefined;
    }>;
    readonly status: number;
    readonly suspended: boolean;
    readonly suspendedUntil: string | null | undefined;
    readonly username: string | null | undefined;
    readonly viewerCanSuspend: boolean;
  } | null | undefined;
};
export type UserPageQuery = {
  response: UserPageQuery$data;
  variables: UserPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "entityId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "entityId",
        "variableName": "entityId"
      }
    ],
    "concreteType": "AdminAccount",
    "kind": "LinkedField",
    "name": "adminPerson",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "entityId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "username",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      },
      (v1/*: any*/),
      (v2/*: any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "suspended",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "suspendedUntil",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "assignableRoles",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanSuspend",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RecordFigures",
        "kind": "LinkedField",
        "name": "records",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accepted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rejected",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pending",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "acceptanceRate",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Sanction",
        "kind": "LinkedField",
        "name": "sanctions",
        "plural": true,
        "selections": [
          (v3/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          (v4/*: any*/),
          (v2/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "until",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "liftedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "byName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "liftedByName",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PersonReport",
        "kind": "LinkedField",
        "name": "reports",
        "plural": true,
        "selections": [
          (v3/*: any*/),
          (v4/*: any*/),
          (v1/*: any*/),
          (v2/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reporterName",
            "storageKey": null
          }
        ],
        "storageKey": null
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
    "name": "UserPageQuery",
    "selections": (v5/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "UserPageQuery",
    "selections": (v5/*: any*/)
  },
  "params": {
    "cacheID": "676aed80397e846238fdc10ecb2711fb",
    "id": null,
    "metadata": {},
    "name": "UserPageQuery",
    "operationKind": "query",
    "text": "query UserPageQuery(\n  $entityId: Int!\n) {\n  adminPerson(entityId: $entityId) {\n    entityId\n    displayName\n    email\n    username\n    role\n    status\n    createdAt\n    suspended\n    suspendedUntil\n    assignableRoles\n    viewerCanSuspend\n    records {\n      accepted\n      rejected\n      pending\n      acceptanceRate\n    }\n    sanctions {\n      recId\n      kind\n      reason\n      createdAt\n      until\n      liftedAt\n      byName\n      liftedByName\n    }\n    reports {\n      recId\n      reason\n      status\n      createdAt\n      reporterName\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8684a9923863c0a1afa3ebe8dafe188a";

export default node;
