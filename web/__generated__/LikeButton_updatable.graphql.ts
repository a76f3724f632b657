/**
 * @generated SignedSource<<e70deff7f18892881df645433a9f58b4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LikeButton_updatable$data = {
  evaluationCount: number;
  likedByViewer: boolean;
  readonly " $fragmentType": "LikeButton_updatable";
};
export type LikeButton_updatable$key = {
  readonly " $data"?: LikeButton_updatable$data;
  readonly $updatableFragmentSpreads: FragmentRefs<"LikeButton_updatable">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LikeButton_updatable",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "likedByViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "evaluationCount",
      "storageKey": null
    }
  ],
  "type": "Likeable",
  "abstractKey": "__isLikeable"
};

(node as any).hash = "582429642c3122c2b357263867ca6d4e";

export default node;
