/**
 * @generated SignedSource<<54c64e8753c985e58f15c366352ef1e7>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntityActivity = "dormant" | "month" | "year" | "%future added value";
export type EntityArchiveState = "active" | "all" | "archived" | "%future added value";
export type EntitySize = "large" | "medium" | "small" | "%future added value";
export type EntitiesAdminPagePaginationQuery$variables = {
  activity?: EntityActivity | null | undefined;
  archived?: EntityArchiveState | null | undefined;
  count: number;
  country?: string | null | undefined;
  cursor?: string | null | undefined;
  people?: boolean | null | undefined;
  query?: string | null | undefined;
  size?: EntitySize | null | undefined;
  type?: number | null | undefined;
};
export type EntitiesAdminPagePaginationQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EntitiesAdminPage_entities">;
};
export type EntitiesAdminPagePaginationQuery = {
  response: EntitiesAdminPagePaginationQuery$data;
  variables: EntitiesAdminPagePaginationQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "activity"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "archived"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "country"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "cursor"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "people"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "size"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "type"
  }
],
v1 = {
  "kind": "Variable",
  "name": "activity",
  "variableName": "activity"
},
v2 = {
  "kind": "Variable",
  "name": "archived",
  "variableName": "archived"
},
v3 = {
  "kind": "Variable",
  "name": "country",
  "variableName": "country"
},
v4 = {
  "kind": "Variable",
  "name": "people",
  "variableName": "people"
},
v5 = {
  "kind": "Variable",
  "name": "query",
  "variableName": "query"
},
v6 = {
  "kind": "Variable",
  "name": "size",
  "variableName": "size"
},
v7 = {
  "kind": "Variable",
  "name": "type",
  "variableName": "type"
},
v8 = [
  (v1/*: any*/),
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "cursor"
  },
  (v2/*: any*/),
  (v3/*: any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v4/*: any*/),
  (v5/*: any*/),
  (v6/*: any*/),
  (v7/*: any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EntitiesAdminPagePaginationQuery",
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
          (v3/*: any*/),
          {
            "kind": "Variable",
            "name": "cursor",
            "variableName": "cursor"
          },
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/)
        ],
        "kind": "FragmentSpread",
        "name": "EntitiesAdminPage_entities"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "EntitiesAdminPagePaginationQuery",
    "selections": [
      {
        "alias": null,
        "args": (v8/*: any*/),
        "concreteType": "QueryAdminEntitiesConnection",
        "kind": "LinkedField",
        "name": "adminEntities",
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
            "concreteType": "QueryAdminEntitiesConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Entity",
                "kind": "LinkedField",
                "name": "node",
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
                    "name": "recId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "type",
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
                    "name": "country",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "memberCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastActivityAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "archivedAt",
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
        "args": (v8/*: any*/),
        "filters": [
          "type",
          "people",
          "country",
          "size",
          "activity",
          "query",
          "archived"
        ],
        "handle": "connection",
        "key": "EntitiesAdminPage_adminEntities",
        "kind": "LinkedHandle",
        "name": "adminEntities"
      }
    ]
  },
  "params": {
    "cacheID": "26786ae9526fd361f5ce8044aaf94131",
    "id": null,
    "metadata": {},
    "name": "EntitiesAdminPagePaginationQuery",
    "operationKind": "query",
    "text": "query EntitiesAdminPagePaginationQuery(\n  $activity: EntityActivity\n  $archived: EntityArchiveState\n  $count: Int!\n  $country: String\n  $cursor: String\n  $people: Boolean\n  $query: String\n  $size: EntitySize\n  $type: Int\n) {\n  ...EntitiesAdminPage_entities_3Pxl1r\n}\n\nfragment EntitiesAdminPage_entities_3Pxl1r on Query {\n  adminEntities(first: $count, after: $cursor, type: $type, people: $people, country: $country, size: $size, activity: $activity, query: $query, archived: $archived) {\n    totalCount\n    edges {\n      node {\n        id\n        recId\n        type\n        displayName\n        country\n        memberCount\n        lastActivityAt\n        archivedAt\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6beac81522d00af6718ac14ea919f8a3";

export default node;
