/**
 * @generated SignedSource<<b7a4f8f152b0cd921bfe1d1fd08d3a5a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntityCard_entity$data = {
  readonly country: string | null | undefined;
  readonly displayName: string;
  readonly locationText: string | null | undefined;
  readonly memberCount: number;
  readonly profileImageUrl: string | null | undefined;
  readonly recId: number;
  readonly type: number;
  readonly " $fragmentType": "EntityCard_entity";
};
export type EntityCard_entity$key = {
  readonly " $data"?: EntityCard_entity$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntityCard_entity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntityCard_entity",
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
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    }
  ],
  "type": "Entity",
  "abstractKey": null
};

(node as any).hash = "67bc2344440db6ddf92be7c68aec1e60";

export default node;
