/**
 * @generated SignedSource<<a34bee375509c6ff474ef3d4d846d945>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ObservationListPageList_query$data = {
  readonly observations: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"ObservationListItem_observation">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ObservationListPageList_query";
};
export type ObservationListPageList_query$key = {
  readonly " $data"?: ObservationListPageList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ObservationListPageList_query">;
};

import ObservationListPageListPaginationQuery_graphql from './ObservationListPageListPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "observations"
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
      "name": "dateFrom"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "dateTo"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "entityId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "lifeStage"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "monthFrom"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "monthTo"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "speciesId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "status"
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
      "operation": ObservationListPageListPaginationQuery_graphql
    }
  },
  "name": "ObservationListPageList_query",
  "selections": [
    {
      "alias": "observations",
      "args": [
        {
          "kind": "Variable",
          "name": "country",
          "variableName": "country"
        },
        {
          "kind": "Variable",
          "name": "dateFrom",
          "variableName": "dateFrom"
        },
        {
          "kind": "Variable",
          "name": "dateTo",
          "variableName": "dateTo"
        },
        {
          "kind": "Variable",
          "name": "entityId",
          "variableName": "entityId"
        },
        {
          "kind": "Variable",
          "name": "lifeStage",
          "variableName": "lifeStage"
        },
        {
          "kind": "Variable",
          "name": "monthFrom",
          "variableName": "monthFrom"
        },
        {
          "kind": "Variable",
          "name": "monthTo",
          "variableName": "monthTo"
        },
        {
          "kind": "Variable",
          "name": "speciesId",
          "variableName": "speciesId"
        },
        {
          "kind": "Variable",
          "name": "status",
          "variableName": "status"
        },
        {
          "kind": "Variable",
          "name": "uploaderId",
          "variableName": "uploaderId"
        }
      ],
      "concreteType": "QueryObservationsConnection",
      "kind": "LinkedField",
      "name": "__ObservationListPage_observations_connection",
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
          "concreteType": "QueryObservationsConnectionEdge",
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

(node as any).hash = "2bc00c36c95be75a366daa194bb58ff0";

export default node;
