/**
 * @generated SignedSource<<0ea22fdb345cd4b6e948f7763c2535b1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeaturedMediaEditPageList_query$data = {
  readonly mediaList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"FeaturedMediaEditPage_media">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "FeaturedMediaEditPageList_query";
};
export type FeaturedMediaEditPageList_query$key = {
  readonly " $data"?: FeaturedMediaEditPageList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeaturedMediaEditPageList_query">;
};

import FeaturedMediaEditPageListPaginationQuery_graphql from './FeaturedMediaEditPageListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "mediaList"
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
      "name": "uploaderId"
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
      "operation": FeaturedMediaEditPageListPaginationQuery_graphql
    }
  },
  "name": "FeaturedMediaEditPageList_query",
  "selections": [
    {
      "alias": "mediaList",
      "args": [
        {
          "kind": "Variable",
          "name": "uploaderId",
          "variableName": "uploaderId"
        }
      ],
      "concreteType": "QueryMediaListConnection",
      "kind": "LinkedField",
      "name": "__FeaturedMediaEditPage_mediaList_connection",
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
          "concreteType": "QueryMediaListConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Media",
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
                  "name": "FeaturedMediaEditPage_media"
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

(node as any).hash = "59e6a9b71aa4be9c6a24e5f3572683fb";

export default node;
