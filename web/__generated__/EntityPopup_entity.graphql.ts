/**
 * @generated SignedSource<<c9cb262e3ba10babd4da2398d3c54868>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntityPopup_entity$data = {
  readonly country: string | null | undefined;
  readonly displayName: string;
  readonly locationText: string | null | undefined;
  readonly profileImageUrl: string | null | undefined;
  readonly recId: number;
  readonly stat: {
    readonly memberCount: number;
    readonly observationCount: number;
    readonly postCount: number;
  };
  readonly type: number;
  readonly " $fragmentSpreads": FragmentRefs<"RelationActions_entity">;
  readonly " $fragmentType": "EntityPopup_entity";
};
export type EntityPopup_entity$key = {
  readonly " $data"?: EntityPopup_entity$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntityPopup_entity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntityPopup_entity",
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
    }
  ],
  "type": "Entity",
  "abstractKey": null
};

(node as any).hash = "d008f15e75c22c5740d55452e5862687";

export default node;
