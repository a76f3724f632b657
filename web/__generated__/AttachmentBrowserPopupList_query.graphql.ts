/**
 * @generated SignedSource<<59e0ab7a9b03ff8918309d57285855fb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AttachmentBrowserPopupList_query$data = {
  readonly mediaList: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly recId: number;
        readonly " $fragmentSpreads": FragmentRefs<"MediaCard_media">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "AttachmentBrowserPopupList_query";
};
export type AttachmentBrowserPopupList_query$key = {
  readonly " $data"?: AttachmentBrowserPopupList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttachmentBrowserPopupList_query">;
};

import AttachmentBrowserPopupListPaginationQuery_graphql from './AttachmentBrowserPopupListPaginationQuery.graphql';

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
      "name": "mediaType"
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
      "operation": AttachmentBrowserPopupListPaginationQuery_graphql
    }
  },
  "name": "AttachmentBrowserPopupList_query",
  "selections": [
    {
      "alias": "mediaList",
      "args": [
        {
          "kind": "Variable",
          "name": "mediaType",
          "variableName": "mediaType"
        },
        {
          "kind": "Variable",
          "name": "uploaderId",
          "variableName": "uploaderId"
        }
      ],
      "concreteType": "QueryMediaListConnection",
      "kind": "LinkedField",
      "name": "__AttachmentBrowserPopup_mediaList_connection",
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "recId",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MediaCard_media"
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

(node as any).hash = "95ac8d3e2ee5df060470bc68c3895ba4";

export default node;
