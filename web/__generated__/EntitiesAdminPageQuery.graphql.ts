/**
 * @generated SignedSource<<0e8c27e224e4f18510eccd9cd901ba41>>
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
export type EntitiesAdminPageQuery$variables = {
  activity?: EntityActivity | null | undefined;
  archived?: EntityArchiveState | null | undefined;
  count: number;
  country?: string | null | undefined;
  people?: boolean | null | undefined;
  query?: string | null | undefined;
  size?: EntitySize | null | undefined;
  type?: number | null | undefined;
};
export type EntitiesAdminPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"EntitiesAdminPage_entities">;
};
export type EntitiesAdminPageQuery = {
  response: EntitiesAdminPageQuery$data;
  variables: EntitiesAdminPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "activity"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "archived"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "count"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "country"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "people"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "query"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "size"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "type"
},
v8 = {
  "kind": "Variable",
  "name": "activity",
  "variableName": "activity"
},
v9 = {
  "kind": "Variable",
  "name": "archived",
  "variableName": "archived"
},
v10 = {
  "kind": "Variable",
  "name": "country",
  "variableName": "country"
},
v11 = {
  "kind": "Variable",
  "name": "people",
  "variableName": "people"
},
v12 = {
  "kind": "Variable",
  "name": "query",
  "variableName": "query"
},
v13 = {
  "kind": "Variable",
  "name": "size",
  "variableName": "size"
},
v14 = {
  "kind": "Variable",
  "name": "type",
  "variableName": "type"
},
v15 = [
  (v8/*: any*/),
  (v9/*: any*/),
  (v10/*: any*/),
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
  },
  (v11/*: any*/),
  (v12/*: any*/),
  (v13/*: any*/),
  (v14/*: any*/)
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/),
      (v4/*: any*/),
      (v5/*: any*/),
      (v6/*: any*/),
      (v7/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "EntitiesAdminPageQuery",
    "selections": [
      {
        "args": [
          (v8/*: any*/),
          (v9/*: any*/),
          {
            "kind": "Variable",
            "name": "count",
            "variableName": "count"
          },
          (v10/*: any*/),
          (v11/*: any*/),
          (v12/*: any*/),
          (v13/*: any*/),
          (v14/*: any*/)
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
    "argumentDefinitions": [
      (v2/*: any*/),
      (v7/*: any*/),
      (v4/*: any*/),
      (v3/*: any*/),
      (v6/*: any*/),
      (v0/*: any*/),
      (v5/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Operation",
    "name": "EntitiesAdminPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v15/*: any*/),
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
        "args": (v15/*: any*/),
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
    "cacheID": "e15f6f431ce2da9fc8e03830fab7111d",
    "id": null,
    "metadata": {},
    "name": "EntitiesAdminPageQuery",
    "operationKind": "query",
    "text": "query EntitiesAdminPageQuery(\n  $count: Int!\n  $type: Int\n  $people: Boolean\n  $country: String\n  $size: EntitySize\n  $activity: EntityActivity\n  $query: String\n  $archived: EntityArchiveState\n) {\n  ...EntitiesAdminPage_entities_3whDcx\n}\n\nfragment EntitiesAdminPage_entities_3whDcx on Query {\n  adminEntities(first: $count, type: $type, people: $people, country: $country, size: $size, activity: $activity, query: $query, archived: $archived) {\n    totalCount\n    edges {\n      node {\n        id\n        recId\n        type\n        displayName\n        country\n        memberCount\n        lastActivityAt\n        archivedAt\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "39f78da0c3f8c2f41dc14c6e26c0ad65";

export default node;
