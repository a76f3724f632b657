/**
 * @generated SignedSource<<9cb139fee5a5f31ff2d5a78d924ff349>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PostType = "ANNOUNCE" | "EVENT" | "LESSON" | "MOOD" | "NEWS" | "NOTE" | "QUESTION" | "SOLUTION" | "SUGGESTION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EntityProfile_entity$data = {
  readonly archivedAt: string | null | undefined;
  readonly country: string | null | undefined;
  readonly description: string;
  readonly displayName: string;
  readonly id: string;
  readonly locationText: string | null | undefined;
  readonly profileImageUrl: string | null | undefined;
  readonly recId: number;
  readonly stat: {
    readonly mediaCount: number;
    readonly memberCount: number;
    readonly observationCount: number;
    readonly postCount: number;
    readonly speciesCount: number;
  };
  readonly type: number;
  readonly viewerAdminCodes: ReadonlyArray<string>;
  readonly viewerPublishableTypes: ReadonlyArray<PostType>;
  readonly viewerRights: {
    readonly delete: boolean;
    readonly edit: boolean;
    readonly manageMembers: boolean;
    readonly settings: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"EntityBoard_entity" | "EntityMembersPreview_entity" | "FeaturedMedia_entity" | "PersonTimeline_entity" | "RelationActions_entity">;
  readonly " $fragmentType": "EntityProfile_entity";
};
export type EntityProfile_entity$key = {
  readonly " $data"?: EntityProfile_entity$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntityProfile_entity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntityProfile_entity",
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
      "name": "profileImageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locationText",
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
      "name": "description",
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
      "name": "viewerAdminCodes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerPublishableTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EntityRights",
      "kind": "LinkedField",
      "name": "viewerRights",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "edit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "delete",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "settings",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "manageMembers",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EntityStat",
      "kind": "LinkedField",
      "name": "stat",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "observationCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "speciesCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mediaCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "memberCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RelationActions_entity"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EntityMembersPreview_entity"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EntityBoard_entity"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PersonTimeline_entity"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FeaturedMedia_entity"
    }
  ],
  "type": "Entity",
  "abstractKey": null
};

(node as any).hash = "e85775d0e386667f729ef245279befb2";

export default node;
