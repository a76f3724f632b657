/**
 * @generated SignedSource<<8900fbbfdf484e6e3f23b76a086a3abc>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntityMembersPreview_entity$data = {
  readonly id: string;
  readonly joinRequests: {
    readonly totalCount: number;
  } | null | undefined;
  readonly members: {
    readonly __id: string;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"EntityMembersRow_member">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly recId: number;
  readonly " $fragmentType": "EntityMembersPreview_entity";
};
export type EntityMembersPreview_entity$key = {
  readonly " $data"?: EntityMembersPreview_entity$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntityMembersPreview_entity">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": null,
        "cursor": null,
        "direction": "forward",
        "path": [
          "members"
        ]
      }
    ]
  },
  "name": "EntityMembersPreview_entity",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recId",
      "storageKey": null
    },
    {
      "alias": "joinRequests",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        },
        {
          "kind": "Literal",
          "name": "relType",
          "value": "j"
        }
      ],
      "concreteType": "EntityRelatedEntitiesConnection",
      "kind": "LinkedField",
      "name": "relatedEntities",
      "plural": false,
      "selections": [
        (v1/*: any*/)
      ],
      "storageKey": "relatedEntities(first:1,relType:\"j\")"
    },
    {
      "alias": "members",
      "args": null,
      "concreteType": "EntityMemberConnection",
      "kind": "LinkedField",
      "name": "__EntityMembersPreview_members_connection",
      "plural": false,
      "selections": [
        (v1/*: any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "EntityMemberConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "EntityMember",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*: any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "EntityMembersRow_member"
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
        },
        {
          "kind": "ClientExtension",
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "__id",
              "storageKey": null
            }
          ]
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Entity",
  "abstractKey": null
};
})();

(node as any).hash = "9d4e3cbc2d1bf2bee6057fe47f5dfaf9";

export default node;
