/**
 * @generated SignedSource<<5b2f7e7df4850c22c416aaecbf456083>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewQueuePageList_query$data = {
  readonly reviewQueue: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ObservationListItem_observation">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ReviewQueuePageList_query";
};
export type ReviewQueuePageList_query$key = {
  readonly " $data"?: ReviewQueuePageList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewQueuePageList_query">;
};

import ReviewQueuePageListPaginationQuery_graphql from './ReviewQueuePageListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "reviewQueue"
];
return {
  "argumentDefinitions": [
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
      "name": "flag"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "list"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "mine"
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
      "operation": ReviewQueuePageListPaginationQuery_graphql
    }
  },
  "name": "ReviewQueuePageList_query",
  "selections": [
    {
      "alias": "reviewQueue",
      "args": [
        {
          "kind": "Variable",
          "name": "flag",
          "variableName": "flag"
        },
        {
          "kind": "Variable",
          "name": "list",
          "variableName": "list"
        },
        {
          "kind": "Variable",
          "name": "mine",
          "variableName": "mine"
        }
      ],
      "concreteType": "QueryReviewQueueConnection",
      "kind": "LinkedField",
      "name": "__ReviewQueuePage_reviewQueue_connection",
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
          "concreteType": "QueryReviewQueueConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Observation",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ObservationListItem_observation"
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

(node as any).hash = "0c0fc404c909519f171aa9f074f51fa9";

export default node;
