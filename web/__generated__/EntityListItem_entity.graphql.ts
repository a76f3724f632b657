/**
 * @generated SignedSource<<5ba2191a735d864c8ee54c23738cc7d6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntityListItem_entity$data = {
  readonly displayName: string;
  readonly id: string;
  readonly locationText: string | null | undefined;
  readonly profileImageUrl: string | null | undefined;
  readonly recId: number;
  readonly type: number;
  readonly " $fragmentType": "EntityListItem_entity";
};
export type EntityListItem_entity$key = {
  readonly " $data"?: EntityListItem_entity$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntityListItem_entity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntityListItem_entity",
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
    }
  ],
  "type": "Entity",
  "abstractKey": null
};

(node as any).hash = "6411097ac1fad1a2d9abc59ffa3f1de6";

export default node;
